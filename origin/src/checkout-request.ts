// Bodies of POST /checkout/{token} and POST /quickcheckout (SPEC §7; contract in seed/demo/README.md).
import { z } from 'zod'

export const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})\|(\d+)$/

const id = z.number().int().positive()
const quantity = z.number().int().min(1).max(99)
/** Optional text where an empty field counts as not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined))

export const cartSchema = z
  .array(
    z.object({
      id,
      posId: id,
      quantity,
      items: z.array(z.object({ id, quantity, step: z.string().min(1).max(64) })).max(50),
    }),
  )
  .min(1)
  .max(100)
export type CartLine = z.infer<typeof cartSchema>[number]

// The page the customer comes back to after paying: only http(s), never javascript: or data:.
const returnUrl = z.url({ protocol: /^https?$/ }).max(500)

const common = {
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  language: z.enum(['fr', 'nl', 'en', 'de']),
  cart: cartSchema,
  amount: z.number().min(0).max(100_000),
  payment_method: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  return_urls: z.object({ card: returnUrl, wallet: returnUrl }),
}

const contactSchema = z.object({
  email: z.email().max(200),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(40),
})

const deliveryAddressSchema = z.object({
  name: z.string().trim().min(1).max(100),
  address_line: z.string().trim().min(1).max(200),
  address_line2: optionalText(200),
  zip_code: z.string().trim().min(1).max(12),
  city: z.string().trim().min(1).max(100),
})

export const checkoutBodySchema = z
  .object({
    ...common,
    anonymous_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    consumption_type: z.union([z.literal(1), z.literal(2), z.literal(5)]),
    guest_count: z.number().int().min(1).max(50).nullable(),
    slot_id: z.string().regex(SLOT_ID),
    voucher_code: optionalText(64).pipe(z.string().regex(/^[A-Za-z0-9-]+$/).optional()),
    contact: contactSchema.optional(),
    delivery_address: deliveryAddressSchema.optional(),
    comment: optionalText(500),
    /** Euros the customer's prepaid balance pays of the amount to pay (after any voucher); the rest is paid online. */
    balance_amount: z
      .number()
      .positive()
      .max(100_000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'At most two decimals' })
      .optional(),
  })
  .refine((body) => Number(SLOT_ID.exec(body.slot_id)?.[3]) === body.consumption_type, {
    path: ['slot_id'],
    message: 'slot_id does not match consumption_type',
  })
  .refine((body) => body.consumption_type !== 5 || body.delivery_address, {
    path: ['delivery_address'],
    message: 'delivery_address is required for delivery',
  })
export type CheckoutBody = z.infer<typeof checkoutBodySchema>

/** What a visitor (token -1) must send besides the common fields: who they are and how to reach them. */
export function visitorIssues(body: CheckoutBody): Array<{ path: string[]; message: string }> {
  const issues = []
  if (!body.anonymous_id) issues.push({ path: ['anonymous_id'], message: 'anonymous_id is required for a visitor' })
  if (!body.contact) issues.push({ path: ['contact'], message: 'contact is required for a visitor' })
  return issues
}

export const quickCheckoutBodySchema = z.object({
  ...common,
  table_uid: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  guest_count: z.number().int().min(1).max(50).nullish(),
  name: optionalText(100),
  email: optionalText(200).pipe(z.email().optional()),
  comment: optionalText(500),
  phone: optionalText(40),
})
export type QuickCheckoutBody = z.infer<typeof quickCheckoutBodySchema>

/** Fingerprint of a request, to tell a retry of the same checkout from a reuse of its key. */
export async function requestHash(route: string, token: string, body: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify({ route, token, body }))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
