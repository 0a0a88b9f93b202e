// Venue API answers read from the demo venue_api: dinner tables, orders, payment methods, vouchers.
import { Hono } from 'hono'
import { z } from 'zod'
import { jsonError } from './json-response'
import { currentTime } from './sandbox-clock'
import { dayIn } from './slot-schedule'
import { resolveToken, zoneOf } from './venue-state'
import type { VenueApiEnv } from './venue-state'

const uidSchema = z.string().regex(/^[0-9a-f-]{1,64}$/i)
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

venueRecordRoutes.get('/dinnertable/:uid', (c) => {
  const uid = uidSchema.safeParse(c.req.param('uid'))
  const { state } = c.get('venue')
  const table = uid.success ? state.dinner_tables.find((candidate) => candidate.uid === uid.data) : undefined
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

venueRecordRoutes.get('/order', (c) => {
  const query = uidsSchema.safeParse(c.req.query())
  if (!query.success) return c.json({ error: 'invalid request', issues: query.error.issues }, 400)
  const orders = c.get('venue').state.orders
  return c.json(query.data.uids.flatMap((uid) => orders.filter((order) => order.uid === uid)))
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
  const { state } = c.get('venue')
  if (!resolveToken(state, path.data.token)) return jsonError(c, 401, 'invalid token')
  const voucher = state.vouchers.find((candidate) => candidate.code.toUpperCase() === path.data.code.toUpperCase())
  if (!voucher) return jsonError(c, 404, 'Voucher not found')
  const today = dayIn(await currentTime(c.env.DB), state.timezone)
  const validity =
    voucher.remaining_amount <= 0
      ? 'used_up'
      : today > voucher.valid_until
        ? 'expired'
        : today < voucher.valid_from
          ? 'not_yet_valid'
          : 'valid'
  return c.json({ ...voucher, state: validity })
})
