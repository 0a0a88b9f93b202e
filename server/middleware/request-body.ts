import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

/** JSON bodies of the app's own API are small; anything larger is refused before it is parsed. */
export const MAX_JSON_BODY_BYTES = 64 * 1024
// Past this, reading the rest of a body costs more than letting the client open a new connection.
const MAX_DRAINED_BYTES = 16 * 1024 * 1024

/**
 * Reads what a handler left of the request body before the answer goes out. workerd drops a kept-alive
 * connection whose request body was not read to the end, without saying so, and the client's next
 * request on it fails; a 404, a 401 given before the body is read, or a refused size must not cost
 * the next request.
 */
export const drainRequestBody = (): MiddlewareHandler<AppEnv> =>
  async function drainRequestBody(c, next) {
    const request = c.req.raw
    await next()
    if (request.body && !request.bodyUsed && !request.body.locked) await drain(request.body)
  }

async function drain(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  let read = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
      if (read > MAX_DRAINED_BYTES) return void (await reader.cancel())
    }
  } catch {
    // The client went away: nothing left to keep.
  }
}

/**
 * A state-changing call must say how long its body is (411 otherwise) and stay under the limit (413),
 * so no handler ever parses an unbounded body.
 */
export const limitJsonBody = (): MiddlewareHandler<AppEnv> =>
  async function limitJsonBody(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next()
    const length = c.req.header('content-length')
    if (length === undefined) return c.json({ error: 'Length required' }, 411)
    if (!/^\d+$/.test(length) || Number(length) > MAX_JSON_BODY_BYTES) return c.json({ error: 'Request body too large' }, 413)
    return next()
  }
