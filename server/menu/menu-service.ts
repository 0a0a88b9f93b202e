import type { Context } from 'hono'
import type { Locale } from '../../domain/locale'
import { pricedForCustomer, type MenuBundle } from '../../domain/menu-bundle'
import { menuView, type MenuView } from '../../domain/menu-view'
import { visibleChildren } from '../../domain/venue'
import type { AppEnv } from '../app-env'
import { UpstreamError } from '../http-error'
import { hostOf } from '../metrics/metrics'
import type { PointOfSale, VenueRecord } from '../venue/venue-record'
import { viewsPerObject } from '../views-per-object'
import { cachedMenu, reloadMenu, type MenuOwnerLink } from './menu-cache'

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

/**
 * The menu's owner for the world (menu-owner.ts): one object per platform and point of sale, asked
 * for the menu with the version this data centre holds.
 */
function ownerOf(c: Context<AppEnv>, pointOfSale: PointOfSale): MenuOwnerLink {
  const config = c.get('config')
  const owner = c.env.MENU_OWNER.get(c.env.MENU_OWNER.idFromName(`${config.PLATFORM_URL}|${pointOfSale.pos.id}`))
  const ask = (knownVersion: number | null) => ({
    pointOfSale,
    knownVersion,
    policy: { freshSeconds: config.MENU_TTL_SECONDS, staleSeconds: STALE_SECONDS },
    requestId: c.get('requestId'),
    host: hostOf(c),
  })
  return { ask: (knownVersion) => owner.menu(ask(knownVersion)), reload: () => owner.reload(ask(null)) }
}

// This data centre's copies are vouched for again by the owner this often, never less often than the
// owner refreshes: a change reaches every data centre within it.
const cachePolicy = (c: Context<AppEnv>) => {
  const config = c.get('config')
  return { checkSeconds: Math.min(config.MENU_CHECK_SECONDS, config.MENU_TTL_SECONDS), staleSeconds: STALE_SECONDS }
}

// The Cache API namespace of this data centre's menus. A simulation of several data centres on one
// machine names each (DATA_CENTRE), as Cloudflare's caches are each their own.
const menuCacheName = (c: Context<AppEnv>) => {
  const dataCentre = c.get('config').DATA_CENTRE
  return dataCentre ? `menus@${dataCentre}` : 'menus'
}

function menuFromCache(c: Context<AppEnv>, pointOfSale: PointOfSale, onlyIfCached: boolean) {
  return cachedMenu(menuCacheName(c), c.get('config').PLATFORM_URL, pointOfSale.pos.id, ownerOf(c, pointOfSale), cachePolicy(c), c.executionCtx, { onlyIfCached })
}

/** The menu of a point of sale loaded again at once by its owner, for the next visitor: the venue said it changed. */
export function reloadMenuOf(c: Context<AppEnv>, pointOfSale: PointOfSale): Promise<void> {
  return reloadMenu(menuCacheName(c), c.get('config').PLATFORM_URL, pointOfSale.pos.id, ownerOf(c, pointOfSale), cachePolicy(c))
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
