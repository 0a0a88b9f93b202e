import type { Context } from 'hono'
import type { Locale } from '../../domain/locale'
import { pricedForCustomer, type MenuBundle } from '../../domain/menu-bundle'
import { menuView, type MenuView } from '../../domain/menu-view'
import { visibleChildren } from '../../domain/venue'
import type { AppEnv } from '../app-env'
import { UpstreamError } from '../http-error'
import { platformClient } from '../platform/platform-client'
import type { PointOfSale, VenueRecord } from '../venue/venue-record'
import { viewsPerObject } from '../views-per-object'
import { loadMenu } from './load-menu'
import { cachedMenu, reloadMenu } from './menu-cache'
import { callWatchOf } from '../logs/upstream-log'

// How long a cached menu may still be served when it cannot be refreshed.
const STALE_SECONDS = 24 * 3600

/**
 * The point of sale whose menu is shown: at a food court one of the visible stands (the requested one,
 * else the first in the venue's order), elsewhere the venue itself. `null` for a stand not on offer.
 */
export function pointOfSaleFor(venue: VenueRecord, requestedPosId?: number | null): PointOfSale | null {
  const stands = visibleChildren(venue.children.map((child) => child.pos))
  if (stands.length === 0) return requestedPosId == null || requestedPosId === venue.pos.id ? venue : null
  const wanted = requestedPosId == null ? stands[0] : stands.find((pos) => pos.id === requestedPosId)
  return venue.children.find((child) => child.pos.id === wanted?.id) ?? null
}

function menuFromCache(c: Context<AppEnv>, pointOfSale: PointOfSale, onlyIfCached: boolean) {
  const config = c.get('config')
  return cachedMenu(config.PLATFORM_URL, pointOfSale.pos.id, () => loadMenu(platformClient(config, c.env.VENUES, { watch: callWatchOf(c) }), pointOfSale), cachePolicy(c), c.executionCtx, {
    onlyIfCached,
  })
}

const cachePolicy = (c: Context<AppEnv>) => ({ freshSeconds: c.get('config').MENU_TTL_SECONDS, staleSeconds: STALE_SECONDS })

/** The menu of a point of sale loaded again at once, for the next visitor: the venue said it changed. */
export function reloadMenuOf(c: Context<AppEnv>, pointOfSale: PointOfSale): Promise<void> {
  const config = c.get('config')
  return reloadMenu(config.PLATFORM_URL, pointOfSale.pos.id, () => loadMenu(platformClient(config, c.env.VENUES, { watch: callWatchOf(c) }), pointOfSale), cachePolicy(c))
}

/**
 * The cached menu bundle of a point of sale of the request's venue. A menu not cached yet is loaded in
 * the background (each platform call with its own time limit) and waited for until the request's
 * deadline: a slow platform gives the page its 'try again', and the next visitor the menu.
 */
export async function menuBundle(c: Context<AppEnv>, pointOfSale: PointOfSale, deadline = c.get('deadline')): Promise<MenuBundle> {
  const loaded = await byDeadline(menuFromCache(c, pointOfSale, false), deadline, '/menu/{}')
  return loaded!.bundle
}

/**
 * The menu bundles of the request's venue by point of sale, each asked for once however many lines
 * name it (a cart checked line by line); null for a point of sale the venue does not offer.
 */
export function menuBundlesOf(c: Context<AppEnv>, deadline = c.get('deadline')): (posId: number) => Promise<MenuBundle | null> {
  const bundles = new Map<number, Promise<MenuBundle | null>>()
  return (posId) => {
    if (!bundles.has(posId)) {
      const pointOfSale = pointOfSaleFor(c.get('venue')!, posId)
      bundles.set(posId, pointOfSale ? menuBundle(c, pointOfSale, deadline) : Promise.resolve(null))
    }
    return bundles.get(posId)!
  }
}

// Views of a bundle, per language and price list.
const views = viewsPerObject<MenuBundle, MenuView>()

const viewOf = (bundle: MenuBundle, locale: Locale, priceListId: number | null): MenuView =>
  views(bundle, `${locale}|${priceListId}`, () => menuView(pricedForCustomer(bundle, priceListId), locale))

/** The menu as a page shows it, priced for the customer's own list; waits for a first load until the deadline. */
export async function menuViewFor(c: Context<AppEnv>, pointOfSale: PointOfSale, locale: Locale, priceListId: number | null): Promise<MenuView> {
  return viewOf(await menuBundle(c, pointOfSale), locale, priceListId)
}

/** The same, only when the edge already has the menu: null at once otherwise (its load goes on). */
export async function cachedMenuView(
  c: Context<AppEnv>,
  pointOfSale: PointOfSale,
  locale: Locale,
  priceListId: number | null,
): Promise<MenuView | null> {
  const loaded = await menuFromCache(c, pointOfSale, true)
  return loaded && viewOf(loaded.bundle, locale, priceListId)
}

/** The cached menu bundle, only when the edge already has it: null at once otherwise (its load goes on). */
export async function cachedMenuBundle(c: Context<AppEnv>, pointOfSale: PointOfSale): Promise<MenuBundle | null> {
  const loaded = await menuFromCache(c, pointOfSale, true)
  return loaded?.bundle ?? null
}

/** `promise`, or an UpstreamError 'timeout' once `deadline` (epoch ms) has passed. */
function byDeadline<T>(promise: Promise<T>, deadline: number, pattern: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError('platform', pattern, 'timeout')), Math.max(0, deadline - Date.now()))
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
