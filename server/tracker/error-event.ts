import { scrub, scrubbedStack } from '../logs/scrub'
import { CLIENT_NAME, type TrackerTarget } from './sentry-dsn'
import { stackFrames } from './stack-frames'

/** What is said of the request an error happened in: patterns and ids, never what the diner sent. */
export type ErrorContext = { requestId: string; host: string; method: string; route: string; status: number }

/**
 * The tracker's event for an error, in Sentry's event format: its type, scrubbed message and frames,
 * and the request by its route pattern. No cookie, header, query string, body, user or address: the
 * event says nothing the logs do not (logs/scrub.ts), and asks the tracker to infer no address.
 */
export function errorEvent(error: Error, { requestId, host, method, route, status }: ErrorContext, eventId: string) {
  const stack = scrubbedStack(error)
  return {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'worker',
    transaction: `${method} ${route}`,
    tags: { request_id: requestId, host, route, status: String(status) },
    request: { method, url: `https://${host}${route}` },
    exception: {
      values: [{ type: error.name, value: scrub(error.message), ...(stack ? { stacktrace: { frames: stackFrames(stack) } } : {}) }],
    },
    sdk: { name: CLIENT_NAME.split('/')[0], version: CLIENT_NAME.split('/')[1], settings: { infer_ip: 'never' } },
  }
}

/** An envelope of one event, as the tracker's envelope endpoint takes it: headers and item, one JSON a line. */
export function eventEnvelope(target: TrackerTarget, event: ReturnType<typeof errorEvent>): string {
  const payload = JSON.stringify(event)
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: target.dsn }
  const item = { type: 'event', content_type: 'application/json', length: new TextEncoder().encode(payload).length }
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`
}
