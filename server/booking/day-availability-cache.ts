import type { DayAvailability } from '../../domain/booking-calendar'

// What the venue answered about one day, kept briefly at the edge: every diner asking for the same
// venue, type of order, number of persons and day shares one answer, whoever they are (the answer is
// whether the day has a free slot, nothing of the diner's). Bookings change it, so it lives
// BOOKING_DAYS_TTL_SECONDS (a minute); 0 keeps nothing.

export type DayKey = { host: string; type: number; guests: number; day: string }

// Cache API keys are URLs; this host is never fetched, it only names the entry.
const cacheKey = ({ host, type, guests, day }: DayKey) =>
  new Request(`https://booking-days.internal/${encodeURIComponent(host)}/${type}/${guests}/${day}`)

const KEPT: readonly DayAvailability[] = ['open', 'full', 'none']

const open = () => caches.open('booking-days')

/** The kept answer for a day, or null. */
export async function cachedDay(key: DayKey): Promise<DayAvailability | null> {
  const hit = await (await open()).match(cacheKey(key))
  if (!hit) return null
  const value = (await hit.text()) as DayAvailability
  return KEPT.includes(value) ? value : null
}

/** Keeps a day's answer for `ttlSeconds`; `unknown` (the venue did not answer) is never kept. */
export async function keepDay(key: DayKey, availability: DayAvailability, ttlSeconds: number): Promise<void> {
  if (!KEPT.includes(availability) || ttlSeconds <= 0) return
  const response = new Response(availability, {
    headers: { 'content-type': 'text/plain', 'cache-control': `max-age=${ttlSeconds}` },
  })
  await (await open()).put(cacheKey(key), response)
}
