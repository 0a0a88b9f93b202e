// Venue API ordering: POST /checkout/{token}, POST /quickcheckout and the order behind a payment
// (SPEC §7; contract in seed/demo/README.md "Venue API ordering").
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { claimCheckout, releaseCheckout } from './checkout-idempotency'
import { checkoutBodySchema, quickCheckoutBodySchema, requestHash, SLOT_ID, visitorIssues } from './checkout-request'
import type { CheckoutBody, QuickCheckoutBody } from './checkout-request'
import { deliveryReasons, guestCountReasons, SLOT_UNAVAILABLE } from './checkout-rules'
import type { Reason } from './checkout-rules'
import { kitchenStepMs } from './env'
import { jsonError } from './json-response'
import type { VenueRecords } from './order-catalogue'
import { orderingCustomer, placeOrder, venueRecordsOf } from './order-placement'
import type { Placement } from './order-placement'
import { toCents } from './order-pricing'
import { findOrder, findOrderByPayment } from './order-records'
import { paymentUrl } from './payment-page'
import { announceStep } from './progress-notices'
import { currentTime } from './sandbox-clock'
import { findBookingForOrder } from './slot-bookings'
import { dayIn, hourIn } from './slot-schedule'
import { resolveToken } from './customer-accounts'
import type { Identity } from './customer-accounts'
import { zoneOf } from './venue-state'
import type { DinnerTable, VenueApiEnv } from './venue-state'

type Ctx = Context<VenueApiEnv>

const tokenSchema = z.string().min(1).max(200)
const paymentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/)

const invalid = (c: Ctx, issues: unknown[]) => c.json({ error: 'invalid request', issues }, 400)

/** The order as GET /order shows it, and the page where it is paid (null when nothing is to be paid online). */
async function answerOf(c: Ctx, uid: string) {
  const { key } = c.get('venue')
  const found = await findOrder(c.env.DB, key, uid)
  if (!found) throw new Error(`order ${uid} vanished`)
  return { order: found.order, payment_url: found.paymentId ? paymentUrl(c.env, key, found.paymentId) : null }
}

/**
 * Runs `place` once per (venue, idempotency key): a retry with the same request gets the first
 * order (200), a reuse of the key for another request 409. A rejection frees the key.
 */
async function idempotent(c: Ctx, idempotencyKey: string, hash: string, place: (claimId: number) => Promise<Placement>) {
  const db = c.env.DB
  const claim = await claimCheckout(db, c.get('venue').key, idempotencyKey, hash)
  if (claim.kind === 'reused') return jsonError(c, 409, 'idempotency key reused with a different request')
  if (claim.kind === 'busy') return jsonError(c, 409, 'a request with this idempotency key is still being processed')
  if (claim.kind === 'answered') return c.json(await answerOf(c, claim.orderUid), 200)
  let placement: Placement
  try {
    placement = await place(claim.id)
  } catch (error) {
    await releaseCheckout(db, claim.id)
    throw error
  }
  if (placement.kind === 'placed') {
    if (placement.accepted) announceStep(c.env, c.executionCtx, { uid: placement.uid, seq: 1, final: false })
    return c.json(await answerOf(c, placement.uid), 201)
  }
  await releaseCheckout(db, claim.id)
  return c.json({ error: 'rejected', reasons: placement.reasons }, 422)
}

const zoneFields = (c: Ctx, table: DinnerTable | undefined) => {
  const zone = table ? zoneOf(c.get('venue').state, table) : undefined
  return { zone_name_fr: zone?.name_fr ?? null, zone_name_nl: zone?.name_nl ?? null, zone_name_en: zone?.name_en ?? null }
}

async function placeCheckout(c: Ctx, checkoutId: number, body: CheckoutBody, identity: Identity) {
  const venue = c.get('venue')
  const [records, now] = await Promise.all([venueRecordsOf(c.env.DB, venue), currentTime(c.env.DB)])
  const { customer, bookingKey } = identity
  const booking = await findBookingForOrder(c.env.DB, {
    venue: venue.key,
    slotId: body.slot_id,
    anonymousId: body.anonymous_id ?? null,
    customerKey: bookingKey,
    now,
  })
  const table = venue.state.dinner_tables.find((candidate) => candidate.uid === booking?.dinner_table_uid)
  const [, planningDate, planningHour] = SLOT_ID.exec(body.slot_id)!
  const address = body.delivery_address
  // A customer's own record; a visitor's contact as given.
  const contact = customer
    ? { email: customer.email, first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone ?? null }
    : body.contact!
  return placeOrder(
    { db: c.env.DB, venue, records, checkoutId, now, kitchenStepMs: kitchenStepMs(c.env) },
    {
      consumptionType: body.consumption_type,
      language: body.language,
      customer: customer ? orderingCustomer(customer) : null,
      account: customer,
      balanceCents: body.balance_amount === undefined ? 0 : toCents(body.balance_amount),
      cart: body.cart,
      amount: body.amount,
      paymentMethod: body.payment_method,
      voucherCode: body.voucher_code,
      returnUrls: body.return_urls,
      bookingId: booking?.id ?? null,
      fields: {
        guest_count: body.guest_count,
        ...zoneFields(c, table),
        table: table?.number ?? null,
        dinner_table_uid: table?.uid ?? null,
        planning_date: planningDate,
        planning_hour: planningHour,
      },
      deliveryAddress:
        body.consumption_type === 5 && address ? { ...address, address_line2: address.address_line2 ?? null } : null,
      extras: {
        comment: body.comment ?? null,
        contact: { ...contact, name: `${contact.first_name} ${contact.last_name}` },
      },
      routeReasons: (totalCents) => {
        const reasons: Reason[] = booking ? guestCountReasons(booking.guest_count, body.guest_count) : [SLOT_UNAVAILABLE]
        if (!customer && records.pos.allow_order_without_account === false) {
          reasons.push({ code: 'account_required', message: 'Please log in to order' })
        }
        if (address && body.consumption_type === 5) reasons.push(...deliveryReasons(records.pos, address.zip_code, totalCents))
        return reasons
      },
    },
  )
}

const QUICK_FIELDS = ['name', 'email', 'comment', 'phone'] as const
type QuickField = (typeof QUICK_FIELDS)[number]
const MISSING: Record<QuickField, string> = {
  name: 'Please enter your name',
  email: 'Please enter your e-mail address',
  comment: 'Please enter a comment',
  phone: 'Please enter your phone number',
}

/** The table a quick order names: 'free' where the venue allows it, else an existing, active table. */
function quickTable(c: Ctx, records: VenueRecords, tableUid: string): { table?: DinnerTable; reasons: Reason[] } {
  if (tableUid === 'free' && records.pos.quickorder_table_mode === 1) return { reasons: [] }
  const table = c.get('venue').state.dinner_tables.find((candidate) => candidate.uid === tableUid)
  if (!table || table.error) return { reasons: [{ code: 'table_not_found', message: "This table doesn't exist" }] }
  if (!table.active) return { table, reasons: [{ code: 'table_unavailable', message: 'This table is unavailable' }] }
  return { table, reasons: [] }
}

async function placeQuickOrder(c: Ctx, checkoutId: number, body: QuickCheckoutBody) {
  const venue = c.get('venue')
  const [records, now] = await Promise.all([venueRecordsOf(c.env.DB, venue), currentTime(c.env.DB)])
  const { table, reasons } = quickTable(c, records, body.table_uid)
  // quickorder_<field>_mode: 0 hidden (a value is dropped), 1 optional, 2 required.
  const given: Partial<Record<QuickField, string>> = {}
  for (const field of QUICK_FIELDS) {
    const mode = records.pos[`quickorder_${field}_mode`] ?? 0
    const value = body[field]
    if (mode !== 0 && value) given[field] = value
    else if (mode === 2) reasons.push({ code: 'contact_missing', message: MISSING[field] })
  }
  return placeOrder(
    { db: c.env.DB, venue, records, checkoutId, now, kitchenStepMs: kitchenStepMs(c.env) },
    {
      consumptionType: 1,
      language: body.language,
      customer: null,
      account: null,
      balanceCents: 0,
      cart: body.cart,
      amount: body.amount,
      paymentMethod: body.payment_method,
      voucherCode: undefined,
      returnUrls: body.return_urls,
      bookingId: null,
      fields: {
        guest_count: body.guest_count ?? null,
        ...zoneFields(c, table),
        table: table?.number ?? null,
        dinner_table_uid: table?.uid ?? null,
        planning_date: dayIn(now, venue.state.timezone),
        planning_hour: hourIn(now, venue.state.timezone),
      },
      deliveryAddress: null,
      extras: {
        comment: given.comment ?? null,
        contact: { email: given.email ?? null, first_name: null, last_name: null, phone: given.phone ?? null, name: given.name ?? null },
        table_uid: body.table_uid,
      },
      routeReasons: () => reasons,
    },
  )
}

export const checkoutRoutes = new Hono<VenueApiEnv>()

checkoutRoutes.post('/checkout/:token', async (c) => {
  const token = tokenSchema.safeParse(c.req.param('token'))
  if (!token.success) return invalid(c, token.error.issues)
  const body = checkoutBodySchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return invalid(c, body.error.issues)
  const identity = await resolveToken(c.env.DB, c.get('venue').key, token.data)
  if (!identity) return jsonError(c, 401, 'invalid token')
  if (!identity.customer) {
    const issues = visitorIssues(body.data)
    if (issues.length > 0) return invalid(c, issues)
  }
  const hash = await requestHash('checkout', token.data, body.data)
  return idempotent(c, body.data.idempotency_key, hash, (claimId) =>
    placeCheckout(c, claimId, body.data, identity),
  )
})

checkoutRoutes.post('/quickcheckout', async (c) => {
  const body = quickCheckoutBodySchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return invalid(c, body.error.issues)
  const hash = await requestHash('quickcheckout', '', body.data)
  return idempotent(c, body.data.idempotency_key, hash, (claimId) => placeQuickOrder(c, claimId, body.data))
})

checkoutRoutes.get('/order-from-payment-provider-information/:info', async (c) => {
  const info = paymentIdSchema.safeParse(c.req.param('info'))
  const order = info.success ? await findOrderByPayment(c.env.DB, c.get('venue').key, info.data) : null
  return order ? c.json(order) : jsonError(c, 404, 'Order not found')
})
