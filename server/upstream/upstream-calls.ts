import { UpstreamError, type UpstreamFailure } from '../http-error'

export type Upstream = 'platform' | 'venue'

/** One call to the platform or a venue's API, by its pattern (upstream-path.ts), once its outcome is known. */
export type UpstreamCall = {
  upstream: Upstream
  method: 'GET' | 'POST'
  pattern: string
  /** The status it answered; null when no answer came. */
  status: number | null
  /** No answer in time, no connection, or an answer not accepted (with its status). */
  failure: Exclude<UpstreamFailure, number> | null
  ms: number
}

/** Told of every upstream call a request makes (logs/upstream-log.ts writes its line and its datapoint). */
export type CallWatch = (call: UpstreamCall) => void

/**
 * One call, timed from sending to its answer read by `read`, and told to `watch`: `send` throws an
 * UpstreamError when no answer comes, `read` when the answer is not one to accept.
 */
export async function watchedCall<T>(
  watch: CallWatch | undefined,
  call: Pick<UpstreamCall, 'upstream' | 'method' | 'pattern'>,
  send: () => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const started = Date.now()
  let status: number | null = null
  const tell = (failure: UpstreamCall['failure']) => watch?.({ ...call, status, failure, ms: Date.now() - started })
  try {
    const response = await send()
    status = response.status
    const value = await read(response)
    tell(null)
    return value
  } catch (error) {
    const failure = error instanceof UpstreamError ? error.failure : 'unreachable'
    tell(typeof failure === 'number' ? null : failure)
    throw error
  }
}
