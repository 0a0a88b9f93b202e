import type { Upstream, UpstreamCall } from '../upstream/upstream-calls'

// The Worker's log: one JSON object a line, which Workers Logs and `wrangler tail --format json` read
// field by field. Every line carries the request id, also sent to the client as `x-request-id`, so a
// diner's report finds the request, and the request finds its calls and its error. No line carries a
// token, password, e-mail, card number, cookie or order uid: routes and paths are patterns
// (`/api/order/:uid`, `/customer/{}`), and an error's message is scrubbed (scrub.ts).

/** One per request, once its answer is known (a streamed page: when its response is handed over). */
export type RequestLine = {
  type: 'request'
  requestId: string
  host: string
  method: string
  /** The route that answered, as registered (`/api/order/:uid`; `*` for a page). */
  route: string
  /** A page's Vike page id (`/pages/my-order`), for the routes that render pages. */
  page?: string
  status: number
  ms: number
}

/** One per call to the platform or a venue's API. */
export type UpstreamLine = {
  type: 'upstream'
  requestId: string
  host: string
  upstream: Upstream
  method: UpstreamCall['method']
  path: string
  status: number | null
  failure: UpstreamCall['failure']
  ms: number
}

/** One per failure answered 5xx, with its stack. */
export type ErrorLine = {
  type: 'error'
  requestId: string
  host: string
  method: string
  route: string
  status: number
  error: string
  message: string
  stack: string | null
}

/** Something an operator should know that is no failure of the request: a webhook refused, a KV entry unreadable. */
export type NoticeLine = {
  type: 'notice'
  level: 'notice' | 'warn' | 'error'
  requestId: string
  host: string
  notice: string
}

export type LogLine = RequestLine | UpstreamLine | ErrorLine | NoticeLine

/** Writes one line, at its level, so the dashboard can filter on that too. */
export function writeLine(line: LogLine): void {
  const text = JSON.stringify(line)
  if (line.type === 'error' || (line.type === 'notice' && line.level === 'error')) console.error(text)
  else if (line.type === 'notice' && line.level === 'warn') console.warn(text)
  else console.log(text)
}
