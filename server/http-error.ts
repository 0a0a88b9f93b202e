import { HTTPException } from 'hono/http-exception'

// Every failure the Worker answers for is an HTTPException with the status the client should get; one
// handler (server/app.ts) turns it into JSON for /api or into the error page (SPEC §8).

/** A refused request body; the field issues go back as translation keys. */
export function invalidRequest(issues: readonly { path: readonly PropertyKey[]; message: string }[] = []): HTTPException {
  return new HTTPException(400, {
    message: 'Invalid request',
    cause: issues.map(({ path, message }) => ({ path: path.map(String), message })),
  })
}

/**
 * The venue's point of sale is switched off: an answer the diner is meant to get (SPEC §8), not a
 * failure. It is logged as a notice, never reported to the tracker, and outside the 5xx alert (decision 073).
 */
export class VenueInactive extends HTTPException {
  constructor() {
    super(503, { message: 'POS unavailable' })
    this.name = 'VenueInactive'
  }
}

export type UpstreamFailure = number | 'timeout' | 'unreachable' | 'invalid'

/**
 * The platform or the venue API failed: an error status, no answer in time, no connection, or an
 * answer we do not accept. The venue cannot be reached now: 504 when it was too slow, else 502. It is
 * named by the path's pattern (server/upstream/upstream-path.ts), never by the path with its values.
 */
export class UpstreamError extends HTTPException {
  constructor(
    readonly source: 'platform' | 'venue',
    readonly pattern: string,
    readonly failure: UpstreamFailure,
  ) {
    super(failure === 'timeout' ? 504 : 502, { message: `${source} ${pattern} failed: ${failure}` })
    this.name = 'UpstreamError'
  }
}
