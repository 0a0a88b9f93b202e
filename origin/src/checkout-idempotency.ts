// Idempotent checkout: one order per (venue, idempotency key), also for requests arriving together.
// The first request claims the key with INSERT … ON CONFLICT DO NOTHING; the others read the claim
// back and wait for its order (or for the claim to go away when the first request was rejected).

const WAIT_STEP_MS = 50
const WAIT_LIMIT_MS = 15_000
/** A claim still unanswered after this long belongs to a request that died: the next one takes it over. */
const STALE_CLAIM_MS = 30_000

type ClaimRow = { id: number; request_hash: string; claimed_at: number; order_uid: string | null }

export type Claim =
  | { kind: 'claimed'; id: number }
  | { kind: 'answered'; orderUid: string }
  | { kind: 'reused' }
  | { kind: 'busy' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function tryClaim(db: D1Database, venue: string, key: string, hash: string): Promise<Claim | null> {
  // Real time, not the sandbox clock: staleness is about this process, not the venue's day.
  const now = Date.now()
  const inserted = await db
    .prepare(
      `INSERT INTO checkouts (venue, idempotency_key, request_hash, claimed_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (venue, idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(venue, key, hash, now)
    .first<{ id: number }>()
  if (inserted) return { kind: 'claimed', id: inserted.id }
  const row = await db
    .prepare('SELECT id, request_hash, claimed_at, order_uid FROM checkouts WHERE venue = ?1 AND idempotency_key = ?2')
    .bind(venue, key)
    .first<ClaimRow>()
  if (!row) return null // released in between: try again
  if (row.request_hash !== hash) return { kind: 'reused' }
  if (row.order_uid) return { kind: 'answered', orderUid: row.order_uid }
  if (row.claimed_at < now - STALE_CLAIM_MS) {
    const taken = await db
      .prepare('UPDATE checkouts SET claimed_at = ?1 WHERE id = ?2 AND order_uid IS NULL AND claimed_at = ?3 RETURNING id')
      .bind(now, row.id, row.claimed_at)
      .first<{ id: number }>()
    if (taken) return { kind: 'claimed', id: taken.id }
  }
  return null // another request is placing the order: wait for it
}

/** Claims the key, or waits until the request holding it has answered. */
export async function claimCheckout(db: D1Database, venue: string, key: string, hash: string): Promise<Claim> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const claim = await tryClaim(db, venue, key, hash)
    if (claim) return claim
    await sleep(WAIT_STEP_MS)
  }
  return { kind: 'busy' }
}

/** Frees the key of a request that placed no order (rejected or failed), so it can be sent again. */
export async function releaseCheckout(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM checkouts WHERE id = ?1 AND order_uid IS NULL').bind(id).run()
}
