import { ByteLru, stringBytes } from '../byte-lru'
import type { Config } from '../env'
import { isolateCaches, objectBytes } from '../isolate-caches'
import type { PlatformClient } from '../platform/platform-client'
import { loadVenue } from './load-venue'
import type { VenueRecord } from './venue-record'

// A short in-isolate memo in front of KV: a warm isolate answers without any I/O, and a venue is kept
// no longer than its time to live. It is charged to the isolate's caches by its bytes (an unknown
// host's entry too), and an unknown host is remembered for UNKNOWN_HOST_SECONDS (a minute unless set),
// so random hostnames neither grow the isolate nor turn into a platform call each.
const MEMO_MS = 10_000
// What a Map entry costs besides its key and value.
const ENTRY_BYTES = 64
type Memo = { venue: VenueRecord | null; until: number }
const memo = new ByteLru<string, Memo>(isolateCaches, (kept, key) => ENTRY_BYTES + stringBytes(key) + (kept.venue ? objectBytes(kept.venue) : 0))

// A venue older than VENUE_TTL_SECONDS is refreshed in the background while the copy in KV is served,
// for this long at most, also while the platform is down: an expired record never turns into an
// error page, nor into one platform load per waiting request.
const STALE_SECONDS = 24 * 3600
type KvMetadata = { fetchedAt: number }
// One load per host at a time in this isolate: a burst of requests for an unknown or expired record
// makes one set of platform calls.
const loading = new Map<string, Promise<VenueRecord | null>>()

type Waiter = { waitUntil(promise: Promise<unknown>): void }

const kvKey = (host: string) => `venue:${host}`
// Written once a host has been a venue, kept for good: only hosts never seen count against the cap.
const knownKey = (host: string) => `known-venue:${host}`

function remember(key: string, venue: VenueRecord | null, config: Config) {
  const keepMs = venue ? Math.min(MEMO_MS, config.VENUE_TTL_SECONDS * 1000) : config.UNKNOWN_HOST_SECONDS * 1000
  memo.set(key, { venue, until: Date.now() + keepMs })
}

/**
 * The venue for a hostname: memo, then KV (`venue:<host>`), then the platform (written back to KV).
 * A record past VENUE_TTL_SECONDS is served while `background` refreshes it. A host never seen as a
 * venue is asked of the platform only while `mayAskPlatform` allows (a cap on look-ups of unknown
 * hosts); past it, the host is answered as unknown and asked again later.
 */
export async function venueByHost(
  host: string,
  config: Config,
  kv: KVNamespace,
  platform: () => PlatformClient,
  mayAskPlatform: () => Promise<boolean>,
  background: Waiter,
): Promise<VenueRecord | null> {
  const memoKey = `${config.PLATFORM_URL}|${host}`
  const hit = memo.get(memoKey)
  if (hit && hit.until > Date.now()) return hit.venue

  const stored = await kv.getWithMetadata<VenueRecord, KvMetadata>(kvKey(host), 'json')
  let venue = stored.value
  if (venue) {
    // A record written before it carried its age counts as due.
    const ageSeconds = (Date.now() - (stored.metadata?.fetchedAt ?? 0)) / 1000
    if (ageSeconds > config.VENUE_TTL_SECONDS) background.waitUntil(load(host, memoKey, config, kv, platform).catch(() => undefined))
  } else {
    const known = (await kv.get(knownKey(host))) !== null
    if (!known && !(await mayAskPlatform())) return null
    venue = await load(host, memoKey, config, kv, platform)
    if (venue && !known) await kv.put(knownKey(host), '1')
  }
  remember(memoKey, venue, config)
  return venue
}

/** The venue from the platform, written back to KV; a host the platform no longer knows is forgotten. */
function load(host: string, memoKey: string, config: Config, kv: KVNamespace, platform: () => PlatformClient): Promise<VenueRecord | null> {
  const running = loading.get(memoKey)
  if (running) return running
  const promise = (async () => {
    const venue = await loadVenue(platform(), host)
    if (venue) {
      const metadata: KvMetadata = { fetchedAt: Date.now() }
      await kv.put(kvKey(host), JSON.stringify(venue), { expirationTtl: config.VENUE_TTL_SECONDS + STALE_SECONDS, metadata })
    } else {
      // Unknown hosts are only memoised, so a venue created later appears within UNKNOWN_HOST_SECONDS.
      await kv.delete(kvKey(host))
    }
    remember(memoKey, venue, config)
    return venue
  })().finally(() => loading.delete(memoKey))
  loading.set(memoKey, promise)
  return promise
}
