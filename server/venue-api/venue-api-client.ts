import { z } from 'zod'
import type { Config } from '../env'
import type { VenueRecord } from '../venue/venue-record'

/** The venue API failed: an unexpected status, no answer in time, or an answer we do not accept. */
export class VenueApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | 'timeout' | 'invalid',
  ) {
    super(`Venue API ${path} failed: ${status}`)
    this.name = 'VenueApiError'
  }
}

/** An answer validated with its schema, or the status and JSON body of a refusal (4xx). */
export type VenueApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown }

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown }

/**
 * The venue's own product API at `{base_url}/api` (SPEC §7). Only the Worker calls it; callers put the
 * customer token into the path themselves. 2xx answers are validated, 4xx come back as refusals, and
 * 5xx, timeouts and unreadable answers throw.
 */
export function venueApi(config: Config, venue: VenueRecord) {
  const base = `${venue.pos.base_url.replace(/\/+$/, '')}/api`

  async function call<S extends z.ZodType>({ method, path, body }: Request, schema: S): Promise<VenueApiAnswer<z.infer<S>>> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.PLATFORM_TIMEOUT_MS),
      })
    } catch {
      throw new VenueApiError(path, 'timeout')
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (response.status >= 400 && response.status < 500) return { ok: false, status: response.status, body: json }
    if (!response.ok) throw new VenueApiError(path, response.status)
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new VenueApiError(path, 'invalid')
    return { ok: true, status: response.status, data: parsed.data }
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S) => call({ method: 'GET', path }, schema),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S) => call({ method: 'POST', path, body }, schema),
  }
}

export type VenueApi = ReturnType<typeof venueApi>

/** A value that cannot be one segment of a venue-API path: empty, `.` or `..` would walk the path. */
export class UnsafePathSegment extends Error {
  constructor(readonly value: string) {
    super('Invalid path segment')
    this.name = 'UnsafePathSegment'
  }
}

/**
 * A venue-API path with every interpolated value encoded as one segment (or one query value), so no
 * value, whoever sent it, can change which route of the venue it reaches.
 */
export function venuePath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    if (index === 0) return part
    const value = String(values[index - 1])
    if (value === '' || value === '.' || value === '..') throw new UnsafePathSegment(value)
    return path + encodeURIComponent(value) + part
  }, '')
}

const refusalBody = z.object({ error: z.string().max(300) })

/** The message of a venue refusal, to pass on to the browser instead of the upstream body as is. */
export function refusalMessage(body: unknown): string {
  const parsed = refusalBody.safeParse(body)
  return parsed.success ? parsed.data.error : 'Refused'
}
