import type { Context } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../app-env'
import { hostOf } from '../metrics/metrics'
import { writeLine } from './log-line'
import { scrub, scrubbedStack } from './scrub'

/** A failure answered with a 5xx: its line with the request's id, the route, its scrubbed message and its stack. */
export function logError(c: Context<AppEnv>, error: Error, status: number): void {
  writeLine({
    type: 'error',
    requestId: c.get('requestId'),
    host: hostOf(c),
    method: c.req.method,
    route: routePath(c),
    status,
    error: error.name,
    message: scrub(error.message),
    stack: scrubbedStack(error),
  })
}
