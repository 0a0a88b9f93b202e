import { cartTotalCents, type Cart } from './cart'
import type { OrderConsumptionType } from './consumption-type'
import { priceFor, type MenuProductView } from './menu-view'
import type { Cents } from './money'

// A venue may price each consumption type with a list of its own (SPEC §3 price_list_consumption_type_*,
// §5): at Lumière the croquettes cost 11.50 to eat in and 10.50 to take away. Choosing another type
// reprices the cart, and the diner is told by how much.

type PricedProduct = Pick<MenuProductView, 'id' | 'priceCents' | 'pricesByType'>

/** The menus a cart is priced by, by point of sale (a food court's cart has several). */
export type CartMenus = Readonly<Record<number, { products: readonly PricedProduct[] }>>

/** A product's unit price under a consumption type (none: the menu's own), by its point of sale's menu; null while that menu is unknown. */
export function unitPriceUnder(menus: CartMenus, type: OrderConsumptionType | null): (posId: number, productId: number) => Cents | null {
  return (posId, productId) => {
    const product = menus[posId]?.products.find((candidate) => candidate.id === productId)
    return product ? priceFor(product, type) : null
  }
}

/** The cart's total before and after the diner chose `type`. */
export type TypePriceChange = { type: OrderConsumptionType; beforeCents: Cents; afterCents: Cents }

/**
 * What choosing `to` instead of `from` does to the cart: its total priced under each. Null where there
 * is nothing to tell: the same type, none chosen (the order reset), an empty cart, or the same total
 * (the venue has no list for the type, or none of the cart's products is on it). A line whose menu is
 * not known yet counts in neither total, as in the cart's own.
 */
export function typePriceChange(cart: Cart, menus: CartMenus, from: OrderConsumptionType | null, to: OrderConsumptionType | null): TypePriceChange | null {
  if (to === null || to === from || cart.length === 0) return null
  const beforeCents = cartTotalCents(cart, unitPriceUnder(menus, from))
  const afterCents = cartTotalCents(cart, unitPriceUnder(menus, to))
  return beforeCents === afterCents ? null : { type: to, beforeCents, afterCents }
}
