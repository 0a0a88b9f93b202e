import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { hostOf, writeMetric } from '../metrics/metrics'
import type { CallWatch, UpstreamCall } from '../upstream/upstream-calls'
import { writeLine } from './log-line'

/** How a call ended, as the metrics group it. */
export function outcomeOf({ status, failure }: UpstreamCall): string {
  if (failure) return failure
  if (status === null || status >= 500) return 'error'
  return status >= 400 ? 'refused' : 'ok'
}

/** Each upstream call of this request: its log line with the request's id, and its datapoint. */
export function callWatchOf(c: Context<AppEnv>): CallWatch {
  const requestId = c.get('requestId')
  const host = hostOf(c)
  return (call) => {
    const { upstream, method, pattern, status, failure, ms } = call
    writeLine({ type: 'upstream', requestId, host, upstream, method, path: pattern, status, failure, ms })
    writeMetric(c, { event: 'upstream', host, upstream, method, path: pattern, outcome: outcomeOf(call), status: status ?? 0, ms })
  }
}
