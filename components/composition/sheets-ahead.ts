import type { Locale } from '../../domain/locale'
import type { MenuView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { apiGet } from '../../stores/api-client'
import { remembered } from '../ui/remembered'

// A composed menu's steps come with its product sheet, which the composition waits for. Fetched once
// the menu is idle, a tap opens the composition on its first step, not on a spinner for a round trip
// (decision 035); a tap before then waits for the same fetch. Kept per menu shown: a newer one (a price
// changed) asks afresh, as does an opening after a failed fetch.
const sheets = new WeakMap<MenuView, Map<string, Promise<ProductSheet>>>()

/** The sheet of `menu`'s composed menu `productId`: the one fetched ahead, or being fetched, else a new fetch. */
export function composedMenuSheet(menu: MenuView, productId: number, locale: Locale): Promise<ProductSheet> {
  let loads = sheets.get(menu)
  if (!loads) sheets.set(menu, (loads = new Map()))
  return remembered(
    loads,
    `${productId}:${locale}`,
    () => apiGet('/menu/:posId/products/:productId', { param: { posId: menu.posId, productId } }, locale),
    { askedAgainAfterFailure: true },
  )
}

/** Loaders of the sheets of `menu`'s composed menus, for prefetchWhenIdle. */
export function composedMenuSheets(menu: MenuView, locale: Locale): (() => Promise<ProductSheet>)[] {
  return menu.products.filter((product) => product.isMenu && !product.outOfStock).map((product) => () => composedMenuSheet(menu, product.id, locale))
}
