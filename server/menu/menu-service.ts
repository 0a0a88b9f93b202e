import type { Context } from 'hono'
import type { MenuBundle } from '../../domain/menu-bundle'
import { visibleChildren } from '../../domain/venue'
import type { AppEnv } from '../app-env'
import { platformClient } from '../platform/platform-client'
import type { PointOfSale, VenueRecord } from '../venue/venue-record'
import { loadMenu } from './load-menu'
import { cachedMenu } from './menu-cache'

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

/** The cached menu bundle of a point of sale of the request's venue. */
export function menuBundle(c: Context<AppEnv>, pointOfSale: PointOfSale): Promise<MenuBundle> {
  const config = c.get('config')
  return cachedMenu(
    config.PLATFORM_URL,
    pointOfSale.pos.id,
    () => loadMenu(platformClient(config, c.env.VENUES), pointOfSale),
    { freshSeconds: config.MENU_TTL_SECONDS, staleSeconds: STALE_SECONDS },
    c.executionCtx,
  )
}
