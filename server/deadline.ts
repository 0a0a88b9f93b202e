/** A signal that aborts at `deadline` (epoch ms): when a request's upstream reads are out of time. */
export function readSignal(deadline: number): AbortSignal {
  return AbortSignal.timeout(Math.max(1, deadline - Date.now()))
}
