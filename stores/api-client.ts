import type { Locale } from '../domain/locale'

/** GET one of the Worker's own JSON endpoints; the page's language travels as `X-Locale` (SPEC §4). */
export async function apiGet<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: { accept: 'application/json', 'x-locale': locale } })
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`)
  return (await response.json()) as T
}
