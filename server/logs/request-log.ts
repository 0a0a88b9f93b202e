import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../app-env'
import { hostOf, writeMetric } from '../metrics/metrics'
import { writeLine } from './log-line'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id'

/**
 * The request's id for every line it logs, sent back as `x-request-id`; once the answer is known, the
 * request's own line and datapoint. A page is streamed: its answer is known when its response is
 * handed over, and its time is the time to that.
 */
export const requestLog = (): MiddlewareHandler<AppEnv> =>
  async function requestLog(c, next) {
    const started = Date.now()
    const requestId = requestIdOf(c.req.raw)
    c.set('requestId', requestId)
    await next()
    c.res.headers.set(REQUEST_ID_HEADER, requestId)
    const host = hostOf(c)
    // The route that answered: after next() the router's index rests on the last handler it ran.
    const route = routePath(c)
    const page = c.get('page')
    const { method } = c.req
    const { status } = c.res
    const ms = Date.now() - started
    writeLine({ type: 'request', requestId, host, method, route, ...(page ? { page } : {}), status, ms })
    writeMetric(c, { event: 'request', host, route, method, page: page ?? '', answer: c.get('expectedAnswer') ? 'expected' : '', status, ms })
  }
