import { withProgress } from '../components/layout/navigation-progress'
import type { Locale } from '../domain/locale'

/** A failed call to the Worker's own API, with the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The JSON the Worker answered with, e.g. a refusal's reasons. */
    readonly body: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Why a call failed, as a diner is told: no network at all, the venue out of reach, or anything else. */
export function failureKind(error: unknown): 'offline' | 'unreachable' | 'unknown' {
  if (!(error instanceof ApiError)) return 'unknown'
  if (error.status === 0) return 'offline'
  return error.status >= 502 && error.status <= 504 ? 'unreachable' : 'unknown'
}

/** GET one of the Worker's own JSON endpoints; the page's language travels as `X-Locale` (SPEC §4). */
export function apiGet<T>(path: string, locale: Locale): Promise<T> {
  return withProgress(() => get<T>(path, locale))
}

async function get<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: { accept: 'application/json', 'x-locale': locale } }).catch(() => {
    throw new ApiError(0, `GET /api${path} failed`)
  })
  if (!response.ok) throw new ApiError(response.status, `GET /api${path} answered ${response.status}`, await response.json().catch(() => null))
  return (await response.json()) as T
}

/** POST JSON to one of the Worker's own endpoints; a refusal's body travels with the ApiError. */
export function apiPost<T>(path: string, body: unknown, locale: Locale): Promise<T> {
  return withProgress(() => post<T>(path, body, locale))
}

async function post<T>(path: string, body: unknown, locale: Locale): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new ApiError(0, `POST /api${path} failed`)
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, `POST /api${path} answered ${response.status}`, json)
  return json as T
}

/** The reasons of a venue refusal (422), if the error carries them. */
export function refusalReasons(error: unknown): { code: string; message: string }[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return []
  const reasons = (error.body as { reasons?: unknown }).reasons
  return Array.isArray(reasons) ? reasons.filter((reason) => typeof reason?.code === 'string' && typeof reason?.message === 'string') : []
}
