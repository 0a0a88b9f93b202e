import type { MenuBundle } from '../../domain/menu-bundle'
import { ByteLru } from '../byte-lru'
import { UpstreamError } from '../http-error'
import { isolateCaches, parsedBytes } from '../isolate-caches'
import type { MenuAnswer } from './menu-owner-calls'

// A data centre's copy of a menu (decision 075). The menu's owner, one for the world, loads it from the
// platform; this data centre keeps the copy it got in the Cache API and, parsed, in the isolate, and
// asks the owner again once `checkSeconds` have passed since it last did, with the version it holds.
// Meanwhile, and whenever the owner cannot be reached, the copy it holds is served.

/** How long a copy is served before the owner is asked again, and how long it may be served at most. */
export type MenuCachePolicy = { checkSeconds: number; staleSeconds: number }

/** The menu's owner, as this data centre asks it. */
export type MenuOwnerLink = { ask(knownVersion: number | null): Promise<MenuAnswer>; reload(): Promise<MenuAnswer> }

type Waiter = { waitUntil(promise: Promise<unknown>): void }
/** A copy: its owner's version, when the owner last vouched for it, and its text's length (its bytes). */
export type Loaded = { bundle: MenuBundle; version: number; fetchedAt: number; checkedAt: number; jsonLength: number }

const VERSION = 'x-menu-version'
const FETCHED_AT = 'x-menu-fetched-at'
const CHECKED_AT = 'x-menu-checked-at'

// One ask per key at a time in this isolate: a burst of requests makes one.
const inflight = new Map<string, Promise<Loaded>>()
// Parsed bundles kept in the isolate, charged by their bytes: a warm isolate serves a menu without
// reading and parsing it from the Cache API on every request.
const memo = new ByteLru<string, Loaded>(isolateCaches, (loaded) => parsedBytes(loaded.jsonLength))

// Cache API keys are URLs; this host is never fetched, it only names the entry. The version changes
// with the bundle's shape (v3: copies of the owner's versions).
const cacheUrl = (platformUrl: string, posId: number) => `https://menu-cache.internal/${encodeURIComponent(platformUrl)}/pos/${posId}/v3`

const sinceChecked = (loaded: Loaded) => (Date.now() - loaded.checkedAt) / 1000

/**
 * The menu bundle of a POS: from the isolate, else from this data centre's Cache API, else from its
 * owner (DESIGN: request flow step 4). A copy not vouched for within `checkSeconds` is served while the
 * owner is asked in the background. With `onlyIfCached`, a menu this data centre does not hold is null
 * at once, and its ask goes on in the background. `cacheName`: this data centre's Cache API namespace.
 */
export async function cachedMenu(
  cacheName: string,
  platformUrl: string,
  posId: number,
  owner: MenuOwnerLink,
  policy: MenuCachePolicy,
  ctx: Waiter,
  { onlyIfCached = false } = {},
): Promise<Loaded | null> {
  const url = cacheUrl(platformUrl, posId)
  const kept = usable(memo.get(url), policy)
  if (kept && sinceChecked(kept) <= policy.checkSeconds) return kept

  const key = new Request(url)
  const cache = await caches.open(cacheName)
  // Another isolate of this data centre may have asked since.
  const hit = usable((await readCache(cache, key, kept)) ?? kept, policy)
  if (hit) {
    remember(url, hit)
    if (sinceChecked(hit) > policy.checkSeconds) ctx.waitUntil(ask(cache, key, owner, hit, policy).catch(() => undefined))
    return hit
  }
  const asking = ask(cache, key, owner, null, policy)
  ctx.waitUntil(asking.catch(() => undefined))
  return onlyIfCached ? null : asking
}

/**
 * The menu of a POS loaded again by its owner now, and this data centre's copy replaced: the venue said
 * it changed. The other data centres have it once they next ask (within `checkSeconds`).
 */
export async function reloadMenu(cacheName: string, platformUrl: string, posId: number, owner: MenuOwnerLink, policy: MenuCachePolicy): Promise<void> {
  const url = cacheUrl(platformUrl, posId)
  await inflight.get(url)?.catch(() => undefined)
  await keep(await caches.open(cacheName), new Request(url), await owner.reload(), null, policy)
}

/** A copy older than what may be served at all is none. */
const usable = (loaded: Loaded | null | undefined, policy: MenuCachePolicy) => (loaded && sinceChecked(loaded) <= policy.staleSeconds ? loaded : null)

/** The cached copy; `known` itself (its bundle not parsed again) when the cache holds that version. */
async function readCache(cache: Cache, key: Request, known: Loaded | null): Promise<Loaded | null> {
  const hit = await cache.match(key)
  if (!hit) return null
  const [version, fetchedAt, checkedAt] = [VERSION, FETCHED_AT, CHECKED_AT].map((name) => Number(hit.headers.get(name))) as [number, number, number]
  if (known && known.version === version) {
    await hit.body?.cancel()
    return checkedAt > known.checkedAt ? { ...known, checkedAt } : known
  }
  const text = await hit.text()
  return { bundle: JSON.parse(text) as MenuBundle, version, fetchedAt, checkedAt, jsonLength: text.length }
}

function remember(url: string, loaded: Loaded) {
  if (memo.get(url) === loaded) return
  memo.set(url, loaded)
}

function ask(cache: Cache, key: Request, owner: MenuOwnerLink, held: Loaded | null, policy: MenuCachePolicy): Promise<Loaded> {
  const running = inflight.get(key.url)
  if (running) return running
  const promise = owner
    .ask(held?.version ?? null)
    .then((answer) => keep(cache, key, answer, held, policy))
    .finally(() => inflight.delete(key.url))
  inflight.set(key.url, promise)
  return promise
}

/** Keeps the owner's answer: the same version vouched for again, or a new copy (in the Cache API too). */
async function keep(cache: Cache, key: Request, answer: MenuAnswer, held: Loaded | null, policy: MenuCachePolicy): Promise<Loaded> {
  if (answer.kind === 'failed') throw new UpstreamError('platform', answer.pattern, answer.failure)
  const checkedAt = Date.now()
  if (answer.kind === 'same' && held) {
    // Only this isolate learns it: rewriting the whole copy to the Cache API for a date is not worth it.
    const loaded = { ...held, checkedAt }
    remember(key.url, loaded)
    return loaded
  }
  if (answer.kind === 'same') throw new Error('the menu owner answered "same" to an ask without a version')
  const loaded = { bundle: JSON.parse(answer.json) as MenuBundle, version: answer.version, fetchedAt: answer.fetchedAt, checkedAt, jsonLength: answer.json.length }
  const response = new Response(answer.json, {
    headers: {
      'content-type': 'application/json',
      'cache-control': `max-age=${policy.staleSeconds}`,
      [VERSION]: String(answer.version),
      [FETCHED_AT]: String(answer.fetchedAt),
      [CHECKED_AT]: String(checkedAt),
    },
  })
  await cache.put(key, response)
  remember(key.url, loaded)
  return loaded
}
