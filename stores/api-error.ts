// Apart from the client: what a failed call is needs nothing of the Worker's types.

/**
 * Why a call to the Worker failed, by the status it answered (0: the network failed). The Worker's
 * answer for each is read, with its fields checked, by failureOf (stores/api-failure.ts).
 */
export type FailureReason =
  | 'offline'
  | 'invalid'
  | 'not-logged-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rejected'
  | 'visitor-required'
  | 'limit-reached'
  | 'refused'
  | 'unreachable'
  | 'failed'

const REASONS: Readonly<Record<number, FailureReason>> = {
  0: 'offline',
  400: 'invalid',
  401: 'not-logged-in',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  // The venue refused the order, with its reasons.
  422: 'rejected',
  // The call needs the visitor cookie, which the browser refused.
  428: 'visitor-required',
  429: 'limit-reached',
  502: 'unreachable',
  503: 'unreachable',
  504: 'unreachable',
}

/** The reason of a status: another refusal of the request (4xx) is 'refused', any other failure 'failed'. */
export const failureReason = (status: number): FailureReason => REASONS[status] ?? (status >= 400 && status < 500 ? 'refused' : 'failed')

/** A failed call to the Worker's own API, with the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly reason: FailureReason

  constructor(
    readonly status: number,
    message: string,
    /** The JSON the Worker answered with, e.g. a refusal's reasons. */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.reason = failureReason(status)
  }
}
