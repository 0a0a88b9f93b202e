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

// A month to come with no slot at all for a number of persons: the venue books none of its days for
// them, nor for more persons (a larger party fits fewer tables). Kept per venue and type as the first
// such day per number of persons, in one entry, so one read answers for every number.
const emptyKey = ({ host, type }: Omit<HorizonKey, 'guests'>) => new Request(`https://booking-horizon.internal/${encodeURIComponent(host)}/${type}/empty`)

async function emptyDays(key: Omit<HorizonKey, 'guests'>): Promise<Record<string, string>> {
  const hit = await (await open()).match(emptyKey(key))
  const kept: unknown = hit ? await hit.json().catch(() => null) : null
  if (!kept || typeof kept !== 'object') return {}
  return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && DAY.test(entry[1])))
}

/** The first day known to have no slot for `guests` persons, learned from as many persons or fewer; or null. */
export async function knownEmptyFrom(key: HorizonKey): Promise<string | null> {
  const days = Object.entries(await emptyDays(key)).filter(([guests]) => Number(guests) <= key.guests)
  return days.map(([, day]) => day).sort()[0] ?? null
}

/** Keeps that a month from `day` on has no slot for `guests` persons. */
export async function keepEmptyFrom(key: HorizonKey, day: string, ttlSeconds: number): Promise<void> {
  if (ttlSeconds <= 0) return
  const days = await emptyDays(key)
  const kept = days[key.guests]
  days[key.guests] = kept && kept < day ? kept : day
  await (await open()).put(emptyKey(key), new Response(JSON.stringify(days), { headers: { 'cache-control': `max-age=${ttlSeconds}` } }))
}
