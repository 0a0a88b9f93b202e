import type { MenuBundle } from '../../domain/menu-bundle'
import { ByteLru } from '../byte-lru'
import { isolateCaches, parsedBytes } from '../isolate-caches'

/** How old a cached bundle may be before it is refreshed, and how long it may still be served stale. */
export type MenuCachePolicy = { freshSeconds: number; staleSeconds: number }

type Waiter = { waitUntil(promise: Promise<unknown>): void }
// `jsonLength`: its text's, by which it is charged to the isolate's caches.
type Loaded = { bundle: MenuBundle; fetchedAt: number; jsonLength: number }

const FETCHED_AT = 'x-menu-fetched-at'
// Parsed bundles kept in the isolate, charged by their bytes: a warm isolate serves a fresh menu
// without reading and parsing it from the Cache API on every request.

// One refresh per key at a time in this isolate: a burst of requests after expiry makes one set of calls.
const inflight = new Map<string, Promise<Loaded>>()
const memo = new ByteLru<string, Loaded>(isolateCaches, (loaded) => parsedBytes(loaded.jsonLength))

// Cache API keys are URLs; this host is never fetched, it only names the entry. The version changes
// with the bundle's shape (v2: list prices for customer price lists).
const cacheUrl = (platformUrl: string, posId: number) => `https://menu-cache.internal/${encodeURIComponent(platformUrl)}/pos/${posId}/v2`

const ageSeconds = (loaded: Loaded) => (Date.now() - loaded.fetchedAt) / 1000

/**
 * The menu bundle of a POS: from the isolate while fresh, else from the Cache API (refreshed after
 * `freshSeconds` while the stale copy is served, and served stale whenever the platform fails), else
 * loaded (DESIGN: request flow step 4). With `onlyIfCached`, a menu not cached anywhere yet is null
 * at once, and its load goes on in the background.
 */
export async function cachedMenu(
  platformUrl: string,
  posId: number,
  load: () => Promise<MenuBundle>,
  policy: MenuCachePolicy,
  ctx: Waiter,
  { onlyIfCached = false } = {},
): Promise<Loaded | null> {
  const url = cacheUrl(platformUrl, posId)
  const kept = memo.get(url)
  if (kept && ageSeconds(kept) <= policy.freshSeconds) return kept

  const key = new Request(url)
  const cache = await caches.open('menus')
  // Another isolate may have refreshed it since.
  const hit = (await readCache(cache, key, kept)) ?? kept
  if (hit) {
    remember(url, hit)
    if (ageSeconds(hit) > policy.freshSeconds) ctx.waitUntil(refresh(cache, key, load, policy).catch(() => undefined))
    return hit
  }
  // A first load goes on after the page that asked for it has given up waiting, and is kept.
  const loading = refresh(cache, key, load, policy)
  ctx.waitUntil(loading.catch(() => undefined))
  return onlyIfCached ? null : loading
}

/**
 * Loads the menu of a POS now, replacing what was cached: the venue said it changed. A refresh already
 * under way may have read the menu before the change: this load starts after it.
 */
export async function reloadMenu(platformUrl: string, posId: number, load: () => Promise<MenuBundle>, policy: MenuCachePolicy): Promise<void> {
  const url = cacheUrl(platformUrl, posId)
  await inflight.get(url)?.catch(() => undefined)
  await refresh(await caches.open('menus'), new Request(url), load, policy)
}

/** The cached copy; `known` itself when the cache holds that very copy (not parsed again). */
async function readCache(cache: Cache, key: Request, known: Loaded | undefined): Promise<Loaded | null> {
  const hit = await cache.match(key)
  if (!hit) return null
  const fetchedAt = Number(hit.headers.get(FETCHED_AT))
  if (known && known.fetchedAt >= fetchedAt) {
    await hit.body?.cancel()
    return known
  }
  const text = await hit.text()
  return { bundle: JSON.parse(text) as MenuBundle, fetchedAt, jsonLength: text.length }
}

function remember(url: string, loaded: Loaded) {
  if (memo.get(url) === loaded) return
  memo.set(url, loaded)
}

function refresh(cache: Cache, key: Request, load: () => Promise<MenuBundle>, policy: MenuCachePolicy): Promise<Loaded> {
  const running = inflight.get(key.url)
  if (running) return running
  const promise = store(cache, key, load, policy).finally(() => inflight.delete(key.url))
  inflight.set(key.url, promise)
  return promise
}

async function store(cache: Cache, key: Request, load: () => Promise<MenuBundle>, policy: MenuCachePolicy): Promise<Loaded> {
  const bundle = await load()
  const json = JSON.stringify(bundle)
  const loaded = { bundle, fetchedAt: Date.now(), jsonLength: json.length }
  const response = new Response(json, {
    headers: {
      'content-type': 'application/json',
      'cache-control': `max-age=${policy.freshSeconds + policy.staleSeconds}`,
      [FETCHED_AT]: String(loaded.fetchedAt),
    },
  })
  await cache.put(key, response)
  remember(key.url, loaded)
  return loaded
}
