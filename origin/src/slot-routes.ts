// Venue API: suggested slots and slot pre-booking (SPEC §7; shapes in seed/demo/README.md).
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { jsonError } from './json-response'
import { currentTime } from './sandbox-clock'
import { dayLoads, prebook } from './slot-bookings'
import { EAT_IN, capacityOf, daySlots, freeOf, suitableTables } from './slot-schedule'
import type { SlotRequest } from './slot-schedule'
import { resolveToken } from './customer-accounts'
import { zoneOf } from './venue-state'
import type { VenueApiEnv } from './venue-state'

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})\|(\d+)$/

const pathSchema = z.object({
  token: z.string().min(1).max(200),
  consumptionType: z.coerce.number().int().positive(),
  guestNumber: z.coerce.number().int().min(1).max(100),
  anonymousId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
})
const slotsPathSchema = pathSchema.extend({ date: z.string().regex(DATE) })

// The app sends the slot id; the slot object it was given (with `id`) is accepted as well.
const prebookBodySchema = z
  .object({ slot_id: z.string().regex(SLOT_ID).optional(), id: z.string().regex(SLOT_ID).optional() })
  .refine((body) => body.slot_id ?? body.id, { message: 'slot_id is required' })

const NO_LONGER_AVAILABLE = 'This time slot is no longer available, please select another'

type Ctx = Context<VenueApiEnv>

const invalid = (c: Ctx, issues: z.core.$ZodIssue[]) => c.json({ error: 'invalid request', issues }, 400)

/** Slots of the day with their free counts, as answered by GET /slots. */
async function slotsOf(c: Ctx, request: SlotRequest) {
  const { key, state } = c.get('venue')
  const slots = daySlots(state, request)
  if (slots.length === 0) return []
  const loads = await dayLoads(c.env.DB, key, request.date, request.now)
  return slots.map(({ hhmm, ...slot }) => ({
    ...slot,
    free_tables: freeOf(state, request, hhmm, loads.get(slot.id) ?? { count: 0, tables: new Set() }),
  }))
}

export const slotRoutes = new Hono<VenueApiEnv>()

slotRoutes.get('/slots/:token/:consumptionType/:guestNumber/:date/:anonymousId', async (c) => {
  const path = slotsPathSchema.safeParse(c.req.param())
  if (!path.success) return invalid(c, path.error.issues)
  const { token, consumptionType, guestNumber, date } = path.data
  if (!(await resolveToken(c.env.DB, c.get('venue').key, token))) return jsonError(c, 401, 'invalid token')
  const now = await currentTime(c.env.DB)
  return c.json(await slotsOf(c, { date, consumptionType, guests: guestNumber, now }))
})

slotRoutes.post('/slot-prebook/:token/:consumptionType/:guestNumber/:anonymousId', async (c) => {
  const path = pathSchema.safeParse(c.req.param())
  if (!path.success) return invalid(c, path.error.issues)
  const body = prebookBodySchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return invalid(c, body.error.issues)
  const { token, consumptionType, guestNumber, anonymousId } = path.data
  const { key, state } = c.get('venue')
  const identity = await resolveToken(c.env.DB, key, token)
  if (!identity) return jsonError(c, 401, 'invalid token')

  const slotId = (body.data.slot_id ?? body.data.id)!
  const [, date, hhmm, type] = SLOT_ID.exec(slotId)!
  if (Number(type) !== consumptionType) return jsonError(c, 400, 'slot_id does not match consumptionType')
  const now = await currentTime(c.env.DB)
  const request = { date: date!, consumptionType, guests: guestNumber, now }
  const slot = daySlots(state, request).find((candidate) => candidate.id === slotId)
  if (!slot) return jsonError(c, 409, NO_LONGER_AVAILABLE)

  const lockedUntil = now + state.slot_rules.maximum_lock_minutes * 60_000
  const tables = consumptionType === EAT_IN ? suitableTables(state, guestNumber) : []
  const booked = await prebook(c.env.DB, {
    venue: key,
    slotId,
    consumptionType,
    guestCount: guestNumber,
    startTime: slot.start_time,
    // Held for the browser and, once logged in, for the customer too: a visitor who logs in at
    // checkout keeps the slot, and a customer's hold stays theirs on every device.
    anonymousId,
    customerKey: identity.bookingKey,
    now,
    lockedUntil,
    capacity: capacityOf(state, consumptionType, hhmm!),
    candidates: consumptionType === EAT_IN ? tables.map((table) => table.uid) : [null],
  })
  if (!booked) return jsonError(c, 409, NO_LONGER_AVAILABLE)

  const answer = { slot_id: slotId, start_time: slot.start_time, maximum_lock_time: new Date(lockedUntil).toISOString() }
  const table = tables.find((candidate) => candidate.uid === booked.table)
  if (!table) return c.json(answer)
  const zone = zoneOf(state, table)
  return c.json({
    ...answer,
    dinner_table_uid: table.uid,
    zone_name_fr: zone?.name_fr ?? null,
    zone_name_nl: zone?.name_nl ?? null,
    zone_name_en: zone?.name_en ?? null,
  })
})
