// Where a venue stops booking a type of order for a number of persons (domain/booking-calendar.ts
// `horizonOf`), kept at the edge as long as the days' answers: months past it are not asked again.

export type HorizonKey = { host: string; type: number; guests: number }

const cacheKey = ({ host, type, guests }: HorizonKey) =>
  new Request(`https://booking-horizon.internal/${encodeURIComponent(host)}/${type}/${guests}`)

const open = () => caches.open('booking-horizon')

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The first day the venue is known not to book, or null. */
export async function knownHorizon(key: HorizonKey): Promise<string | null> {
  const hit = await (await open()).match(cacheKey(key))
  const day = hit ? await hit.text() : null
  return day && DAY.test(day) ? day : null
}

export async function keepHorizon(key: HorizonKey, day: string, ttlSeconds: number): Promise<void> {
  if (ttlSeconds <= 0) return
  await (await open()).put(cacheKey(key), new Response(day, { headers: { 'cache-control': `max-age=${ttlSeconds}` } }))
}
