/**
 * `fetch` for a call that may be repeated (a read, the service token), tried once more when its
 * connection is lost before any answer: the other side may have closed an idle pooled connection just
 * as the call went out on it. Nothing was answered, so nothing is done twice. A call out of time is not
 * tried again.
 */
export async function fetchRepeatable(input: string | URL, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetch(input, init)
  } catch (error) {
    if (init.signal.aborted) throw error
    return fetch(input, init)
  }
}
