// A venue's venue_api document (seeded from the demo JSON), read through zod so routes get typed data.
import { z } from 'zod'
import type { AppEnv } from './env'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

const zoneSchema = z.object({ id: z.number(), name_fr: z.string(), name_nl: z.string(), name_en: z.string() })

const dinnerTableSchema = z.object({
  id: z.number(),
  uid: z.string(),
  number: z.number(),
  zone: z.number(),
  seats: z.number(),
  active: z.boolean(),
  error: z.string().optional(),
})

const slotRulesSchema = z.object({
  slot_length_minutes: z.number().int().positive(),
  maximum_lock_minutes: z.number().int().positive(),
  tables_per_slot: z.number().int().min(0),
  orders_per_slot: z.record(z.string(), z.number().int().min(0)),
  lead_time_minutes: z.number().int().min(0),
  days_ahead: z.number().int().min(0),
  fully_booked: z.array(z.string().regex(HH_MM)),
})

const venueStateSchema = z.object({
  timezone: z.string(),
  zones: z.array(zoneSchema),
  dinner_tables: z.array(dinnerTableSchema),
  opening_hours: z.array(
    z.object({
      weekdays: z.array(z.number().int().min(1).max(7)),
      from: z.string().regex(HH_MM),
      to: z.string().regex(HH_MM),
      consumption_types: z.array(z.number().int()),
    }),
  ),
  closed_dates: z.array(z.string().regex(/^\d{2}-\d{2}$/)),
  slot_rules: slotRulesSchema,
  payment_methods: z.array(z.looseObject({ id: z.string(), minimum_amount: z.number(), maximum_amount: z.number() })),
  // Customers and cards live in their own D1 tables (customer-accounts.ts), not in this document.
  refund: z.object({ fee: z.number().min(0) }).nullish(),
  vouchers: z.array(
    z.looseObject({ code: z.string(), remaining_amount: z.number(), valid_from: z.string(), valid_until: z.string() }),
  ),
  orders: z.array(z.looseObject({ uid: z.string() })),
})

export type VenueState = z.infer<typeof venueStateSchema>
export type DinnerTable = z.infer<typeof dinnerTableSchema>
export type Zone = z.infer<typeof zoneSchema>
export type Venue = { key: string; state: VenueState }

/** The venue served under /venues/<key>, or null for an unknown key. */
export async function loadVenue(db: D1Database, key: string): Promise<Venue | null> {
  const row = await db
    .prepare('SELECT s.body FROM venues v JOIN venue_state s ON s.host = v.host WHERE v.key = ?1')
    .bind(key)
    .first<{ body: string }>()
  return row ? { key, state: venueStateSchema.parse(JSON.parse(row.body)) } : null
}

export const zoneOf = (state: VenueState, table: DinnerTable): Zone | undefined =>
  state.zones.find((zone) => zone.id === table.zone)

/** Hono env of the venue API routes: the venue is loaded once by venue-api-routes. */
export type VenueApiEnv = AppEnv & { Variables: { venue: Venue } }
