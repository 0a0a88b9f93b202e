import type { Locale } from '../../domain/locale'
import type { MenuView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { apiGet } from '../../stores/api-client'
import { fulfilledValue } from '../ui/fulfilled'
import { remembered } from '../ui/remembered'

// A composed menu's steps come with its product sheet, which the composition waits for. Fetched once
// the menu is idle, a tap opens the composition on its first step, not on a spinner for a round trip
// (decision 035). Kept per menu shown: a newer one (a price changed) asks afresh.
const sheets = new WeakMap<MenuView, Map<string, Promise<ProductSheet>>>()

const loadsOf = (menu: MenuView) => {
  let loads = sheets.get(menu)
  if (!loads) sheets.set(menu, (loads = new Map()))
  return loads
}

/** Loaders of the sheets of `menu`'s composed menus, for prefetchWhenIdle. */
export function composedMenuSheets(menu: MenuView, locale: Locale): (() => Promise<ProductSheet>)[] {
  return menu.products
    .filter((product) => product.isMenu && !product.outOfStock)
    .map((product) => () =>
      remembered(loadsOf(menu), `${product.id}:${locale}`, () =>
        apiGet('/menu/:posId/products/:productId', { param: { posId: menu.posId, productId: product.id } }, locale),
      ),
    )
}

/** The sheet of `productId` if it came ahead, else undefined (the composition then asks for it). */
export function sheetAhead(menu: MenuView, productId: number, locale: Locale): ProductSheet | undefined {
  return fulfilledValue(sheets.get(menu)?.get(`${productId}:${locale}`))
}
