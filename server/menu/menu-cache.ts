import type { MenuBundle } from '../../domain/menu-bundle'

/** How old a cached bundle may be before it is refreshed, and how long it may still be served stale. */
export type MenuCachePolicy = { freshSeconds: number; staleSeconds: number }

type Waiter = { waitUntil(promise: Promise<unknown>): void }

const FETCHED_AT = 'x-menu-fetched-at'

// One refresh per key at a time in this isolate: a burst of requests after expiry makes one set of calls.
const inflight = new Map<string, Promise<MenuBundle>>()

// Cache API keys are URLs; this host is never fetched, it only names the entry. The version changes
// with the bundle's shape (v2: list prices for customer price lists).
const cacheKey = (platformUrl: string, posId: number) =>
  new Request(`https://menu-cache.internal/${encodeURIComponent(platformUrl)}/pos/${posId}/v2`)

/**
 * The menu bundle of a POS from the Cache API, refreshed after `freshSeconds` while the stale copy is
 * served, and served stale whenever the platform fails (DESIGN: request flow step 4).
 */
export async function cachedMenu(
  platformUrl: string,
  posId: number,
  load: () => Promise<MenuBundle>,
  policy: MenuCachePolicy,
  ctx: Waiter,
): Promise<MenuBundle> {
  const cache = await caches.open('menus')
  const key = cacheKey(platformUrl, posId)
  const hit = await cache.match(key)
  if (hit) {
    const age = (Date.now() - Number(hit.headers.get(FETCHED_AT))) / 1000
    const bundle = (await hit.json()) as MenuBundle
    if (age > policy.freshSeconds) ctx.waitUntil(refresh(cache, key, load, policy).catch(() => undefined))
    return bundle
  }
  // A first load goes on after the page that asked for it has given up waiting, and is kept.
  const loading = refresh(cache, key, load, policy)
  ctx.waitUntil(loading.catch(() => undefined))
  return loading
}

function refresh(cache: Cache, key: Request, load: () => Promise<MenuBundle>, policy: MenuCachePolicy) {
  const running = inflight.get(key.url)
  if (running) return running
  const promise = store(cache, key, load, policy).finally(() => inflight.delete(key.url))
  inflight.set(key.url, promise)
  return promise
}

async function store(
  cache: Cache,
  key: Request,
  load: () => Promise<MenuBundle>,
  policy: MenuCachePolicy,
): Promise<MenuBundle> {
  const bundle = await load()
  const response = new Response(JSON.stringify(bundle), {
    headers: {
      'content-type': 'application/json',
      'cache-control': `max-age=${policy.freshSeconds + policy.staleSeconds}`,
      [FETCHED_AT]: String(Date.now()),
    },
  })
  await cache.put(key, response)
  return bundle
}
