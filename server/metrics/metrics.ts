import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { dataPointOf, type Metric } from './layout'

// Analytics Engine takes at most 250 datapoints per invocation (a request and the work it leaves
// behind). A large menu's first load makes hundreds of platform calls: they get at most this many,
// and the rest stays for the request's own event and what it did (an order, a payment, a limit).
const INVOCATION_POINTS = 250
const UPSTREAM_POINTS = 200
const written = new WeakMap<ExecutionContext, number>()

/**
 * Writes one event to the METRICS dataset (layout.ts). Without the binding nothing is written, and a
 * datapoint refused never fails the request that made it.
 */
export function writeMetric(c: Context<AppEnv>, metric: Metric): void {
  const dataset = c.env.METRICS
  if (!dataset) return
  try {
    const invocation = c.executionCtx
    const count = written.get(invocation) ?? 0
    if (count >= (metric.event === 'upstream' ? UPSTREAM_POINTS : INVOCATION_POINTS)) return
    written.set(invocation, count + 1)
    // Analytics Engine answers nothing; the local sink answers its post (scripts/metrics-sink.mjs).
    const sent: unknown = dataset.writeDataPoint(dataPointOf(metric))
    if (sent instanceof Promise) invocation.waitUntil(sent)
  } catch {
    // Metrics are best effort.
  }
}

/** The request's host, as every event names its venue. */
export const hostOf = (c: Context<AppEnv>) => new URL(c.req.url).hostname
