// Slot bookings in D1. A booking counts while it is confirmed or its lock has not expired.
import type { SlotLoad } from './slot-schedule'

/** SQL condition on booking `b`; `now` names the bound parameter holding the current time. */
const active = (now: string) => `(b.status = 'confirmed' OR (b.status = 'locked' AND b.locked_until > ${now}))`

/** Loads of the slots of one day, keyed by slot id. */
export async function dayLoads(db: D1Database, venue: string, date: string, now: number): Promise<Map<string, SlotLoad>> {
  const { results } = await db
    .prepare(`SELECT b.slot_id, b.dinner_table_uid FROM slot_bookings b WHERE b.venue = ?1 AND b.slot_id LIKE ?2 AND ${active('?3')}`)
    .bind(venue, `${date}T%`, now)
    .all<{ slot_id: string; dinner_table_uid: string | null }>()
  const loads = new Map<string, SlotLoad>()
  for (const row of results) {
    const load = loads.get(row.slot_id) ?? { count: 0, tables: new Set<string>() }
    load.count += 1
    if (row.dinner_table_uid) load.tables.add(row.dinner_table_uid)
    loads.set(row.slot_id, load)
  }
  return loads
}

export type Prebook = {
  venue: string
  slotId: string
  consumptionType: number
  guestCount: number
  startTime: string
  anonymousId: string | null
  /** The customer's booking key (customer-accounts bookingKeyOf), kept in the customer_token column. */
  customerKey: string | null
  now: number
  lockedUntil: number
  capacity: number
  /** Table uids to try in order; [null] for a type without tables. */
  candidates: Array<string | null>
}

/**
 * Drops the holder's previous lock (the browser's or the customer's) and books the slot in one transaction. The INSERT checks the
 * capacity and picks the first table nobody holds in the same statement, so of two racing requests
 * for the last table only one row can be written. Answers the booked table (null without table),
 * or undefined when the slot is full.
 */
export async function prebook(db: D1Database, p: Prebook): Promise<{ table: string | null } | undefined> {
  const sameSlot = `b.venue = ?1 AND b.slot_id = ?2 AND ${active('?10')}`
  const [, inserted] = await db.batch<{ dinner_table_uid: string | null }>([
    db
      .prepare(
        `DELETE FROM slot_bookings WHERE venue = ?1 AND status = 'locked'
         AND ((?2 IS NOT NULL AND anonymous_id = ?2) OR (?3 IS NOT NULL AND customer_token = ?3))`,
      )
      .bind(p.venue, p.anonymousId, p.customerKey),
    db
      .prepare(
        `INSERT INTO slot_bookings
           (venue, slot_id, consumption_type, start_time, dinner_table_uid, anonymous_id, customer_token, locked_until, status, guest_count)
         SELECT ?1, ?2, ?3, ?4, candidate.value, ?5, ?6, ?7, 'locked', ?11 FROM json_each(?8) AS candidate
         WHERE (SELECT count(*) FROM slot_bookings b WHERE ${sameSlot}) < ?9
           AND (candidate.value IS NULL
             OR NOT EXISTS (SELECT 1 FROM slot_bookings b WHERE ${sameSlot} AND b.dinner_table_uid = candidate.value))
         ORDER BY candidate.key LIMIT 1
         RETURNING dinner_table_uid`,
      )
      .bind(
        p.venue,
        p.slotId,
        p.consumptionType,
        p.startTime,
        p.anonymousId,
        p.customerKey,
        p.lockedUntil,
        JSON.stringify(p.candidates),
        p.capacity,
        p.now,
        p.guestCount,
      ),
  ])
  const row = inserted?.results[0]
  return row ? { table: row.dinner_table_uid } : undefined
}

/**
 * The holder's booking of the slot that an order may still take: active and not used by an order. The
 * holder is the browser (its anonymous id) or the customer, so a hold made before logging in is found
 * by the customer's order from that browser.
 */
export async function findBookingForOrder(
  db: D1Database,
  p: { venue: string; slotId: string; anonymousId: string | null; customerKey: string | null; now: number },
): Promise<{ id: number; dinner_table_uid: string | null; guest_count: number | null } | null> {
  return db
    .prepare(
      `SELECT b.id, b.dinner_table_uid, b.guest_count FROM slot_bookings b
       WHERE b.venue = ?1 AND b.slot_id = ?2 AND b.order_uid IS NULL AND ${active('?5')}
         AND ((?3 IS NOT NULL AND b.anonymous_id = ?3) OR (?4 IS NOT NULL AND b.customer_token = ?4))
       ORDER BY b.id DESC LIMIT 1`,
    )
    .bind(p.venue, p.slotId, p.anonymousId, p.customerKey, p.now)
    .first<{ id: number; dinner_table_uid: string | null; guest_count: number | null }>()
}
