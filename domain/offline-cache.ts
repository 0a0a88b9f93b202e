import { HEALTH_PATH } from '../common/health'
import { isLocale, type Locale } from './locale'

// What the service worker keeps, and how it answers each request (the installable app, decision 021).
// Nothing that carries a session is kept: the Worker marks such answers `no-store`.

export type Strategy =
  /** The build's files (names carry a hash): from the cache, else the network, kept. */
  | 'shell'
  /** Pictures: from the cache, else the network, kept (bounded). */
  | 'image'
  /** A visitor's menu page: from the cache at once and refreshed behind; the network the first time. */
  | 'menu-page'
  /** Any other page: the network; offline, a page that says it needs the network. */
  | 'page'
  /** Menus, product details, allergen facts and texts: the network, or what was kept when offline. */
  | 'menu-data'
  /** Not touched: the browser does as it would without a service worker. */
  | 'none'

type RequestFacts = { url: URL; method: string; mode: string; origin: string }

const MENU_DATA = /^\/api\/(menu\/\d+(\/facts|\/products\/\d+)?|messages\/[a-zA-Z]+)$/
const IMAGES = /^\/(demo-images\/|POS\/\d+\/logo\.svg$|images\/|favicon\.svg$|app-icon)/

/**
 * How a page offline finds the network again: the browser's `online` event does not always come, and
 * may come when the network does not answer. The worker's own script, asked past every cache (the
 * service worker leaves it alone), answers when the network does.
 */
export const NETWORK_PROBE = { path: '/sw.js', everyMs: 5000 } as const

/**
 * Once the network is back, the pauses before each new read of a menu that could not be read: a
 * connection that has just come back often fails its first reads for a moment, and a diner should see
 * new prices within seconds, not after a fixed wait.
 */
export const MENU_RECHECK_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const

export function strategyFor({ url, method, mode, origin }: RequestFacts): Strategy {
  // The health answer is about now, and says so only from the network, even opened as a page.
  if (method !== 'GET' || url.origin !== origin || url.pathname === HEALTH_PATH) return 'none'
  if (mode === 'navigate') return menuPageLocale(url.pathname) ? 'menu-page' : 'page'
  if (url.pathname.startsWith('/assets/')) return 'shell'
  if (IMAGES.test(url.pathname)) return 'image'
  if (MENU_DATA.test(url.pathname)) return 'menu-data'
  return 'none'
}

/** The language of a menu page (`/fr`, `/fr?…`), or null for any other address. */
export function menuPageLocale(pathname: string): Locale | null {
  const segment = pathname.replace(/\/$/, '').slice(1)
  return isLocale(segment) ? segment : null
}

/** The language of any page of ours, for the page that says a page needs the network. */
export function pageLocale(pathname: string): Locale | null {
  const segment = pathname.split('/')[1]
  return isLocale(segment) ? segment : null
}

/** Only complete answers that may be kept: never one marked no-store (a customer's), nor a partial one. */
export function mayKeep({ status, headers }: { status: number; headers: { get(name: string): string | null } }): boolean {
  return status === 200 && !/\bno-store\b/i.test(headers.get('cache-control') ?? '')
}

type KeptCache = {
  put(request: RequestInfo, response: Response): Promise<void>
  delete(request: RequestInfo): Promise<boolean>
  keys(): Promise<readonly Request[]>
}

/** Keeps an answer; past `limit` entries the oldest go (the cache lists keys in the order they were put). */
export async function keepBounded(cache: KeptCache, request: RequestInfo, response: Response, limit: number): Promise<void> {
  await cache.delete(request)
  await cache.put(request, response)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)))
}

/** What the page asks the service worker to keep for offline use (addresses under the page's origin). */
export type KeepRequest = { type: 'keep'; page: string | null; data: string[]; images: string[]; locale: Locale }

type KeptMenu = { posId: number; products: readonly { id: number; isMenu: boolean; imageUrl: string | null }[] }

/**
 * What a menu needs offline beyond what passes through the worker: the page itself (the first visit
 * came before the worker), the composed menus' steps (the composition), the allergens and ingredients
 * (the filter and the search), the texts of the composition and the offline banner, and the products'
 * pictures of our own origin.
 */
export function keepRequest({ pathname, search }: { pathname: string; search: string }, menus: readonly KeptMenu[], locale: Locale): KeepRequest {
  return {
    type: 'keep',
    page: menuPageLocale(pathname) ? `${pathname}${search}` : null,
    data: [
      '/api/messages/allergens',
      '/api/messages/composition',
      '/api/messages/offline',
      ...menus.flatMap((menu) => [
        `/api/menu/${menu.posId}/facts`,
        ...menu.products.filter((product) => product.isMenu).map((product) => `/api/menu/${menu.posId}/products/${product.id}`),
      ]),
    ],
    images: [...new Set(menus.flatMap((menu) => menu.products.flatMap((product) => (product.imageUrl?.startsWith('/') ? [product.imageUrl] : []))))],
    locale,
  }
}

/** A message the page sent, if it is a request to keep. */
export function isKeepRequest(data: unknown): data is KeepRequest {
  const message = data as Partial<KeepRequest> | null
  return message?.type === 'keep' && Array.isArray(message.data) && Array.isArray(message.images) && isLocale(message.locale)
}
