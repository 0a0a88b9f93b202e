import { z } from 'zod'
import { readSignal } from '../deadline'
import { fetchRepeatable } from '../upstream-fetch'
import { invalidRequest, UpstreamError } from '../http-error'
import type { Config } from '../env'
import type { VenueRecord } from '../venue/venue-record'

/** An answer validated with its schema, or the status and JSON body of a refusal (4xx). */
export type VenueApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown }

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown }

/** Runs before each call goes out, and may refuse it (a client's budget of venue calls). */
export type BeforeCall = () => Promise<void>

/**
 * The venue's own product API at `{base_url}/api` (SPEC §7). Only the Worker calls it; callers build
 * paths with `venuePath`. 2xx answers are validated, 4xx come back as refusals, and 5xx, timeouts,
 * lost connections and unreadable answers throw. A read ends by the request's `deadline`; a write
 * waits VENUE_API_TIMEOUT_MS.
 */
export function venueApi(config: Config, venue: VenueRecord, deadline: number, beforeCall?: BeforeCall) {
  const base = `${venue.pos.base_url.replace(/\/+$/, '')}/api`

  async function send({ method, path, body }: Request, accept: string): Promise<Response> {
    await beforeCall?.()
    const signal = method === 'GET' ? readSignal(deadline) : AbortSignal.timeout(config.VENUE_API_TIMEOUT_MS)
    try {
      // A write is never sent twice: only reads are tried again on a lost connection.
      return await (method === 'GET' ? fetchRepeatable : fetch)(`${base}${path}`, {
        method,
        headers: { accept, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
    } catch {
      throw new UpstreamError('venue', path, signal.aborted ? 'timeout' : 'unreachable')
    }
  }

  async function call<S extends z.ZodType>(request: Request, schema: S): Promise<VenueApiAnswer<z.infer<S>>> {
    const response = await send(request, 'application/json')
    const { path } = request
    const json: unknown = await response.json().catch(() => undefined)
    if (response.status >= 400 && response.status < 500) return { ok: false, status: response.status, body: json }
    if (!response.ok) throw new UpstreamError('venue', path, response.status)
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new UpstreamError('venue', path, 'invalid')
    return { ok: true, status: response.status, data: parsed.data }
  }

  return {
    /** The full address of a path, for a caller that asks the venue later by itself (order-watch.ts). */
    address: (path: string) => `${base}${path}`,
    get: <S extends z.ZodType>(path: string, schema: S) => call({ method: 'GET', path }, schema),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S) => call({ method: 'POST', path, body }, schema),
    /** A document the venue renders as HTML; null when it has none by that path. */
    async getHtml(path: string): Promise<string | null> {
      const response = await send({ method: 'GET', path }, 'text/html')
      if (response.status >= 400 && response.status < 500) return null
      if (!response.ok) throw new UpstreamError('venue', path, response.status)
      return response.text()
    },
  }
}

export type VenueApi = ReturnType<typeof venueApi>

/**
 * A venue-API path with every interpolated value encoded as one segment (or one query value), so no
 * value, whoever sent it, can change which route of the venue it reaches.
 */
export function venuePath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    if (index === 0) return part
    const value = String(values[index - 1])
    // Empty, `.` or `..` would walk the path.
    if (value === '' || value === '.' || value === '..') throw invalidRequest()
    return path + encodeURIComponent(value) + part
  }, '')
}

const refusalBody = z.object({ error: z.string().max(300) })

/** The message of a venue refusal, to pass on to the browser instead of the upstream body as is. */
export function refusalMessage(body: unknown): string {
  const parsed = refusalBody.safeParse(body)
  return parsed.success ? parsed.data.error : 'Refused'
}
