import { keepBounded, mayKeep, menuPageLocale } from '../../domain/offline-cache'
import { CACHE_LIMITS, CACHES } from '../../domain/offline-caches'
import type { Locale } from '../../domain/locale'
import type { MenuView } from '../../domain/menu-view'

/**
 * What the menu needs offline, kept as soon as the service worker is there: this page (the first visit
 * came before the worker, which keeps only what passes through it), the composed menus' steps (the
 * composition offline), the allergens and ingredients (the filter and the search) and the products'
 * pictures. The worker keeps the rest as it is used.
 */
export async function keepForOffline(menus: readonly MenuView[], locale: Locale): Promise<void> {
  await navigator.serviceWorker.ready
  const [pages, data, images] = await Promise.all([caches.open(CACHES.pages), caches.open(CACHES.data), caches.open(CACHES.images)])
  const keep = async (cache: Cache, request: Request, limit: number) => {
    if (await cache.match(request)) return
    const response = await fetch(request).catch(() => null)
    if (!response) return
    // An answer not kept (a missing picture) is read to its end rather than left open.
    if (mayKeep(response)) await keepBounded(cache, request, response, limit)
    else await response.body?.cancel()
  }
  if (menuPageLocale(location.pathname)) await keep(pages, new Request(location.href), CACHE_LIMITS.pages)
  // As the page asks for them (stores/api-client.ts), so the worker finds them by the same request.
  const apiRequest = (path: string) => new Request(`/api${path}`, { headers: { accept: 'application/json', 'x-locale': locale } })
  const answers = [
    '/messages/allergens',
    ...menus.flatMap((menu) => [
      `/menu/${menu.posId}/facts`,
      ...menu.products.filter((product) => product.isMenu).map((product) => `/menu/${menu.posId}/products/${product.id}`),
    ]),
  ]
  await Promise.all(answers.map((path) => keep(data, apiRequest(path), CACHE_LIMITS.data)))
  const pictures = new Set(menus.flatMap((menu) => menu.products.flatMap((product) => (product.imageUrl?.startsWith('/') ? [product.imageUrl] : []))))
  await Promise.all([...pictures].map((picture) => keep(images, new Request(picture), CACHE_LIMITS.images)))
}
