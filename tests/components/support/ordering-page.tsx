import { useState, type ReactNode } from 'react'
import type { StoreApi } from 'zustand'
import type { CartLine } from '../../../domain/cart'
import { CART_STORAGE_KEY } from '../../../domain/cart'
import type { Locale } from '../../../domain/locale'
import type { MenuView } from '../../../domain/menu-view'
import type { VenueView } from '../../../domain/venue-view'
import { OwnPageContextProvider } from '../../../components/ui/page-context'
import type { BrowserPageContext } from '../../../components/ui/page-context-fields'
import { OrderingProvider, useOrderingStores } from '../../../stores/ordering'
import type { CartState } from '../../../stores/cart-store'
import type { OrderState } from '../../../stores/order-store'
import type { UiState } from '../../../stores/ui-store'

// What a menu page puts around the widgets of an order (pages/+Layout.tsx, pages/hydrate-page.tsx): the
// page context with its venue, and the ordering stores, which read the device's cart once mounted.

export type Stores = { cart: StoreApi<CartState>; order: StoreApi<OrderState>; ui: StoreApi<UiState> }

/** A cart as the device keeps it (SPEC §3 'cart'), read by the stores as the page mounts. */
export function keepCart(lines: readonly Omit<CartLine, 'uuid' | 'items'>[]) {
  const stored = lines.map((line, index) => ({ uuid: `line-${index + 1}`, items: [], ...line }))
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored))
}

/** The cart the device keeps now: no lines when it keeps none. */
export const keptCart = (): unknown => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')

/**
 * `children` on a venue's menu page: the venue, the address, and the stores, which know the `menus`
 * the page has shown (the cart's lines are priced and checked by them, with no call for another).
 * `onStores` gets the stores, for what another part of the page would do (the menu's '+').
 */
export function OnMenuPage({
  venue,
  menus,
  locale = 'en',
  onStores,
  children,
}: {
  venue: VenueView
  menus: readonly MenuView[]
  locale?: Locale
  onStores?: (stores: Stores) => void
  children: ReactNode
}) {
  const path = `/${locale}`
  const pageContext = {
    locale,
    venue,
    selectedPosId: null,
    urlPathname: path,
    urlParsed: { pathname: path, search: {}, searchOriginal: null },
    routeParams: {},
  } as unknown as BrowserPageContext
  return (
    <OwnPageContextProvider pageContext={pageContext}>
      <OrderingProvider locale={locale}>
        <MenusShown menus={menus} onStores={onStores} />
        {children}
      </OrderingProvider>
    </OwnPageContextProvider>
  )
}

// Rendered before the provider's effect reads the device's cart: the menus are known by then, as the
// menu page's own are.
function MenusShown({ menus, onStores }: { menus: readonly MenuView[]; onStores: ((stores: Stores) => void) | undefined }) {
  const stores = useOrderingStores()
  useState(() => {
    for (const menu of menus) stores.cart.getState().rememberMenu(menu)
    onStores?.(stores)
  })
  return null
}

/** The id of a product of `menu` by its name. */
export function productId(menu: MenuView, name: string): number {
  const product = menu.products.find((candidate) => candidate.name === name)
  if (!product) throw new Error(`no product '${name}' in the menu of ${menu.posId}`)
  return product.id
}
