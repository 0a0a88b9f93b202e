import { ConsumptionType } from './consumption-type'
import { applyDiscount, toCents, type Cents } from './money'
import type { Item, Pos, Store } from './schemas/platform'

// Price resolution (SPEC §1 "Prices depend on…", §6; demo README "Prices").

/** The consumption types that have a POS price list of their own. */
export type PricedConsumptionType =
  | typeof ConsumptionType.EatIn
  | typeof ConsumptionType.Takeaway
  | typeof ConsumptionType.Retail
  | typeof ConsumptionType.Delivery

export interface PriceContext {
  /** The logged-in customer's price_list_id, if any. */
  customerPriceListId?: number | null
  /** The chosen consumption type; none before the customer chooses. */
  consumptionType?: PricedConsumptionType | null
  pos: Pick<
    Pos,
    | 'price_list_id'
    | 'price_list_consumption_type_eatin'
    | 'price_list_consumption_type_takeaway'
    | 'price_list_consumption_type_retail'
    | 'price_list_consumption_type_delivery'
  >
  store: Pick<Store, 'default_price_list_id'>
}

export type PricedProduct = Pick<Item, 'price_vat_included' | 'pricelists'>

function consumptionTypeList(ctx: PriceContext): number | null {
  switch (ctx.consumptionType) {
    case ConsumptionType.EatIn:
      return ctx.pos.price_list_consumption_type_eatin
    case ConsumptionType.Takeaway:
      return ctx.pos.price_list_consumption_type_takeaway
    case ConsumptionType.Retail:
      return ctx.pos.price_list_consumption_type_retail
    case ConsumptionType.Delivery:
      return ctx.pos.price_list_consumption_type_delivery
    default:
      return null
  }
}

/**
 * Candidate price lists, most specific first: the customer's list, the POS list for the
 * chosen consumption type, the POS list, the store's default list. Missing ones are left out.
 */
export function priceListOrder(ctx: PriceContext): number[] {
  const candidates = [
    ctx.customerPriceListId,
    consumptionTypeList(ctx),
    ctx.pos.price_list_id,
    ctx.store.default_price_list_id,
  ]
  return candidates.filter((id): id is number => typeof id === 'number')
}

/**
 * The product's price in cents: the first candidate list with an entry for the product wins,
 * less that entry's discount_rate; without any entry, the product's own price_vat_included.
 * A list without an entry for a product (e.g. staff list 14 and alcohol) does not block the next one.
 */
export function resolvePriceCents(product: PricedProduct, ctx: PriceContext): Cents {
  for (const listId of priceListOrder(ctx)) {
    const entry = product.pricelists.find((candidate) => candidate.price_list_id === listId)
    if (entry) return applyDiscount(toCents(entry.price_vat_included), entry.discount_rate)
  }
  return toCents(product.price_vat_included)
}
