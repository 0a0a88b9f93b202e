import * as z from 'zod/mini'
import { PAY_WITH_BALANCE } from './balance-payment'
import { ConsumptionType } from './consumption-type'
import { commentField, deliveryAddressSchema, guestContactSchema } from './contact-form'
import { inWholeCents } from './money'

// What the browser sends to the Worker to place an order (SPEC §7 POST /checkout, /quickcheckout),
// validated alike on both sides. The Worker adds the language, visitor id, tokens and return URLs.

/** A type a diner orders with: eat-in, takeaway or delivery (OrderConsumptionType). */
export const orderConsumptionTypeSchema = z.union([
  z.literal(ConsumptionType.EatIn),
  z.literal(ConsumptionType.Takeaway),
  z.literal(ConsumptionType.Delivery),
])

/** A fresh key per checkout attempt: a repeated submit of the same attempt never makes a second order. */
const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/))

const cartLine = z.object({
  id: z.number().check(z.int(), z.positive()),
  posId: z.number().check(z.int(), z.positive()),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  items: z.array(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      quantity: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
      step: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
  ),
})
export type CheckoutCartLine = z.infer<typeof cartLine>

const cart = z.array(cartLine).check(z.minLength(1), z.maxLength(100))
/** Euros with at most two decimals, as SPEC §5 sends the cart total. */
const amount = z.number().check(z.minimum(0), z.maximum(100_000))
const paymentMethod = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))
/** What the prepaid balance pays, in euros with at most two decimals (domain/balance-payment.ts). */
const balanceAmount = z.number().check(
  z.positive(),
  z.maximum(100_000),
  z.refine(inWholeCents),
)
const voucherCode = z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/)))

export const checkoutRequestSchema = z
  .object({
    key: idempotencyKey,
    consumption_type: orderConsumptionTypeSchema,
    guest_count: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
    slot_id: z.string().check(z.minLength(1), z.maxLength(64)),
    cart,
    amount,
    payment_method: paymentMethod,
    voucher_code: voucherCode,
    contact: z.optional(guestContactSchema),
    delivery_address: z.optional(deliveryAddressSchema),
    /** The diner's note for the kitchen, sent to the venue as quick order sends it. */
    comment: z.optional(commentField()),
    /** The part of the amount to pay the customer's prepaid balance pays; the rest is paid online. */
    balance_amount: z.optional(balanceAmount),
    terms_accepted: z.literal(true),
  })
  .check(
    // Paying everything from the balance names what the balance pays.
    z.refine((body) => body.payment_method !== PAY_WITH_BALANCE || body.balance_amount !== undefined, {
      path: ['balance_amount'],
      message: 'validation.required',
    }),
    // A delivery goes to an address.
    z.refine((body) => body.consumption_type !== ConsumptionType.Delivery || body.delivery_address !== undefined, {
      path: ['delivery_address'],
      message: 'validation.required',
    }),
  )
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

export const quickCheckoutRequestSchema = z
  .object({
    key: idempotencyKey,
    table_uid: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
    cart,
    amount,
    payment_method: paymentMethod,
    name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    email: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    comment: z.optional(commentField()),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    terms_accepted: z.literal(true),
  })
  // A table's order is a visitor's: there is no balance to pay it from.
  .check(z.refine((body) => body.payment_method !== PAY_WITH_BALANCE, { path: ['payment_method'], message: 'validation.paymentMethod' }))
export type QuickCheckoutRequest = z.infer<typeof quickCheckoutRequestSchema>

/** A new idempotency key; crypto.randomUUID exists in the Worker and every browser we serve. */
export function newCheckoutKey(): string {
  return crypto.randomUUID()
}
