// Venue API wallet (SPEC §7): balance, history, online top-up through the sandbox payment page and
// refund of the balance to a bank account, less the venue's fee (venue_api.refund.fee).
import { Hono } from 'hono'
import { z } from 'zod'
import { parseBody, requireCustomer, venueRecords } from './account-requests'
import type { Ctx } from './account-requests'
import { isValidBic, isValidIban, maskedIban } from './bank-account'
import { HISTORY_LABELS, historyStatement, listHistory } from './credit-history'
import { createTopUp } from './credit-topups'
import { LANGUAGES } from './customer-accounts'
import type { Customer } from './customer-accounts'
import { jsonError } from './json-response'
import { toCents } from './order-pricing'
import { paymentUrl } from './payment-page'
import { currentTime } from './sandbox-clock'
import type { VenueApiEnv } from './venue-state'

const NO_WALLET = 'This customer has no wallet'

const euros = z
  .number()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'At most two decimals' })

const topUpSchema = z.object({
  amount: euros.pipe(z.number().min(5).max(500)),
  language: z.enum(LANGUAGES),
  return_url: z.url({ protocol: /^https?$/ }).max(500),
})

const refundSchema = z.object({
  iban: z.string().max(50),
  bic: z.string().max(20),
  language: z.enum(LANGUAGES),
})

/** The customer behind the path's token who has a wallet, or the 401 / 404 answer. */
async function walletCustomer(c: Ctx): Promise<Customer | Response> {
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  return customer.cashless_wallet ? customer : jsonError(c, 404, NO_WALLET)
}

/** The refund as the app shows it: the fee, what would be paid out, and the balance now. */
function refundPreview(c: Ctx, customer: Customer) {
  const feeCents = toCents(c.get('venue').state.refund?.fee ?? 0)
  return { feeCents, amountCents: Math.max(0, customer.balance_cents - feeCents) }
}

export const creditRoutes = new Hono<VenueApiEnv>()

creditRoutes.get('/customer-credit/:token', async (c) => {
  const customer = await walletCustomer(c)
  if (customer instanceof Response) return customer
  return c.json({ amount: customer.balance_cents / 100 })
})

creditRoutes.get('/customer-credit-history/:token', async (c) => {
  const customer = await walletCustomer(c)
  if (customer instanceof Response) return customer
  return c.json(await listHistory(c.env.DB, customer.id))
})

creditRoutes.post('/customer-credit/:token', async (c) => {
  const customer = await walletCustomer(c)
  if (customer instanceof Response) return customer
  const { pos } = await venueRecords(c)
  if (pos.allow_credit !== true) return jsonError(c, 403, 'Topping up the wallet is not possible here')
  const body = await parseBody(c, topUpSchema)
  if (body instanceof Response) return body
  const { key } = c.get('venue')
  const id = await createTopUp(c.env.DB, {
    venue: key,
    customerId: customer.id,
    amountCents: toCents(body.amount),
    language: body.language,
    returnUrl: body.return_url,
    now: await currentTime(c.env.DB),
  })
  return c.json({ payment_url: paymentUrl(c.env, key, id) })
})

/** The customer may ask for a refund here: the venue allows it and the customer has a wallet. */
async function refundCustomer(c: Ctx): Promise<Customer | Response> {
  const customer = await walletCustomer(c)
  if (customer instanceof Response) return customer
  const { pos } = await venueRecords(c)
  return pos.allow_refund === true ? customer : jsonError(c, 403, 'Refunds are not possible here')
}

creditRoutes.get('/customer-credit-refund/:token', async (c) => {
  const customer = await refundCustomer(c)
  if (customer instanceof Response) return customer
  const { feeCents, amountCents } = refundPreview(c, customer)
  return c.json({ fee: feeCents / 100, amount: amountCents / 100, credit: customer.balance_cents / 100 })
})

// The whole balance leaves the wallet: the fee stays with the venue, the rest goes to the account.
creditRoutes.post('/customer-credit-refund/:token', async (c) => {
  const customer = await refundCustomer(c)
  if (customer instanceof Response) return customer
  const body = await parseBody(c, refundSchema)
  if (body instanceof Response) return body
  if (!isValidIban(body.iban)) return jsonError(c, 422, 'Invalid IBAN')
  if (!isValidBic(body.bic)) return jsonError(c, 422, 'Invalid BIC')
  const { feeCents, amountCents } = refundPreview(c, customer)
  if (amountCents <= 0) return jsonError(c, 422, 'The balance does not exceed the refund fee')

  const db = c.env.DB
  const balance = customer.balance_cents
  const entry = {
    customerId: customer.id,
    now: await currentTime(db),
    timezone: c.get('venue').state.timezone,
    type: 'refund' as const,
    label: `${HISTORY_LABELS.refund[body.language]} ${maskedIban(body.iban)}`,
  }
  // Only from the balance the preview was computed on: a balance changed meanwhile refunds nothing.
  const [, emptied] = await db.batch([
    historyStatement(db, entry, '-c.balance_cents', 'c.balance_cents = ?5', [balance]),
    db.prepare('UPDATE customers SET balance_cents = 0 WHERE id = ?1 AND balance_cents = ?2').bind(customer.id, balance),
  ])
  if (emptied?.meta.changes !== 1) return jsonError(c, 409, 'The balance has just changed, please try again')
  return c.json({ fee: feeCents / 100, amount: amountCents / 100, credit: 0 })
})
