import { z } from 'zod/mini'
import { menuConsumptionType } from '../../domain/consumption-type'
import { buildMenuBundle, type MenuBundle } from '../../domain/menu-bundle'
import {
  allergenSchema,
  itemLevelSchema,
  itemSchema,
  matrixSchema,
  propositionSchema,
  stockSchema,
  type StockRecord,
} from '../../domain/schemas/platform'
import { UpstreamError } from '../http-error'
import { mapWithConcurrency } from '../platform/concurrency'
import { platformPath, type PlatformClient } from '../platform/platform-client'
import type { UpstreamPath } from '../upstream/upstream-path'
import type { PointOfSale } from '../venue/venue-record'

// Menus are fetched from this date on (SPEC §9).
const ITEMS_SINCE = '2000-01-01'
// The platform answers stock per item: one call each, six at a time (a Worker's open-connection limit).
const STOCK_CONCURRENCY = 6

/** Assembles the menu bundle of one point of sale from the platform calls of SPEC §7 'Menu'. */
export async function loadMenu(platform: PlatformClient, { pos, store }: PointOfSale): Promise<MenuBundle> {
  const required = async <T>(path: UpstreamPath, schema: z.ZodMiniType<T>): Promise<T> => {
    const value = await platform.get(path, schema)
    if (value === null) throw new UpstreamError('platform', path.pattern, 404)
    return value
  }
  const [itemLevels, matrices, items, propositions, allergens] = await Promise.all([
    required(platformPath`/api/v4/ItemLevels/pos/${pos.id}`, z.array(itemLevelSchema)),
    required(platformPath`/api/v4/Matrices/pos/${pos.id}`, z.array(matrixSchema)),
    required(platformPath`/api/v4/items/CustomerWebApp/pos/${pos.id}/${ITEMS_SINCE}`, z.array(itemSchema)),
    required(platformPath`/api/v4/propositions/pos/${pos.id}`, z.array(propositionSchema)),
    required(platformPath`/api/v4/allergens`, z.array(allergenSchema)),
  ])
  const stocks = new Map<string, StockRecord[]>()
  const active = items.filter((item) => item.active)
  await mapWithConcurrency(active, STOCK_CONCURRENCY, async (item) => {
    const path = platformPath`/api/v4/Stocks/Item/${item.uid}/Entity/${store.entity_id}`
    stocks.set(item.uid, (await platform.get(path, z.array(stockSchema))) ?? [])
  })
  return buildMenuBundle({
    posId: pos.id,
    itemLevels,
    matrices,
    items,
    propositions,
    allergens,
    stocks,
    storeId: store.id,
    priceContext: { pos, store, consumptionType: menuConsumptionType(pos), customerPriceListId: null },
  })
}
