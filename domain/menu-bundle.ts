import { ConsumptionType, type OrderConsumptionType } from './consumption-type'
import { visibleCategories, visibleMatrices, visibleProducts } from './menu'
import { applyDiscount, toCents, type Cents } from './money'
import { resolvePriceCents, type PriceContext } from './price'
import type { Allergen, Item, ItemLevel, Matrix, Proposition, StockRecord } from './schemas/platform'
import { isOutOfStock } from './stock'

// The menu of one POS as the server caches it and the page renders it (DESIGN "Request flow" 4).
// Visibility, order, stock and price are settled here once; localized fields stay so the page
// can pick per locale, and what the menu never shows (pricelists, stock arrays) is dropped.

export type Category = Pick<ItemLevel, 'id' | 'order_number' | 'name' | 'name_fr' | 'name_nl' | 'name_en'>

export type MenuProduct = Pick<
  Item,
  | 'id' | 'uid' | 'uuid' | 'posId' | 'item_level1_id'
  | 'name' | 'name_fr' | 'name_nl' | 'name_en'
  | 'description' | 'description_fr' | 'description_nl' | 'description_en'
  | 'azure_image1'
  | 'picker_ingredient' | 'picker_ingredient_fr' | 'picker_ingredient_nl' | 'picker_ingredient_en'
  | 'allergens' | 'picker_is_alcohol' | 'picker_order_number' | 'propositionsFrom'
> & {
  /** The price the menu shows before the customer chooses how to eat. */
  priceCents: Cents
  /** The price once eat-in, takeaway or delivery is chosen (each may have its own price list). */
  priceCentsByType: Record<OrderConsumptionType, Cents>
  /** The price in each list that has an entry for the product, for customers with a list of their own. */
  listPriceCents: Record<number, Cents>
  outOfStock: boolean
}

export type MenuMatrix = Pick<Matrix, 'id' | 'order_number' | 'name' | 'name_fr' | 'name_nl' | 'name_en'> & {
  /** Ids into MenuBundle.products, in display order. */
  productIds: number[]
}

export interface MenuBundle {
  posId: number
  /** Visible categories by order_number. */
  categories: Category[]
  /** Products shown on the menu, by picker_order_number. */
  products: MenuProduct[]
  /**
   * Products offered only inside composed menus (e.g. sides and sauces of a category that is
   * not click-and-collect): the composition popup needs their names, prices and alcohol flag.
   */
  stepProducts: MenuProduct[]
  /** Matrices for items_view 2 (empty when the POS has none). */
  matrices: MenuMatrix[]
  propositions: Proposition[]
  allergens: Allergen[]
}

export interface MenuBundleInput {
  posId: number
  itemLevels: readonly ItemLevel[]
  matrices: readonly Matrix[]
  items: readonly Item[]
  propositions: readonly Proposition[]
  allergens: readonly Allergen[]
  /** Stock answers keyed by item uid. */
  stocks: ReadonlyMap<string, readonly StockRecord[]>
  storeId: number
  /** Prices the menu shows: usually no customer list and menuConsumptionType(pos). */
  priceContext: PriceContext
}

function toMenuProduct(item: Item, input: MenuBundleInput): MenuProduct {
  // propositionsTo mirrors the links already in propositions; items is always [] in the catalogue.
  const { active: _a, price_vat_included: _p, pricelists: _l, propositionsTo: _t, items: _i, ...kept } = item
  return {
    ...kept,
    priceCents: resolvePriceCents(item, input.priceContext),
    priceCentsByType: {
      [ConsumptionType.EatIn]: resolvePriceCents(item, { ...input.priceContext, consumptionType: ConsumptionType.EatIn }),
      [ConsumptionType.Takeaway]: resolvePriceCents(item, { ...input.priceContext, consumptionType: ConsumptionType.Takeaway }),
      [ConsumptionType.Delivery]: resolvePriceCents(item, { ...input.priceContext, consumptionType: ConsumptionType.Delivery }),
    },
    listPriceCents: Object.fromEntries(
      item.pricelists.map((entry) => [entry.price_list_id, applyDiscount(toCents(entry.price_vat_included), entry.discount_rate)]),
    ),
    outOfStock: isOutOfStock(input.stocks.get(item.uid), input.storeId),
  }
}

/**
 * The menu as a customer with a price list of their own sees it (SPEC §1, §6): their list comes
 * before any other, whatever the consumption type; a product it has no entry for (the staff list and
 * alcohol) keeps the venue's price. Menu supplements are not discounted.
 */
export function pricedForCustomer(bundle: MenuBundle, priceListId: number | null): MenuBundle {
  if (priceListId === null) return bundle
  const reprice = (product: MenuProduct): MenuProduct => {
    const own = product.listPriceCents[priceListId]
    if (own === undefined) return product
    return {
      ...product,
      priceCents: own,
      priceCentsByType: { [ConsumptionType.EatIn]: own, [ConsumptionType.Takeaway]: own, [ConsumptionType.Delivery]: own },
    }
  }
  return { ...bundle, products: bundle.products.map(reprice), stepProducts: bundle.stepProducts.map(reprice) }
}

function toCategory({ id, order_number, name, name_fr, name_nl, name_en }: ItemLevel): Category {
  return { id, order_number, name, name_fr, name_nl, name_en }
}

/** Assembles the cacheable menu of one POS from the platform answers. */
export function buildMenuBundle(input: MenuBundleInput): MenuBundle {
  const { posId } = input
  const levels = visibleCategories(input.itemLevels, posId)
  const shown = visibleProducts(input.items, levels)
  const shownIds = new Set(shown.map((item) => item.id))
  const propositions = input.propositions.filter((proposition) => proposition.posId === posId)

  const linkedIds = new Set(propositions.flatMap((step) => step.propositionsTo.map((link) => link.to_item_id)))
  const stepItems = input.items.filter(
    (item) => item.posId === posId && item.active && linkedIds.has(item.id) && !shownIds.has(item.id),
  )

  const matrices = visibleMatrices(input.matrices, input.items, posId, levels).map(
    ({ id, order_number, name, name_fr, name_nl, name_en, products }): MenuMatrix => ({
      id, order_number, name, name_fr, name_nl, name_en,
      productIds: products.map((product) => product.id),
    }),
  )

  return {
    posId,
    categories: levels.map(toCategory),
    products: shown.map((item) => toMenuProduct(item, input)),
    stepProducts: stepItems.map((item) => toMenuProduct(item, input)),
    matrices,
    propositions: [...propositions],
    allergens: [...input.allergens],
  }
}
