import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing API call comes from the venue's own pages: a JSON body, and the browser's Origin
 * (or, without one, Sec-Fetch-Site) naming this very host. A form on another site cannot send JSON
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
    const sameOrigin = origin ? originHost(origin) === new URL(c.req.url).host : c.req.header('sec-fetch-site') === 'same-origin'
    if (!sameOrigin) return c.json({ error: "Forbidden: the call does not come from this venue's own pages" }, 403)
    return next()
  }

/** The host an Origin header names; null for one that is no address. */
export function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
