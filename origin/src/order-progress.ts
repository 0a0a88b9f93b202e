// The kitchen steps an accepted order has reached (D1 table order_progress, one row per step) and
// their shape in every order answer: `progress: [{step, at, estimated_ready_at, reasons}]`.
import type { Step } from './order-steps'
import { readyEstimate } from './order-steps'

export type ProgressEntry = { step: Step; at: string; estimated_ready_at: string | null; reasons: string[] | null }

/** A step as stored: times in epoch milliseconds of the sandbox clock. */
export type StoredStep = { seq: number; step: Step; at: number; estimated_ready_at: number | null; reasons: string[] | null }

/** A column of the order's steps as a JSON array, to select beside a row of `orders` (read with progressOf). */
export const PROGRESS_COLUMN = `(SELECT json_group_array(json_object('seq', p.seq, 'step', p.step, 'at', p.at,
    'estimated_ready_at', p.estimated_ready_at, 'reasons', json(p.reasons)))
  FROM (SELECT * FROM order_progress WHERE order_uid = orders.uid ORDER BY seq) AS p) AS progress`

export const storedSteps = (column: string | null): StoredStep[] =>
  (JSON.parse(column ?? '[]') as StoredStep[]).sort((a, b) => a.seq - b.seq)

const iso = (ms: number) => new Date(ms).toISOString()

export const progressEntry = (stored: StoredStep): ProgressEntry => ({
  step: stored.step,
  at: iso(stored.at),
  estimated_ready_at: stored.estimated_ready_at === null ? null : iso(stored.estimated_ready_at),
  reasons: stored.reasons,
})

/** The `progress` of an order answer, from PROGRESS_COLUMN. */
export const progressOf = (column: string | null): ProgressEntry[] => storedSteps(column).map(progressEntry)

/** The demo's seeded orders live outside D1 and never reach the kitchen. */
export const withEmptyProgress = <T extends object>(order: T) => ({ ...order, progress: [] as ProgressEntry[] })

/** An order with what the kitchen needs of it: its venue's host, route (consumption type) and steps so far. */
export async function readOrderProgress(db: D1Database, uid: string) {
  const row = await db
    .prepare(
      `SELECT (SELECT host FROM venues WHERE key = orders.venue) AS host, json_extract(body, '$.consumption_type') AS consumption_type,
        ${PROGRESS_COLUMN} FROM orders WHERE uid = ?1`,
    )
    .bind(uid)
    .first<{ host: string; consumption_type: unknown; progress: string | null }>()
  return row ? { host: row.host, consumptionType: row.consumption_type, steps: storedSteps(row.progress) } : null
}

/**
 * Step 1, accepted, for an order the venue has accepted (status accepted, or paid) and that has no
 * step yet: for the batch that places the order or records its payment. Runs at most once per order.
 */
export function acceptStatement(db: D1Database, uid: string, now: number, kitchenStepMs: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_progress (order_uid, venue, seq, step, at, estimated_ready_at)
       SELECT uid, venue, 1, 'accepted', ?2, ?3 FROM orders WHERE uid = ?1 AND status IN ('accepted', 'paid')
       ON CONFLICT (order_uid, seq) DO NOTHING`,
    )
    .bind(uid, now, readyEstimate(now, kitchenStepMs))
}

/** Appends `step` as number `seq` of an existing order; false when another writer took that number first. */
export async function insertStep(db: D1Database, uid: string, step: StoredStep): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO order_progress (order_uid, venue, seq, step, at, estimated_ready_at, reasons)
       SELECT uid, venue, ?2, ?3, ?4, ?5, ?6 FROM orders WHERE uid = ?1
       ON CONFLICT (order_uid, seq) DO NOTHING`,
    )
    .bind(uid, step.seq, step.step, step.at, step.estimated_ready_at, step.reasons && JSON.stringify(step.reasons))
    .run()
  return result.meta.changes === 1
}
