// Venue API answers from the demo venue_api and what the sandbox changed in D1: dinner tables, orders, payment methods, vouchers.
import { Hono } from 'hono'
import { z } from 'zod'
import { jsonError } from './json-response'
import { withEmptyProgress } from './order-progress'
import { findOrders } from './order-records'
import { currentTime } from './sandbox-clock'
import { dayIn } from './slot-schedule'
import { resolveToken } from './customer-accounts'
import { zoneOf } from './venue-state'
import type { VenueApiEnv } from './venue-state'
import { findVoucher, voucherNow } from './vouchers'

const uidSchema = z.string().regex(/^[0-9a-f-]{1,64}$/i)
// The quick-order page lets a diner type the number shown on the table instead of scanning it.
const tableNumberSchema = z.string().regex(/^\d{1,6}$/).transform(Number)
const uidsSchema = z.object({
  uids: z
    .string()
    .transform((text) => text.split(',').map((uid) => uid.trim()).filter(Boolean))
    .pipe(z.array(uidSchema).min(1).max(50)),
})
const methodsSchema = z.object({
  amount: z.coerce.number().positive().max(1_000_000),
  language: z.enum(['fr', 'nl', 'en', 'de']).default('fr'),
})
const voucherPathSchema = z.object({ token: z.string().min(1).max(200), code: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) })

const TABLE_NOT_FOUND = 'Table non trouvée'

export const venueRecordRoutes = new Hono<VenueApiEnv>()

venueRecordRoutes.get('/dinnertable/:id', (c) => {
  const id = c.req.param('id')
  const { state } = c.get('venue')
  const number = tableNumberSchema.safeParse(id)
  const uid = uidSchema.safeParse(id)
  const table = number.success
    ? state.dinner_tables.find((candidate) => candidate.number === number.data)
    : uid.success
      ? state.dinner_tables.find((candidate) => candidate.uid === uid.data)
      : undefined
  // The demo marks a table that the venue no longer knows with `error`: it answers like an unknown uid.
  if (!table || table.error) return jsonError(c, 404, TABLE_NOT_FOUND)
  const zone = zoneOf(state, table)
  return c.json({
    id: table.id,
    uid: table.uid,
    number: table.number,
    zone: table.zone,
    zone_name_fr: zone?.name_fr ?? null,
    zone_name_nl: zone?.name_nl ?? null,
    zone_name_en: zone?.name_en ?? null,
    seats: table.seats,
    active: table.active,
  })
})

// The demo's seeded orders and the orders placed in the sandbox, in the order of the uids asked.
venueRecordRoutes.get('/order', async (c) => {
  const query = uidsSchema.safeParse(c.req.query())
  if (!query.success) return c.json({ error: 'invalid request', issues: query.error.issues }, 400)
  const { key, state } = c.get('venue')
  const placed = await findOrders(c.env.DB, key, query.data.uids)
  return c.json(
    query.data.uids.flatMap((uid) => {
      const seeded = state.orders.find((candidate) => candidate.uid === uid)
      const order = seeded ? withEmptyProgress(seeded) : placed.get(uid)
      return order ? [order] : []
    }),
  )
})

venueRecordRoutes.get('/mollie-methods', (c) => {
  const query = methodsSchema.safeParse(c.req.query())
  if (!query.success) return c.json({ error: 'invalid request', issues: query.error.issues }, 400)
  const { amount, language } = query.data
  // No German descriptions in the demo: German falls back to English, as in the app.
  const field = `description_${language === 'de' ? 'en' : language}`
  const methods = c
    .get('venue')
    .state.payment_methods.filter((method) => method.minimum_amount <= amount && amount <= method.maximum_amount)
  return c.json(
    methods.map((method) => ({
      id: method.id,
      description: method[field] ?? method.description,
      image: method.image,
      minimum_amount: method.minimum_amount,
      maximum_amount: method.maximum_amount,
    })),
  )
})

venueRecordRoutes.get('/voucher/:token/:code', async (c) => {
  const path = voucherPathSchema.safeParse(c.req.param())
  if (!path.success) return c.json({ error: 'invalid request', issues: path.error.issues }, 400)
  const { key, state } = c.get('venue')
  if (!(await resolveToken(c.env.DB, key, path.data.token))) return jsonError(c, 401, 'invalid token')
  const voucher = findVoucher(state, path.data.code)
  if (!voucher) return jsonError(c, 404, 'Voucher not found')
  const today = dayIn(await currentTime(c.env.DB), state.timezone)
  // What orders placed in the sandbox took is no longer there.
  const now = await voucherNow(c.env.DB, key, voucher, today)
  return c.json({ ...voucher, remaining_amount: now.remainingCents / 100, state: now.validity })
})
