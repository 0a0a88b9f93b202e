// What the customer routes share: their context, body and token checks, and the venue's settings.
import type { Context } from 'hono'
import { z } from 'zod'
import { findCustomerByToken } from './customer-accounts'
import type { Customer } from './customer-accounts'
import { jsonError } from './json-response'
import { venueRecordsOf } from './order-placement'
import type { VenueApiEnv } from './venue-state'

export type Ctx = Context<VenueApiEnv>

export const tokenSchema = z.string().min(1).max(200)
export const passwordSchema = z.string().min(8, 'The password must be at least 8 characters long').max(200)
export const nameSchema = z.string().trim().min(1).max(100)
export const phoneSchema = z.string().trim().min(1).max(40)
export const emailSchema = z.email().max(200)

export const invalid = (c: Ctx, issues: unknown[]) => c.json({ error: 'invalid request', issues }, 400)

/** The JSON body read through `schema`, or the 400 answer. */
export async function parseBody<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.infer<S> | Response> {
  const body = schema.safeParse(await c.req.json().catch(() => null))
  return body.success ? body.data : invalid(c, body.error.issues)
}

/** The venue's customer behind `token`, or the 401 answer (a malformed token is refused alike). */
export async function requireCustomer(c: Ctx, token: unknown): Promise<Customer | Response> {
  const parsed = tokenSchema.safeParse(token)
  const customer = parsed.success ? await findCustomerByToken(c.env.DB, c.get('venue').key, parsed.data) : null
  return customer ?? jsonError(c, 401, 'invalid token')
}

/** The venue's POS and store (flags: login_type, allow_create_account, allow_credit, allow_refund). */
export const venueRecords = (c: Ctx) => venueRecordsOf(c.env.DB, c.get('venue'))

/** `<prefix_number>` of the venue's wallet ids (`<prefix>-W-<customer_id>`). */
export const walletPrefixOf = (c: Ctx, prefixNumber: string | null) => prefixNumber ?? c.get('venue').key.toUpperCase()
