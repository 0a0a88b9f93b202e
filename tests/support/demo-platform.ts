import { z } from 'zod/mini'
import { menuConsumptionType } from '../../domain/consumption-type'
import type { MenuBundleInput } from '../../domain/menu-bundle'
import { stockByItemUid } from '../../domain/stock'
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
} from '../../domain/schemas/platform'

// The demo data set the sandbox origin serves (origin/seed/demo), parsed with the domain schemas, so
// rules and widgets are tested against real records. Read from files by the unit tests
// (tests/unit/domain/demo-data.ts) and imported by the component tests (tests/components/support).

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

/** The platform records of one venue (a demo venue file's `platform`), parsed with the domain schemas. */
export const parseDemoPlatform = (raw: unknown): DemoPlatform => platformSchema.parse(raw)

/** The demo allergens (allergens.json), parsed. */
export const parseDemoAllergens = (raw: unknown) => z.array(allergenSchema).parse(raw)

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

/**
 * What buildMenuBundle takes for a demo venue's point of sale (its own, or one of its stands by id),
 * with the menu's price context, as the Worker puts it together (server/menu/load-menu.ts).
 */
export function demoMenuInput(
  platform: DemoPlatform,
  allergens: MenuBundleInput['allergens'],
  overrides: Partial<MenuBundleInput> = {},
): MenuBundleInput {
  const store = storeOf(platform, platform.pos.journal_id)
  return {
    posId: platform.pos.id,
    itemLevels: platform.item_levels,
    matrices: platform.matrices,
    items: platform.items,
    propositions: platform.propositions,
    allergens,
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
