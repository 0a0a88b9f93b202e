import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env'

type FaultRow = { id: number; status: number | null; delay_ms: number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
// How often a delayed call looks whether its fault is still there.
const LIFT_CHECK_MS = 100

/**
 * Waits the fault's delay, or less if the fault is cleared meanwhile: false then, and the call goes on
 * as if it had never been faulted. So a test holds a call for as long as it looks at the waiting
 * screen, then lets the venue answer, and leaves no call waiting behind it.
 */
async function delayedUnlessLifted(db: D1Database, fault: FaultRow): Promise<boolean> {
  const until = Date.now() + fault.delay_ms
  for (let left = fault.delay_ms; left > 0; left = until - Date.now()) {
    await wait(Math.min(left, LIFT_CHECK_MS))
    if (!(await db.prepare('SELECT 1 FROM faults WHERE id = ?1').bind(fault.id).first())) return false
  }
  return true
}

/**
 * Counts every platform call and applies the newest fault whose prefix matches its path.
 * Both live in D1 so every isolate sees the same state; one batch keeps it to one round trip.
 */
export const recordPlatformCall = (): MiddlewareHandler<AppEnv> =>
  async function recordPlatformCall(c, next) {
    const path = c.req.path
    const [, faults] = await c.env.DB.batch<FaultRow>([
      c.env.DB.prepare('INSERT INTO calls (path, at) VALUES (?1, ?2)').bind(path, Date.now()),
      c.env.DB.prepare(
        'SELECT id, status, delay_ms FROM faults WHERE substr(?1, 1, length(match)) = match ORDER BY id DESC LIMIT 1',
      ).bind(path),
    ])
    const fault = faults?.results[0]
    if (fault && (await delayedUnlessLifted(c.env.DB, fault))) {
      if (fault.status !== null) {
        // workerd drops a kept-alive connection whose request body was left unread, and the caller's
        // next request on it fails: a refused write must not cost the one after it.
        await c.req.raw.arrayBuffer().catch(() => undefined)
        return c.json({ error: 'sandbox fault', status: fault.status }, fault.status as ContentfulStatusCode)
      }
    }
    await next()
  }
