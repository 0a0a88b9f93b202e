import type { MiddlewareHandler } from 'hono'
import { isDinerRead } from '../../common/read-budgets'
import type { AppEnv } from '../app-env'

/**
 * A browser's read of the diner's own data (domain/read-budgets.ts) waits for the venue as long as
 * the venue's own agents do (SPEC §7), the venue's lookup included: the screen that asked says it is
 * still loading meanwhile. Every other request keeps the page's budget. The reads a page's render
 * makes in-process (render/own-api.ts) do not pass here: they keep the page's deadline.
 */
export const readBudget = (): MiddlewareHandler<AppEnv> =>
  async function readBudget(c, next) {
    const apiPath = c.req.path.replace(/^\/api(?=\/)/, '')
    if (c.req.method === 'GET' && isDinerRead(apiPath)) c.set('deadline', Date.now() + c.get('config').VENUE_API_TIMEOUT_MS)
    await next()
  }
