// The one layout of the Worker's datapoints in Workers Analytics Engine (dataset bound as METRICS).
// Every datapoint:
//   index1  the venue's host (Analytics Engine samples per index: each venue keeps its own share)
//   blob1   the event: request | upstream | order | payment | limit | socket | push
//   blob2   the venue's host
//   blob3…  the event's own blobs, in the order below
//   double1 1 (one event; sum it with _sample_interval to count)
//   double2… the event's own doubles, in the order below
// The queries an operator runs (`npm run metrics:queries`, queries.ts) name columns through this table.

export const LAYOUT = {
  /**
   * Every request the Worker answers: its route pattern, a page's Vike page id ('' for others), and
   * 'expected' for an error status that is an expected answer (an inactive venue's 503), else ''.
   */
  request: { blobs: ['route', 'method', 'page', 'answer'], doubles: ['status', 'ms'] },
  /** Every call to the platform or a venue's API, by path pattern; outcome: ok, refused (4xx), error (5xx), timeout, unreachable, invalid. */
  upstream: { blobs: ['upstream', 'method', 'path', 'outcome'], doubles: ['status', 'ms'] },
  /** An order the venue took: through checkout or quickcheckout, the payment method chosen, the consumption type; its amount in euros. */
  order: { blobs: ['route', 'payment', 'consumption'], doubles: ['amount'] },
  /** How an order's online payment ended, once per order: success, failed, canceled or expired. */
  payment: { blobs: ['outcome', 'payment', 'route'], doubles: ['amount'] },
  /** A limit refused a client (decision 022): its kind, whom it counts, the route. */
  limit: { blobs: ['kind', 'scope', 'route'], doubles: ['retryAfter'] },
  /** A diner's live order socket opened. */
  socket: { blobs: [], doubles: [] },
  /**
   * A push message to a diner's phone (decision 079): sent, gone (the subscription is no more), retry
   * (busy or failing push service, tried again), refused, given up after the last try, or dropped
   * unsent (the order ended without being ready).
   */
  push: { blobs: ['outcome'], doubles: ['status', 'ms'] },
} as const

export type MetricEvent = keyof typeof LAYOUT
type BlobName<E extends MetricEvent> = (typeof LAYOUT)[E]['blobs'][number]
type DoubleName<E extends MetricEvent> = (typeof LAYOUT)[E]['doubles'][number]

/** One event with the fields its layout names. */
export type Metric<E extends MetricEvent = MetricEvent> = E extends MetricEvent
  ? { event: E; host: string } & { [name in BlobName<E>]: string } & { [name in DoubleName<E>]: number }
  : never

// Analytics Engine keeps an index of at most 96 bytes.
const INDEX_BYTES = 96

/** What writeDataPoint takes (Analytics Engine's own type, without the runtime's types, for Node to read too). */
export type DataPoint = { indexes: string[]; blobs: string[]; doubles: number[] }

/** The datapoint of an event, by the layout. */
export function dataPointOf(metric: Metric): DataPoint {
  const { blobs, doubles } = LAYOUT[metric.event]
  const fields: Readonly<Record<string, unknown>> = metric
  return {
    indexes: [metric.host.slice(0, INDEX_BYTES)],
    blobs: [metric.event, metric.host, ...blobs.map((name) => String(fields[name]))],
    doubles: [1, ...doubles.map((name) => Number(fields[name]))],
  }
}

/** The column an event's field is kept in: `blob4`, `double2`. */
export function columnOf<E extends MetricEvent>(event: E, field: 'event' | 'host' | 'count' | BlobName<E> | DoubleName<E>): string {
  if (field === 'event') return 'blob1'
  if (field === 'host') return 'blob2'
  if (field === 'count') return 'double1'
  const { blobs, doubles } = LAYOUT[event] as { blobs: readonly string[]; doubles: readonly string[] }
  const blob = blobs.indexOf(field)
  if (blob >= 0) return `blob${blob + 3}`
  return `double${doubles.indexOf(field) + 2}`
}
