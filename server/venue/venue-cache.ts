import type { Config } from '../env'
import type { PlatformClient } from '../platform/platform-client'
import { loadVenue } from './load-venue'
import type { VenueRecord } from './venue-record'

// A short in-isolate memo in front of KV: a warm isolate answers without any I/O.
const MEMO_MS = 10_000
const memo = new Map<string, { venue: VenueRecord | null; until: number }>()

const kvKey = (host: string) => `venue:${host}`

/** The venue for a hostname: memo, then KV (`venue:<host>`), then the platform (written back to KV). */
export async function venueByHost(
  host: string,
  config: Config,
  kv: KVNamespace,
  platform: () => PlatformClient,
): Promise<VenueRecord | null> {
  const memoKey = `${config.PLATFORM_URL}|${host}`
  const hit = memo.get(memoKey)
  if (hit && hit.until > Date.now()) return hit.venue

  let venue = await kv.get<VenueRecord>(kvKey(host), 'json')
  if (!venue) {
    venue = await loadVenue(platform(), host)
    // Unknown hosts are only memoised, so a venue created later appears within seconds.
    if (venue) await kv.put(kvKey(host), JSON.stringify(venue), { expirationTtl: config.VENUE_TTL_SECONDS })
  }
  memo.set(memoKey, { venue, until: Date.now() + MEMO_MS })
  return venue
}
