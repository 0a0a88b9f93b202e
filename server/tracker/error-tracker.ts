import type { Context } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../app-env'
import { logNotice } from '../logs/notice-log'
import { hostOf } from '../metrics/metrics'
import { errorEvent, eventEnvelope } from './error-event'
import { trackerTarget, type TrackerTarget } from './sentry-dsn'

// Errors answered 5xx go to an error tracker speaking Sentry's protocol (Sentry, or one that takes its
// envelopes: GlitchTip, Bugsink…) when the SENTRY_DSN secret is set; without it nothing is sent. The
// Worker sends the envelope itself: the Sentry SDK for Workers needs nodejs_compat or nodejs_als,
// which this Worker does not enable (wrangler.jsonc; decision 026).

// A platform outage fails every request: an isolate reports at most this many a minute, and its logs
// still carry every one.
const EVENTS_PER_MINUTE = 20
let windowStart = 0
let sentInWindow = 0

function mayReport(now: number): boolean {
  if (now - windowStart >= 60_000) {
    windowStart = now
    sentInWindow = 0
  }
  return sentInWindow++ < EVENTS_PER_MINUTE
}

const targets = new Map<string, TrackerTarget | null>()
const targetOf = (dsn: string) => {
  if (!targets.has(dsn)) targets.set(dsn, trackerTarget(dsn))
  return targets.get(dsn)!
}

const eventId = () => crypto.randomUUID().replaceAll('-', '')

/** Reports a failure answered with `status`, after the answer, when a tracker is set. */
export function trackError(c: Context<AppEnv>, error: Error, status: number): void {
  const dsn = c.env.SENTRY_DSN
  if (!dsn) return
  const target = targetOf(dsn)
  if (!target) {
    logNotice(c, 'error', 'SENTRY_DSN is not a DSN: errors are not reported')
    return
  }
  if (!mayReport(Date.now())) return
  const context = { requestId: c.get('requestId'), host: hostOf(c), method: c.req.method, route: routePath(c), status }
  const body = eventEnvelope(target, errorEvent(error, context, eventId()))
  const sent = fetch(target.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': target.auth },
    body,
    signal: AbortSignal.timeout(5_000),
  })
    .then(async (response) => {
      await response.body?.cancel()
      if (!response.ok) logNotice(c, 'warn', `error tracker refused the report: ${response.status}`)
    })
    .catch(() => logNotice(c, 'warn', 'error tracker unreachable: the report is lost'))
  c.executionCtx.waitUntil(sent)
}
