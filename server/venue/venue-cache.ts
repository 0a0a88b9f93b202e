import type { Config } from '../env'
import type { PlatformClient } from '../platform/platform-client'
import { loadVenue } from './load-venue'
import type { VenueRecord } from './venue-record'

// A short in-isolate memo in front of KV: a warm isolate answers without any I/O. It is bounded, and
// an unknown host is remembered longer than a venue, so random hostnames neither grow the isolate nor
// turn into a platform call each.
const MEMO_MS = 10_000
const UNKNOWN_MEMO_MS = 60_000
export const MEMO_ENTRIES = 1000
const memo = new Map<string, { venue: VenueRecord | null; until: number }>()

const kvKey = (host: string) => `venue:${host}`
// Written once a host has been a venue, kept for good: only hosts never seen count against the cap.
const knownKey = (host: string) => `known-venue:${host}`

function remember(key: string, venue: VenueRecord | null) {
  memo.delete(key)
  memo.set(key, { venue, until: Date.now() + (venue ? MEMO_MS : UNKNOWN_MEMO_MS) })
  // A Map keeps insertion order: the first entry is the one least recently looked up.
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!)
}

/**
 * The venue for a hostname: memo, then KV (`venue:<host>`), then the platform (written back to KV).
 * A host never seen as a venue is asked of the platform only while `mayAskPlatform` allows (a cap on
 * look-ups of unknown hosts); past it, the host is answered as unknown and asked again later.
 */
export async function venueByHost(
  host: string,
  config: Config,
  kv: KVNamespace,
  platform: () => PlatformClient,
  mayAskPlatform: () => Promise<boolean>,
): Promise<VenueRecord | null> {
  const memoKey = `${config.PLATFORM_URL}|${host}`
  const hit = memo.get(memoKey)
  if (hit && hit.until > Date.now()) return hit.venue

  let venue = await kv.get<VenueRecord>(kvKey(host), 'json')
  if (!venue) {
    const known = (await kv.get(knownKey(host))) !== null
    if (!known && !(await mayAskPlatform())) return null
    venue = await loadVenue(platform(), host)
    // Unknown hosts are only memoised, so a venue created later appears within a minute.
    if (venue) {
      await kv.put(kvKey(host), JSON.stringify(venue), { expirationTtl: config.VENUE_TTL_SECONDS })
      if (!known) await kv.put(knownKey(host), '1')
    }
  }
  remember(memoKey, venue)
  return venue
}

