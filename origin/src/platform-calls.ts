import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env'

type FaultRow = { status: number | null; delay_ms: number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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
        'SELECT status, delay_ms FROM faults WHERE substr(?1, 1, length(match)) = match ORDER BY id DESC LIMIT 1',
      ).bind(path),
    ])
    const fault = faults?.results[0]
    if (fault) {
      if (fault.delay_ms > 0) await wait(fault.delay_ms)
      if (fault.status !== null) {
        // workerd drops a kept-alive connection whose request body was left unread, and the caller's
        // next request on it fails: a refused write must not cost the one after it.
        await c.req.raw.arrayBuffer().catch(() => undefined)
        return c.json({ error: 'sandbox fault', status: fault.status }, fault.status as ContentfulStatusCode)
      }
    }
    await next()
  }
