import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { checkoutRequestSchema, quickCheckoutRequestSchema } from '../../domain/checkout'
import { paymentChoices } from '../../domain/payment-choices'
import {
  checkoutAnswerSchema,
  dinnerTableSchema,
  ordersSchema,
  paymentMethodsSchema,
  prebookSchema,
  rejectionSchema,
  slotsSchema,
  voucherSchema,
} from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { requestLocale } from './request-locale'
import { anonymousId, customerToken } from '../middleware/session'
import { refusalMessage, venueApi, VenueApiError, venuePath, type VenueApiAnswer } from '../venue-api/venue-api-client'

// The browser's door to the venue API (DESIGN §Request flow 5): bodies are validated here, tokens and
// the visitor id are added here, answers are validated and trimmed to what the pages show.

type Ctx = Context<AppEnv>

export const orderApi = new Hono<AppEnv>()

const DATE = /^\d{4}-\d{2}-\d{2}$/
const slotQuery = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(5)])),
  guests: z.coerce.number().int().min(1).max(50),
  date: z.string().regex(DATE),
})
const prebookBody = z.object({
  consumption_type: z.union([z.literal(1), z.literal(2), z.literal(5)]),
  guest_count: z.number().int().min(1).max(50),
  slot_id: z.string().min(1).max(64),
})
const uid = z.string().regex(/^[A-Za-z0-9-]{1,64}$/)
const amountQuery = z.object({
  amount: z.coerce.number().min(0).max(100_000),
  type: z.coerce.number().int().optional(),
})
const voucherCode = z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/)

function api(c: Ctx) {
  const venue = c.get('venue')
  return venue ? venueApi(c.get('config'), venue) : null
}

/** Passes a venue refusal on with its reasons (422), or its message, never the upstream body as is. */
function refusal(c: Ctx, answer: Extract<VenueApiAnswer<unknown>, { ok: false }>) {
  const rejection = rejectionSchema.safeParse(answer.body)
  if (rejection.success) return c.json({ error: 'rejected', reasons: rejection.data.reasons }, 422)
  const status = answer.status === 401 ? 401 : answer.status === 404 ? 404 : answer.status === 409 ? 409 : 400
  return c.json({ error: refusalMessage(answer.body) }, status)
}

const invalid = (c: Ctx, issues: readonly { path: PropertyKey[]; message: string }[]) =>
  c.json({ error: 'Invalid request', issues: issues.map(({ path, message }) => ({ path: path.map(String), message })) }, 400)

async function readJson(c: Ctx): Promise<unknown> {
  return c.req.json().catch(() => undefined)
}

orderApi.get('/slots/:type/:guests/:date', async (c) => {
  const client = api(c)
  const query = slotQuery.safeParse(c.req.param())
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!query.success) return invalid(c, query.error.issues)
  const { type, guests, date } = query.data
  const answer = await client.get(venuePath`/slots/${customerToken(c)}/${type}/${guests}/${date}/${anonymousId(c)}`, slotsSchema)
  c.header('cache-control', 'no-store')
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

orderApi.post('/slot-prebook', async (c) => {
  const client = api(c)
  const body = prebookBody.safeParse(await readJson(c))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!body.success) return invalid(c, body.error.issues)
  const { consumption_type, guest_count, slot_id } = body.data
  const path = venuePath`/slot-prebook/${customerToken(c)}/${consumption_type}/${guest_count}/${anonymousId(c)}`
  const answer = await client.post(path, { slot_id }, prebookSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

orderApi.get('/dinnertable/:id', async (c) => {
  const client = api(c)
  const id = uid.safeParse(c.req.param('id'))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!id.success) return c.json({ error: 'Table non trouvée' }, 404)
  const answer = await client.get(venuePath`/dinnertable/${id.data}`, dinnerTableSchema)
  if (answer.ok) return c.json(answer.data)
  // Whatever the venue says about an unknown table, the page shows SPEC §8 'Table non trouvée'.
  return c.json({ error: 'Table non trouvée' }, 404)
})

/** The venue's payment choices for an amount: online methods, the wallet, on site (SPEC §2 Checkout). */
orderApi.get('/payment-methods', async (c) => {
  const venue = c.get('venue')
  const client = api(c)
  const query = amountQuery.safeParse(c.req.query())
  if (!venue || !client) return c.json({ error: 'Unknown venue' }, 404)
  if (!query.success) return invalid(c, query.error.issues)
  const { pos } = venue
  const flags = { card: pos.allow_card_payment, wallet: pos.allow_wallet_payment, onSite: pos.allow_no_payment }
  let online: z.infer<typeof paymentMethodsSchema> = []
  if (flags.card && query.data.amount > 0) {
    const answer = await client.get(venuePath`/mollie-methods?amount=${query.data.amount.toFixed(2)}&language=${requestLocale(c)}`, paymentMethodsSchema)
    if (!answer.ok) return refusal(c, answer)
    online = answer.data
  }
  return c.json(paymentChoices(flags, online, query.data.type ?? null))
})

orderApi.get('/voucher/:code', async (c) => {
  const client = api(c)
  const code = voucherCode.safeParse(c.req.param('code'))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!code.success) return c.json({ error: 'Voucher not found' }, 404)
  const answer = await client.get(venuePath`/voucher/${customerToken(c)}/${code.data}`, voucherSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

/** Where the payment page sends the customer back: the card provider to /my-order, the wallet to its page. */
function returnUrls(c: Ctx, cardPath: string) {
  const origin = new URL(c.req.url).origin
  const locale = requestLocale(c)
  return { card: `${origin}/${locale}${cardPath}`, wallet: `${origin}/${locale}/wallet-order` }
}

orderApi.post('/checkout', async (c) => {
  const client = api(c)
  const body = checkoutRequestSchema.safeParse(await readJson(c))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!body.success) return invalid(c, body.error.issues)
  const token = customerToken(c)
  const { key, terms_accepted: _accepted, ...order } = body.data
  if (token === '-1' && !order.contact) return invalid(c, [{ path: ['contact'], message: 'validation.required' }])
  if (order.consumption_type === 5 && !order.delivery_address) {
    return invalid(c, [{ path: ['delivery_address'], message: 'validation.required' }])
  }
  const answer = await client.post(
    venuePath`/checkout/${token}`,
    { ...order, idempotency_key: key, language: requestLocale(c), anonymous_id: anonymousId(c), return_urls: returnUrls(c, '/my-order') },
    checkoutAnswerSchema,
  )
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

orderApi.post('/quickcheckout', async (c) => {
  const client = api(c)
  const body = quickCheckoutRequestSchema.safeParse(await readJson(c))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!body.success) return invalid(c, body.error.issues)
  const { key, terms_accepted: _accepted, ...order } = body.data
  const answer = await client.post(
    '/quickcheckout',
    { ...order, idempotency_key: key, language: requestLocale(c), guest_count: null, return_urls: returnUrls(c, '/quickorder/order') },
    checkoutAnswerSchema,
  )
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

orderApi.get('/order/:uid', async (c) => {
  const client = api(c)
  const id = uid.safeParse(c.req.param('uid'))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!id.success) return c.json({ error: 'Order not found' }, 404)
  const answer = await client.get(venuePath`/order?uids=${id.data}`, ordersSchema)
  if (!answer.ok) return refusal(c, answer)
  const order = answer.data[0]
  c.header('cache-control', 'no-store')
  return order ? c.json(order) : c.json({ error: 'Order not found' }, 404)
})

/** The wallet provider returns with its own payment information; the venue knows the order behind it. */
orderApi.get('/order-from-payment/:info', async (c) => {
  const client = api(c)
  const info = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).safeParse(c.req.param('info'))
  if (!client) return c.json({ error: 'Unknown venue' }, 404)
  if (!info.success) return c.json({ error: 'Order not found' }, 404)
  const answer = await client.get(venuePath`/order-from-payment-provider-information/${info.data}`, z.union([ordersSchema.min(1).transform((orders) => orders[0]!), ordersSchema.element]))
  c.header('cache-control', 'no-store')
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

/** Upstream failures the customer can retry: the same checkout key never makes a second order. */
orderApi.onError((error, c) => {
  if (!(error instanceof VenueApiError)) throw error
  console.error(error)
  return c.json({ error: error.status === 'timeout' ? 'timeout' : 'unavailable' }, error.status === 'timeout' ? 504 : 502)
})
