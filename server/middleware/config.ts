import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'

/** Validates the Worker configuration (fails fast, naming what is missing), shares it, and starts the request's clock. */
export const config = (): MiddlewareHandler<AppEnv> =>
  async function config(c, next) {
    const settings = readConfig(c.env)
    c.set('config', settings)
    c.set('deadline', Date.now() + settings.PAGE_TIMEOUT_MS)
    await next()
  }
