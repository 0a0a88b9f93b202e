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

export type UpstreamFailure = number | 'timeout' | 'unreachable' | 'invalid'

/**
 * The platform or the venue API failed: an error status, no answer in time, no connection, or an
 * answer we do not accept. The venue cannot be reached now: 504 when it was too slow, else 502.
 */
export class UpstreamError extends HTTPException {
  readonly path: string

  constructor(
    readonly source: 'platform' | 'venue',
    path: string,
    readonly failure: UpstreamFailure,
  ) {
    const named = withoutSecrets(path)
    super(failure === 'timeout' ? 504 : 502, { message: `${source} ${named} failed: ${failure}` })
    this.name = 'UpstreamError'
    this.path = named
  }
}

/**
 * A venue-API path as it may be logged: a customer's token and an order's uid stand in its segments
 * (SPEC §7 `/customer/{token}`, `/order?uids=…`), and both are secrets; every long segment is left out.
 */
export const withoutSecrets = (path: string) => path.replace(/[^/?&=]{16,}/g, '…')
