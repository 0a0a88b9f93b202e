import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing API call comes from the venue's own pages: a JSON body, and the browser's Origin
 * (or, without one, Sec-Fetch-Site) naming this very origin. A form on another site cannot send JSON
 * and always carries its own Origin, so it cannot log a browser in (or out) nor act in a customer's
 * name; SameSite=Lax alone would let a top-level cross-site POST of a login form through.
 */
export const sameOriginWrites = (): MiddlewareHandler<AppEnv> =>
  async function sameOriginWrites(c, next) {
    if (READS.has(c.req.method)) return next()
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return c.json({ error: 'Forbidden: the body must be JSON (Content-Type: application/json)' }, 403)
    }
    const origin = c.req.header('origin')
    const sameOrigin = origin ? isOriginOf(origin, c.req.url) : c.req.header('sec-fetch-site') === 'same-origin'
    if (!sameOrigin) return c.json({ error: "Forbidden: the call does not come from this venue's own pages" }, 403)
    return next()
  }

/**
 * Whether an Origin header names the origin of `requestUrl`: scheme, host and port alike. The host alone
 * would let the venue's host served over plain HTTP (a network on the way can answer that) act as its
 * HTTPS pages. An Origin that is no address ("null") is no page's.
 */
export function isOriginOf(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).origin === new URL(requestUrl).origin
  } catch {
    return false
  }
}
