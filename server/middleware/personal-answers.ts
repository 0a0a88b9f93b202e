import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

/**
 * API answers are kept nowhere unless their route says otherwise (a visitor's menu): a customer's
 * profile, balance, orders or documents must not stay in a shared or browser cache.
 */
export const personalAnswers = (): MiddlewareHandler<AppEnv> =>
  async function personalAnswers(c, next) {
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store')
  }
