import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { dataPointOf } from '../metrics/layout'
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

// As writeMetric caps a request's datapoints, so is a load made outside a request (a menu's owner).
const DETACHED_POINTS = 200

/**
 * The watch of calls made for a request by another object (a menu's owner, decision 075): the same
 * log line, under the id of the request that asked, and the same datapoint.
 */
export function detachedCallWatch(
  { requestId, host }: { requestId: string; host: string },
  metrics: AnalyticsEngineDataset | undefined,
  waitUntil: (promise: Promise<unknown>) => void,
): CallWatch {
  let points = 0
  return (call) => {
    const { upstream, method, pattern, status, failure, ms } = call
    writeLine({ type: 'upstream', requestId, host, upstream, method, path: pattern, status, failure, ms })
    if (!metrics || ++points > DETACHED_POINTS) return
    try {
      const sent: unknown = metrics.writeDataPoint(dataPointOf({ event: 'upstream', host, upstream, method, path: pattern, outcome: outcomeOf(call), status: status ?? 0, ms }))
      if (sent instanceof Promise) waitUntil(sent.catch(() => undefined))
    } catch {
      // Metrics are best effort.
    }
  }
}
