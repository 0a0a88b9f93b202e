import type { Locale } from '../domain/locale'

/** A failed call to the Worker's own API, with the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** GET one of the Worker's own JSON endpoints; the page's language travels as `X-Locale` (SPEC §4). */
export async function apiGet<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: { accept: 'application/json', 'x-locale': locale } }).catch(() => {
    throw new ApiError(0, `GET /api${path} failed`)
  })
  if (!response.ok) throw new ApiError(response.status, `GET /api${path} answered ${response.status}`)
  return (await response.json()) as T
}
