import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'

/** Validates the Worker configuration (fails fast, naming what is missing) and shares it. */
export const config = (): MiddlewareHandler<AppEnv> =>
  async function config(c, next) {
    c.set('config', readConfig(c.env))
    await next()
  }
