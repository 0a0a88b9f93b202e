/// <reference lib="webworker" />
import { isLocale, type Locale } from '../domain/locale'
import { isKeepRequest, keepBounded, mayKeep, pageLocale, strategyFor, type KeepRequest } from '../domain/offline-cache'
import { ownUrl, plainNotice, pushMessage, type NoticeData } from '../domain/push-message'
import { CACHE_LIMITS, CACHES } from '../common/offline-caches'
import { offlinePage, type OfflinePageTexts } from './offline-page'

// The service worker of every venue's site (decision 021): the build's files kept from the first visit,
// the menu a visitor saw shown at once and refreshed behind, its pictures and data kept for offline use,
// and a page in the diner's language where a page needs the network. The build writes the constants.

declare const self: ServiceWorkerGlobalScope
declare const __VERSION__: string
declare const __SHELL__: string[]
declare const __OFFLINE_TEXTS__: Record<Locale, OfflinePageTexts>
declare const __PUSH_TEXTS__: Record<Locale, { title: string; body: string }>

const SHELL = `${CACHES.shellPrefix}${__VERSION__}`

self.addEventListener('install', (event) => {
  // A new version waits until the page says so (its "new version" notice), so no page mixes two builds.
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(__SHELL__)))
})

self.addEventListener('activate', (event) => {
  // Replacing another version, the pages and data kept under it go with it (they name its files);
  // pictures stay. A first version keeps what the page kept while it was installing.
  event.waitUntil(
    caches.keys().then((names) => {
      const oldShells = names.filter((name) => name.startsWith(CACHES.shellPrefix) && name !== SHELL)
      const stale = oldShells.length > 0 ? [...oldShells, CACHES.pages, CACHES.data] : []
      return Promise.all(stale.map((name) => caches.delete(name)))
    }),
  )
})

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting()
  else if (isKeepRequest(event.data)) event.waitUntil(keepForOffline(event.data))
})

/** What the page asks to keep, fetched and kept here, off its main thread; what is kept already stays. */
function keepForOffline({ page, data, images, locale }: KeepRequest): Promise<unknown> {
  // As the page asks for them (stores/api-client.ts), so they are found by the same request later.
  const headers = { accept: 'application/json', 'x-locale': locale }
  return Promise.all([
    page && keepMissing(CACHES.pages, new Request(page), CACHE_LIMITS.pages),
    ...data.map((path) => keepMissing(CACHES.data, new Request(path, { headers }), CACHE_LIMITS.data)),
    ...images.map((path) => keepMissing(CACHES.images, new Request(path), CACHE_LIMITS.images)),
  ])
}

async function keepMissing(name: string, request: Request, limit: number): Promise<void> {
  const cache = await caches.open(name)
  if (await cache.match(request)) return
  const response = await fetch(request).catch(() => null)
  if (!response) return
  if (mayKeep(response)) await keepBounded(cache, request, response, limit)
  else await response.body?.cancel()
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  switch (strategyFor({ url, method: request.method, mode: request.mode, origin: self.location.origin })) {
    case 'shell':
      return event.respondWith(cacheFirst(request, SHELL))
    case 'image':
      return event.respondWith(cacheFirst(request, CACHES.images, CACHE_LIMITS.images))
    case 'menu-page':
      return event.respondWith(fromCacheThenRefresh(event, url))
    case 'page':
      return event.respondWith(fetch(request).catch(() => needsNetwork(url)))
    case 'menu-data':
      return event.respondWith(networkThenCache(request))
    default:
      return
  }
})

async function cacheFirst(request: Request, name: string, limit?: number): Promise<Response> {
  const cache = await caches.open(name)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (mayKeep(response)) await (limit === undefined ? cache.put(request, response.clone()) : keepBounded(cache, request, response.clone(), limit))
  return response
}

/** The menu page as last seen, at once; the network's answer replaces it for the next visit. */
async function fromCacheThenRefresh(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(CACHES.pages)
  const refresh = fetch(event.request).then(async (response) => {
    if (mayKeep(response)) await keepBounded(cache, event.request, response.clone(), CACHE_LIMITS.pages)
    return response
  })
  const kept = await cache.match(event.request)
  if (kept) {
    event.waitUntil(refresh.catch(() => undefined))
    return kept
  }
  return refresh.catch(() => needsNetwork(url))
}

async function networkThenCache(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.data)
  try {
    const response = await fetch(request)
    if (mayKeep(response)) await keepBounded(cache, request, response.clone(), CACHE_LIMITS.data)
    return response
  } catch (error) {
    // A page that asks past every cache (its menus checked again once the network is back) wants the
    // network's answer, or to know there was none so that it asks again: never the copy it already has.
    const kept = request.cache === 'no-cache' ? undefined : await cache.match(request)
    if (kept) return kept
    throw error
  }
}

function needsNetwork(url: URL): Response {
  const locale = pageLocale(url.pathname) ?? 'en'
  return offlinePage(locale, __OFFLINE_TEXTS__[locale])
}

// "Tell me when it's ready": the Worker's push when an order is ready, shown as a notification that
// opens the order's page. A push must show one (userVisibleOnly): one it cannot read shows a plain one.
self.addEventListener('push', (event) => {
  const { origin } = self.location
  let message = pushMessage(event.data?.text() ?? null, origin)
  if (!message) {
    const device = self.navigator.language.slice(0, 2)
    const lang = isLocale(device) ? device : 'en'
    message = plainNotice(__PUSH_TEXTS__[lang], lang, origin)
  }
  const { title, body, icon, tag, lang, url } = message
  const data: NoticeData = { url }
  event.waitUntil(self.registration.showNotification(title, { body, tag, lang, data, ...(icon ? { icon } : {}) }))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  // Only a page of this site is ever opened, whatever the notification carries.
  const url = ownUrl((event.notification.data as Partial<NoticeData> | null)?.url, self.location.origin)
  if (url) event.waitUntil(openPage(url))
})

/** The page, in a window already there, else in a window of the site taken there, else in a new one. */
async function openPage(url: string): Promise<unknown> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const there = windows.find((client) => client.url === url)
  if (there) return focus(there)
  for (const client of windows) {
    // A window this worker does not control cannot be taken elsewhere (navigate() fails): the next one,
    // or a new window. One that went there may not be named back (null): it is there all the same.
    const arrived = await client.navigate(url).then((moved) => ({ moved }), () => null)
    if (arrived) return arrived.moved && focus(arrived.moved)
  }
  return self.clients.openWindow(url)
}

// Focus is the browser's to give (the diner's click on the notification): without it the page is still there.
const focus = (client: WindowClient) => client.focus().catch(() => client)
