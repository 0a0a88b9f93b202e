import { z } from 'zod/mini'
import { readSignal } from '../deadline'
import { fetchRepeatable } from '../upstream/upstream-fetch'
import { UpstreamError } from '../http-error'
import { watchedCall, type CallWatch } from '../upstream/upstream-calls'
import { pathOf, upstreamPath, type UpstreamPath } from '../upstream/upstream-path'
import type { Config } from '../env'
import type { VenueRecord } from '../venue/venue-record'

/** An answer validated with its schema, or the status and JSON body of a refusal (4xx). */
export type VenueApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown }

type Request = { method: 'GET' | 'POST'; path: string | UpstreamPath; body?: unknown }

/** Runs before each call goes out, and may refuse it (a client's budget of venue calls). */
export type BeforeCall = () => Promise<void>

/**
 * The venue's own product API at `{base_url}/api` (SPEC §7). Only the Worker calls it; callers build
 * paths with `venuePath`. 2xx answers are validated, 4xx come back as refusals, and 5xx, timeouts,
 * lost connections and unreadable answers throw. A read ends by the request's `deadline`; a write
 * waits VENUE_API_TIMEOUT_MS. Each call is told to `watch` (its log line and datapoint).
 */
export function venueApi(config: Config, venue: VenueRecord, deadline: number, { beforeCall, watch }: { beforeCall?: BeforeCall; watch?: CallWatch } = {}) {
  const base = `${venue.pos.base_url.replace(/\/+$/, '')}/api`

  async function exchange<T>({ method, path: given, body }: Request, accept: string, read: (response: Response, pattern: string) => Promise<T>): Promise<T> {
    await beforeCall?.()
    const { path, pattern } = pathOf(given)
    const signal = method === 'GET' ? readSignal(deadline) : AbortSignal.timeout(config.VENUE_API_TIMEOUT_MS)
    const send = async () => {
      try {
        // A write is never sent twice: only reads are tried again on a lost connection.
        return await (method === 'GET' ? fetchRepeatable : fetch)(`${base}${path}`, {
          method,
          headers: { accept, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        })
      } catch {
        throw new UpstreamError('venue', pattern, signal.aborted ? 'timeout' : 'unreachable')
      }
    }
    return watchedCall(watch, { upstream: 'venue', method, pattern }, send, (response) => read(response, pattern))
  }

  const call = <S extends z.ZodMiniType>(request: Request, schema: S) =>
    exchange(request, 'application/json', async (response, pattern): Promise<VenueApiAnswer<z.infer<S>>> => {
      const json: unknown = await response.json().catch(() => undefined)
      if (response.status >= 400 && response.status < 500) return { ok: false, status: response.status, body: json }
      if (!response.ok) throw new UpstreamError('venue', pattern, response.status)
      const parsed = schema.safeParse(json)
      if (!parsed.success) throw new UpstreamError('venue', pattern, 'invalid')
      return { ok: true, status: response.status, data: parsed.data }
    })

  return {
    /** The full address of a path, for a caller that asks the venue later by itself (order-watch.ts). */
    address: (path: UpstreamPath) => `${base}${path.path}`,
    get: <S extends z.ZodMiniType>(path: string | UpstreamPath, schema: S) => call({ method: 'GET', path }, schema),
    post: <S extends z.ZodMiniType>(path: string | UpstreamPath, body: unknown, schema: S) => call({ method: 'POST', path, body }, schema),
    /** A document the venue renders as HTML; null when it has none by that path. */
    getHtml: (path: UpstreamPath) =>
      exchange({ method: 'GET', path }, 'text/html', async (response, pattern) => {
        if (response.status >= 400 && response.status < 500) return null
        if (!response.ok) throw new UpstreamError('venue', pattern, response.status)
        return response.text()
      }),
  }
}

export type VenueApi = ReturnType<typeof venueApi>

/** A venue-API path and its pattern: venuePath`/customer/${token}` (server/upstream/upstream-path.ts). */
export const venuePath = upstreamPath

const refusalBody = z.object({ error: z.string().check(z.maxLength(300)) })

/** The message of a venue refusal, to pass on to the browser instead of the upstream body as is. */
export function refusalMessage(body: unknown): string {
  const parsed = refusalBody.safeParse(body)
  return parsed.success ? parsed.data.error : 'Refused'
}
