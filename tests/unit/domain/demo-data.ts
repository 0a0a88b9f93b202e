import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod/mini'
import { menuConsumptionType } from '../../../domain/consumption-type'
import type { MenuBundleInput } from '../../../domain/menu-bundle'
import { stockByItemUid } from '../../../domain/stock'
import {
  allergenSchema,
  childPosSchema,
  entitySchema,
  itemLevelSchema,
  itemSchema,
  journalSchema,
  matrixSchema,
  posSchema,
  propositionSchema,
  stockSchema,
  storeSchema,
} from '../../../domain/schemas/platform'

// Reads the demo data set the sandbox origin serves, so rules are tested against real records.

const demoDir = fileURLToPath(new URL('../../../origin/seed/demo/', import.meta.url))

export const VENUE_KEYS = readdirSync(`${demoDir}venues`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))

export interface RawVenue {
  host: string
  name: string
  platform: Record<string, unknown>
}

export function rawVenue(key: string): RawVenue {
  return JSON.parse(readFileSync(`${demoDir}venues/${key}.json`, 'utf8')) as RawVenue
}

export function rawAllergens(): unknown[] {
  return JSON.parse(readFileSync(`${demoDir}allergens.json`, 'utf8')) as unknown[]
}

const platformSchema = z.object({
  pos: posSchema,
  children: z.array(childPosSchema),
  journals: z.array(journalSchema),
  stores: z.array(storeSchema),
  entities: z.array(entitySchema),
  item_levels: z.array(itemLevelSchema),
  matrices: z.array(matrixSchema),
  items: z.array(itemSchema),
  propositions: z.array(propositionSchema),
  stocks: z.array(stockSchema),
})

export type DemoPlatform = z.infer<typeof platformSchema>

/** The platform records of one venue, parsed with the domain schemas. */
export function demoPlatform(key: string): DemoPlatform {
  return platformSchema.parse(rawVenue(key).platform)
}

export function demoAllergens() {
  return z.array(allergenSchema).parse(rawAllergens())
}

export function itemById(platform: DemoPlatform, id: number) {
  const item = platform.items.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`demo item ${id} not found`)
  return item
}

export function storeOf(platform: DemoPlatform, journalId: number) {
  const journal = platform.journals.find((candidate) => candidate.id === journalId)
  const store = platform.stores.find((candidate) => candidate.id === journal?.store_id)
  if (!store) throw new Error(`demo store for journal ${journalId} not found`)
  return store
}

/** What buildMenuBundle takes for a demo venue's own point of sale, with the menu's price context. */
export function demoMenuInput(platform: DemoPlatform, overrides: Partial<MenuBundleInput> = {}): MenuBundleInput {
  const store = storeOf(platform, platform.pos.journal_id)
  return {
    posId: platform.pos.id,
    itemLevels: platform.item_levels,
    matrices: platform.matrices,
    items: platform.items,
    propositions: platform.propositions,
    allergens: demoAllergens(),
    stocks: stockByItemUid(platform.stocks),
    storeId: store.id,
    priceContext: { pos: platform.pos, store, consumptionType: menuConsumptionType(platform.pos) },
    ...overrides,
  }
}

/** A demo venue's records as the Worker holds them for venueView: POS, journal, store, entity and children. */
export function demoVenueRecords(platform: DemoPlatform) {
  const pointOfSale = <P extends { journal_id: number | null }>(pos: P) => {
    const journal = platform.journals.find((candidate) => candidate.id === pos.journal_id)!
    const store = storeOf(platform, journal.id)
    const entity = platform.entities.find((candidate) => candidate.id === store.entity_id)!
    return { pos, journal, store, entity }
  }
  return { ...pointOfSale(platform.pos), children: platform.children.map(pointOfSale) }
}
