import { cartTotalCents, lineTotalCents, type Cart, type CartLine } from '../../domain/cart'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import type { MenuProductView, MenuView } from '../../domain/menu-view'
import { unitPriceUnder } from '../../domain/type-prices'

/** Looks up cart products in the menus of their points of sale, priced for the chosen consumption type. */
export function cartPricing(menus: Record<number, MenuView>, type: OrderConsumptionType | null) {
  const product = (posId: number, id: number): MenuProductView | undefined =>
    menus[posId]?.products.find((candidate) => candidate.id === id)
  const unitPrice = unitPriceUnder(menus, type)
  return {
    product,
    lineTotal: (line: CartLine) => lineTotalCents(line, unitPrice(line.posId, line.id) ?? 0),
    total: (lines: Cart) => cartTotalCents(lines, unitPrice),
  }
}
