import { withAnswer, type DayPlaces } from '../../domain/slot-holds'
import type { Slot } from '../../domain/schemas/venue-api'

// The places of a venue's day for a type of order, as its slot answers showed them (domain/slot-holds.ts),
// kept at the edge for the hold ceilings of the day. A pre-booking finds them here; an hour is longer
// than any rush, and a day's capacity does not change within it.

export type PlacesKey = { host: string; type: number; day: string }

const KEPT_SECONDS = 60 * 60

// Cache API keys are URLs; this host is never fetched, it only names the entry.
const cacheKey = ({ host, type, day }: PlacesKey) => new Request(`https://day-places.internal/${encodeURIComponent(host)}/${type}/${day}`)

const open = () => caches.open('day-places')

/** The places kept for a day, or null. */
export async function keptPlaces(key: PlacesKey): Promise<DayPlaces | null> {
  const hit = await (await open()).match(cacheKey(key))
  if (!hit) return null
  const places: unknown = await hit.json().catch(() => null)
  if (!places || typeof places !== 'object') return null
  return Object.fromEntries(Object.entries(places).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0))
}

/** Keeps what one more answer shows of a day's places; returns them. */
export async function keepPlaces(key: PlacesKey, slots: readonly Slot[]): Promise<DayPlaces> {
  const places = withAnswer((await keptPlaces(key)) ?? {}, slots)
  const response = new Response(JSON.stringify(places), { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${KEPT_SECONDS}` } })
  await (await open()).put(cacheKey(key), response)
  return places
}
