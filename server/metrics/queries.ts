import { columnOf as col, type MetricEvent } from './layout'

// The questions an operator asks of the METRICS dataset, in the Analytics Engine SQL API's dialect,
// with the columns named through the layout (layout.ts). `npm run metrics:queries` prints them for a
// dataset. Analytics Engine samples busy indexes: every count is SUM(_sample_interval), every
// quantile weighted by it.

export type Query = { name: string; about: string; sql: string }
export type Alert = Query & { when: string }

const count = 'SUM(_sample_interval)'
const countWhere = (condition: string) => `SUM(_sample_interval * if(${condition}, 1, 0))`
const weighted = (q: number, column: string) => `quantileExactWeighted(${q}, ${column}, _sample_interval)`
const of = (event: MetricEvent, window: string) => `WHERE ${col(event, 'event')} = '${event}' AND timestamp > NOW() - INTERVAL ${window}`
const failedCall = `${col('upstream', 'outcome')} != 'ok' AND ${col('upstream', 'outcome')} != 'refused'`
// A 5xx the Worker answered as a failure: an expected one (an inactive venue's 503) is not (decision 073).
const serverError = `${col('request', 'status')} >= 500 AND ${col('request', 'answer')} != 'expected'`
// The SQL API has no HAVING: a condition on aggregates filters a subquery.
const whereHolds = (inner: string, condition: string) => `SELECT * FROM (\n${inner}\n) WHERE ${condition}`

/** The queries, on `dataset`. */
export function metricQueries(dataset: string): Query[] {
  return [
    {
      name: 'Pages served per venue',
      about: 'Pages rendered (Vike pages, any status) per venue and page over the last day.',
      sql: `SELECT ${col('request', 'host')} AS venue, ${col('request', 'page')} AS page, ${count} AS pages
FROM ${dataset} ${of('request', "'1' DAY")} AND ${col('request', 'page')} != ''
GROUP BY venue, page ORDER BY pages DESC`,
    },
    {
      name: 'Orders placed per venue and method',
      about: 'Orders the venues took, per checkout route and payment method, with their amount, over the last day.',
      sql: `SELECT ${col('order', 'host')} AS venue, ${col('order', 'route')} AS route, ${col('order', 'payment')} AS method,
  ${count} AS orders, SUM(_sample_interval * ${col('order', 'amount')}) AS amount
FROM ${dataset} ${of('order', "'1' DAY")}
GROUP BY venue, route, method ORDER BY orders DESC`,
    },
    {
      name: 'Payments per venue, method and outcome',
      about: 'How online payments ended (success, failed, canceled, expired), once per order, over the last day.',
      sql: `SELECT ${col('payment', 'host')} AS venue, ${col('payment', 'payment')} AS method, ${col('payment', 'outcome')} AS outcome, ${count} AS payments
FROM ${dataset} ${of('payment', "'1' DAY")}
GROUP BY venue, method, outcome ORDER BY venue, method, outcome`,
    },
    {
      name: 'Platform and venue API latency and errors per route',
      about: 'Calls per upstream path pattern: p50 and p95 in ms, and the share that failed (5xx, timeout, unreachable, invalid), over the last hour.',
      sql: `SELECT ${col('upstream', 'upstream')} AS upstream, ${col('upstream', 'method')} AS method, ${col('upstream', 'path')} AS path, ${count} AS calls,
  ${weighted(0.5, col('upstream', 'ms'))} AS p50_ms, ${weighted(0.95, col('upstream', 'ms'))} AS p95_ms,
  ${countWhere(failedCall)} / ${count} AS error_rate
FROM ${dataset} ${of('upstream', "'1' HOUR")}
GROUP BY upstream, method, path ORDER BY calls DESC`,
    },
    {
      name: 'Limit refusals per kind',
      about: 'Clients refused by a limit (decision 022), per kind, whom it counts, and route, over the last day.',
      sql: `SELECT ${col('limit', 'kind')} AS kind, ${col('limit', 'scope')} AS scope, ${col('limit', 'route')} AS route, ${count} AS refusals
FROM ${dataset} ${of('limit', "'1' DAY")}
GROUP BY kind, scope, route ORDER BY refusals DESC`,
    },
    {
      name: 'Live order sockets opened',
      about: 'Live order sockets opened per venue and hour, over the last day.',
      sql: `SELECT toStartOfInterval(timestamp, INTERVAL '1' HOUR) AS hour, ${col('socket', 'host')} AS venue, ${count} AS sockets
FROM ${dataset} ${of('socket', "'1' DAY")}
GROUP BY hour, venue ORDER BY hour, venue`,
    },
    {
      name: 'Ready notifications per outcome',
      about: "Push messages to diners' phones (decision 079) per venue and outcome (sent, gone, retry, refused, given-up, dropped), with the push services' p95 in ms, over the last day.",
      sql: `SELECT ${col('push', 'host')} AS venue, ${col('push', 'outcome')} AS outcome, ${count} AS pushes, ${weighted(0.95, col('push', 'ms'))} AS p95_ms
FROM ${dataset} ${of('push', "'1' DAY")}
GROUP BY venue, outcome ORDER BY venue, outcome`,
    },
    {
      name: 'Requests, errors and latency per route',
      about: "The Worker's own answers per route: count, share of 5xx (not an expected one), p95 in ms (the time to a page's response), over the last hour.",
      sql: `SELECT ${col('request', 'route')} AS route, ${col('request', 'method')} AS method, ${count} AS requests,
  ${countWhere(serverError)} / ${count} AS error_rate, ${weighted(0.95, col('request', 'ms'))} AS p95_ms
FROM ${dataset} ${of('request', "'1' HOUR")}
GROUP BY route, method ORDER BY requests DESC`,
    },
  ]
}

/** The alerts worth setting: each query returns rows only while its condition holds. */
export function metricAlerts(dataset: string): Alert[] {
  return [
    {
      name: 'Error rate',
      about: "Share of the Worker's answers that are 5xx (not an expected one), over the last 5 minutes, when there were enough to judge.",
      when: 'more than 2% of at least 100 requests',
      sql: whereHolds(
        `SELECT ${count} AS requests, ${countWhere(serverError)} / ${count} AS error_rate
FROM ${dataset} ${of('request', "'5' MINUTE")}`,
        'requests >= 100 AND error_rate > 0.02',
      ),
    },
    {
      name: 'Failed payments',
      about: 'Per venue and method, the share of online payments that failed over the last hour.',
      when: 'more than 20% of at least 5 payments at one venue and method',
      sql: whereHolds(
        `SELECT ${col('payment', 'host')} AS venue, ${col('payment', 'payment')} AS method, ${count} AS payments,
  ${countWhere(`${col('payment', 'outcome')} = 'failed'`)} / ${count} AS failed_rate
FROM ${dataset} ${of('payment', "'1' HOUR")}
GROUP BY venue, method`,
        'payments >= 5 AND failed_rate > 0.2',
      ),
    },
    {
      name: 'Platform latency',
      about: "p95 of the platform's and venues' answers per path over the last 15 minutes (a page's reads give up at 2.5 s).",
      when: 'p95 above 1,500 ms, or more than 5% failed, on a path with at least 20 calls',
      sql: whereHolds(
        `SELECT ${col('upstream', 'upstream')} AS upstream, ${col('upstream', 'path')} AS path, ${count} AS calls,
  ${weighted(0.95, col('upstream', 'ms'))} AS p95_ms, ${countWhere(failedCall)} / ${count} AS error_rate
FROM ${dataset} ${of('upstream', "'15' MINUTE")}
GROUP BY upstream, path`,
        'calls >= 20 AND (p95_ms > 1500 OR error_rate > 0.05)',
      ),
    },
    {
      name: 'Failed ready notifications',
      about: 'The share of push messages to diners given up or refused (not a phone that unsubscribed) over the last 15 minutes.',
      when: 'more than 10% of at least 20 messages',
      sql: whereHolds(
        `SELECT ${countWhere(`${col('push', 'outcome')} != 'dropped'`)} AS pushes,
  ${countWhere(`${col('push', 'outcome')} = 'given-up' OR ${col('push', 'outcome')} = 'refused'`)} / ${countWhere(`${col('push', 'outcome')} != 'dropped'`)} AS failed_rate
FROM ${dataset} ${of('push', "'15' MINUTE")}`,
        'pushes >= 20 AND failed_rate > 0.1',
      ),
    },
  ]
}
