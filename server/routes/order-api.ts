import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod/mini'
import { checkoutRequestSchema, orderConsumptionTypeSchema, quickCheckoutRequestSchema } from '../../domain/checkout'
import { PAY_ON_SITE, paymentChoices, paymentFlags } from '../../domain/payment-choices'
import { FREE_TABLE } from '../../domain/quick-order'
import {
  checkoutAnswerSchema,
  dinnerTableSchema,
  orderSchema,
  ordersSchema,
  prebookSchema,
  slotsSchema,
  voucherSchema,
} from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { providerOf, type OnlineMethods } from '../payment/online-payment'
import { invalidRequest } from '../http-error'
import { requestLocale } from '../request/request-locale'
import { limitAnswer } from '../limits/limit-reached'
import { clientKeys, clientTakes, giveBackAll, takeAll, takeOn, type Take } from '../limits/limits'
import { dayHoldCeiling, dayOfSlot, type DayPlaces } from '../../domain/slot-holds'
import { keepPlaces, keptPlaces } from '../booking/day-places'
import { LIMITS } from '../../domain/limits'
import { customerToken, VISITOR_TOKEN } from '../request/session'
import { anonymousId } from '../visitor/anonymous-id'
import { ORDER_RESULT_PATH, QUICK_ORDER_RESULT_PATH, WALLET_RESULT_PATH } from '../../common/result-pages'
import { requireVisitor, visitorOf } from '../visitor/visitor'
import { lookUpOrder } from './order-lookup'
import { tableRoomOf } from '../live/table-room'
import { phoneAt } from './table-phone'
import { orderForPage } from './shown-order'
import { venuePath } from '../venue-api/venue-api-client'
import { compositionRefusal } from './composition-check'
import { orderPlaced, orderRead } from '../metrics/order-metrics'
import { consumptionTypeParam, jsonBody, orderingVenueApiOf, refusal, requireSession, venueApiOf, venueOrigin, venueUid } from './venue-request'

// The browser's door to the venue API (DESIGN §Request flow 5): bodies are validated here, tokens and
// the visitor id are added here, answers are validated and trimmed to what the pages show.

const DATE = /^\d{4}-\d{2}-\d{2}$/
const slotQuery = z.object({
  type: consumptionTypeParam,
  guests: z.coerce.number().check(z.int(), z.gte(1), z.lte(50)),
  date: z.string().check(z.regex(DATE)),
})
const prebookBody = z.object({
  consumption_type: orderConsumptionTypeSchema,
  guest_count: z.int().check(z.gte(1), z.lte(50)),
  slot_id: z.string().check(z.minLength(1), z.maxLength(64)),
})
const amountQuery = z.object({
  amount: z.coerce.number().check(z.gte(0), z.lte(100_000)),
  type: z.optional(z.coerce.number().check(z.int())),
})
const voucherCode = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/))
const paymentInfo = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))
/** The order a wallet payment returns to: the venue answers it alone or as the first of a list. */
const orderOfPayment = z.union([z.pipe(ordersSchema.check(z.minLength(1)), z.transform((orders) => orders[0]!)), orderSchema])

export const orderApi = new Hono<AppEnv>()
  .get('/slots/:type/:guests/:date', async (c) => {
    const client = orderingVenueApiOf(c)
    const query = slotQuery.safeParse(c.req.param())
    if (!query.success) throw invalidRequest(query.error.issues)
    const { type, guests, date } = query.data
    const answer = await client.get(venuePath`/slots/${customerToken(c)}/${type}/${guests}/${date}/${await anonymousId(c)}`, slotsSchema)
    c.header('cache-control', 'no-store')
    if (!answer.ok) return refusal(c, answer)
    // The day's places, for the ceiling of what one address may hold of it (a local write).
    await keepPlaces({ host: c.get('venue')!.host, type, day: date }, answer.data).catch(() => undefined)
    return c.json(answer.data)
  })
  .post('/slot-prebook', async (c) => {
    const client = orderingVenueApiOf(c)
    const { consumption_type, guest_count, slot_id } = await jsonBody(c, prebookBody)
    // A held slot is closed to others for the venue's lock time: a visitor holds one (a new hold
    // replaces theirs), everyone behind one address a share of the day, and pre-books
    // come at a bounded pace (decisions 022, 073). A client that keeps no cookie holds nothing.
    const visitor = await requireVisitor(c)
    const places = await placesOfDay(c, consumption_type, slot_id)
    const holds = await holdsOf(c, visitor, consumption_type, slot_id, dayHoldCeiling(places))
    const refused = await takeAll([...holds, ...(await clientTakes(c, 'prebooks', LIMITS.prebooks, 'prebooks'))])
    if (refused) return limitAnswer(c, refused)
    const path = venuePath`/slot-prebook/${customerToken(c)}/${consumption_type}/${guest_count}/${await anonymousId(c)}`
    const answer = await client.post(path, { slot_id }, prebookSchema).catch(async (error: unknown) => {
      await giveBackAll(holds)
      throw error
    })
    if (answer.ok) return c.json(answer.data)
    await giveBackAll(holds)
    return refusal(c, answer)
  })
  .get('/dinnertable/:id', async (c) => {
    const client = venueApiOf(c)
    const id = venueUid.safeParse(c.req.param('id'))
    if (!id.success) return c.json({ error: 'Table non trouvée' }, 404)
    const answer = await client.get(venuePath`/dinnertable/${id.data}`, dinnerTableSchema)
    if (answer.ok) return c.json(answer.data)
    // Whatever the venue says about an unknown table, the page shows SPEC §8 'Table non trouvée'.
    return c.json({ error: 'Table non trouvée' }, 404)
  })
  /** The venue's payment choices for an amount: online methods, the wallet, on site (SPEC §2 Checkout). */
  .get('/payment-methods', async (c) => {
    const client = venueApiOf(c)
    const venue = c.get('venue')!
    const query = amountQuery.safeParse(c.req.query())
    if (!query.success) throw invalidRequest(query.error.issues)
    const { pos } = venue
    const flags = paymentFlags(pos)
    let online: OnlineMethods = []
    if (flags.online && query.data.amount > 0) {
      const answer = await providerOf().methods(client, query.data.amount, requestLocale(c))
      if (!answer.ok) return refusal(c, answer)
      online = answer.data
    }
    return c.json(paymentChoices(flags, online, query.data.type ?? null))
  })
  .get('/voucher/:code', async (c) => {
    const client = venueApiOf(c)
    const code = voucherCode.safeParse(c.req.param('code'))
    if (!code.success) return c.json({ error: 'Voucher not found' }, 404)
    const answer = await client.get(venuePath`/voucher/${customerToken(c)}/${code.data}`, voucherSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/checkout', async (c) => {
    const client = orderingVenueApiOf(c)
    const body = await jsonBody(c, checkoutRequestSchema)
    const token = customerToken(c)
    const { key, terms_accepted: _accepted, ...order } = body
    if (token === VISITOR_TOKEN && !order.contact) throw invalidRequest([{ path: ['contact'], message: 'validation.required' }])
    // Only a customer has a balance; what it may pay, the venue decides from the balance it holds.
    if (order.balance_amount !== undefined) requireSession(c)
    const broken = await compositionRefusal(c, order.cart)
    if (broken) return c.json(broken, 422)
    const answer = await client.post(
      venuePath`/checkout/${token}`,
      { ...order, idempotency_key: key, language: requestLocale(c), anonymous_id: await anonymousId(c), return_urls: returnUrls(c, ORDER_RESULT_PATH) },
      checkoutAnswerSchema,
    )
    if (!answer.ok) return refusal(c, answer)
    orderPlaced(c, { route: 'checkout', payment: body.payment_method, amount: body.amount }, answer.data)
    // The order took the visitor's held slot: it no longer counts against their address.
    const visitor = await visitorOf(c)
    if (visitor) await giveBackAll(await holdsOf(c, visitor, body.consumption_type, body.slot_id, dayHoldCeiling(null)))
    return c.json(answer.data)
  })
  .post('/quickcheckout', async (c) => {
    const client = orderingVenueApiOf(c)
    const body = await jsonBody(c, quickCheckoutRequestSchema)
    const { key, terms_accepted: _accepted, ...order } = body
    const broken = await compositionRefusal(c, order.cart)
    if (broken) return c.json(broken, 422)
    // An order goes straight to the kitchen: a table's rounds pass, a burst from one phone does not.
    // Counted by the order's idempotency key, so sending the same order again is not a second one.
    // One paid on site counts against its table at once; one paid online only once paid (the table
    // learns it, table-api.ts), so orders left unpaid never close a table: they are paced per visitor.
    // In table mode 1 every order is for the 'free' table: no table to pace.
    await requireVisitor(c)
    const atTable = order.table_uid !== FREE_TABLE
    const onSite = body.payment_method === PAY_ON_SITE
    const table = atTable && onSite ? [quickOrderOfTable(c, order.table_uid, key)] : []
    const unpaid = onSite ? [] : await clientTakes(c, 'unpaid-quick-orders', LIMITS.unpaidQuickOrders, 'quickOrders', key)
    const paced = [...(await clientTakes(c, 'quick-orders', LIMITS.quickOrders, 'quickOrders', key)), ...table, ...unpaid]
    const refused = await takeAll(paced)
    if (refused) return limitAnswer(c, refused)
    const answer = await client.post(
      '/quickcheckout',
      { ...order, idempotency_key: key, language: requestLocale(c), guest_count: null, return_urls: returnUrls(c, QUICK_ORDER_RESULT_PATH) },
      checkoutAnswerSchema,
    )
    if (answer.ok) {
      orderPlaced(c, { route: 'quickcheckout', payment: body.payment_method, amount: body.amount }, answer.data)
      // The table notes which of its phones placed it: that phone alone may say later that it went.
      if (atTable) await tableRoomOf(c.env, c.get('venue')!.host, order.table_uid).placed(await phoneAt(c, order.table_uid), answer.data.order.uid)
      return c.json(answer.data)
    }
    // Refused by the venue: no order reached the kitchen. (A lost answer keeps its count: it may have.)
    await giveBackAll(paced)
    return refusal(c, answer)
  })
  .get('/order/:uid', async (c) => {
    const client = venueApiOf(c)
    const id = venueUid.safeParse(c.req.param('uid'))
    if (!id.success) return c.json({ error: 'Order not found' }, 404)
    const answer = await lookUpOrder(c, client, id.data)
    if (!answer.ok) return refusal(c, answer)
    const order = answer.data
    c.header('cache-control', 'no-store')
    if (!order) return c.json({ error: 'Order not found' }, 404)
    orderRead(c, order)
    return c.json(await orderForPage(c, order))
  })
  /** The wallet provider returns with its own payment information; the venue knows the order behind it. */
  .get('/order-from-payment/:info', async (c) => {
    const client = venueApiOf(c)
    const info = paymentInfo.safeParse(c.req.param('info'))
    if (!info.success) return c.json({ error: 'Order not found' }, 404)
    const answer = await client.get(venuePath`/order-from-payment-provider-information/${info.data}`, orderOfPayment)
    c.header('cache-control', 'no-store')
    if (!answer.ok) return refusal(c, answer)
    orderRead(c, answer.data)
    return c.json(await orderForPage(c, answer.data))
  })

/**
 * A visitor's hold among those of their address: at the venue (a food court's ceiling) and on the slot's
 * day (a share of its places). A visitor renewing their hold of a slot counts once; moving to another
 * slot is a new hold (decision 073).
 */
async function holdsOf(c: Context<AppEnv>, visitor: string, type: number, slotId: string, dayCeiling: number): Promise<Take[]> {
  const host = c.get('venue')!.host
  const { address } = await clientKeys(c)
  const day = dayOfSlot(slotId)
  const held = `${visitor}|${slotId}`
  const { windowSeconds } = LIMITS.heldSlots
  const take = (key: string, limit: number, token: string) => takeOn(c, key, { rule: { limit, windowSeconds }, kind: 'holds', scope: 'address', token })
  return [
    take(`slot-holds:${host}:${address}`, LIMITS.heldSlots.limit, held),
    ...(day ? [take(`slot-holds:${host}:${type}:${day}:${address}`, dayCeiling, held)] : []),
  ]
}

/** The places of a slot's day: kept from the slot answers, else asked once (one of the client's venue calls). */
async function placesOfDay(c: Context<AppEnv>, type: number, slotId: string): Promise<DayPlaces | null> {
  const day = dayOfSlot(slotId)
  if (!day) return null
  const key = { host: c.get('venue')!.host, type, day }
  const kept = await keptPlaces(key).catch(() => null)
  if (kept) return kept
  // Without them the ceiling is a few holds of the day, never more.
  const answer = await orderingVenueApiOf(c)
    .get(venuePath`/slots/${customerToken(c)}/${type}/1/${day}/${await anonymousId(c)}`, slotsSchema)
    .catch(() => null)
  return answer?.ok ? keepPlaces(key, answer.data).catch(() => null) : null
}

/** A quick order counted against its table (by its key: the same order sent again is not a second one). */
export const quickOrderOfTable = (c: Context<AppEnv>, table: string, key: string) =>
  takeOn(c, `quick-orders:${c.get('venue')!.host}:table:${table}`, { rule: LIMITS.quickOrdersPerTable, kind: 'quickOrders', scope: 'table', token: key })

/** Where the payment page sends the customer back: the card provider to /my-order, the wallet to its page. */
function returnUrls(c: Context<AppEnv>, cardPath: string) {
  const origin = venueOrigin(c)
  const locale = requestLocale(c)
  return { card: `${origin}/${locale}${cardPath}`, wallet: `${origin}/${locale}${WALLET_RESULT_PATH}` }
}
