import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useStore, type StoreApi } from 'zustand'
import type { Locale } from '../domain/locale'
import { ApiError, apiGet } from './api-client'
import { createCartStore, readStoredCart, saveCart, type CartState } from './cart-store'
import { createOrderStore, readStoredOrder, saveOrder, type OrderState } from './order-store'
import { createUiStore, readStoredAlert, readStoredAvoidChoice, saveAlert, saveAvoidChoice, type UiState } from './ui-store'

type Stores = { cart: StoreApi<CartState>; order: StoreApi<OrderState>; ui: StoreApi<UiState> }

const STORED_ORDER_FIELDS = ['consumptionType', 'guestCount', 'slot', 'deliveryAddress', 'quickTable', 'comment', 'language', 'checkout', 'payment'] as const

const StoresContext = createContext<Stores | null>(null)

/**
 * The ordering stores of one page render (nothing shared between requests on the server). Stored
 * state is read after hydration, so server and client render the same HTML first (DESIGN: Client state).
 */
export function OrderingProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({ cart: createCartStore(), order: createOrderStore(), ui: createUiStore() }))

  useEffect(() => {
    const { cart, order, ui } = stores
    order.setState(readStoredOrder())
    const unsubscribeOrder = order.subscribe((state, previous) => {
      if (STORED_ORDER_FIELDS.some((field) => state[field] !== previous[field])) saveOrder(state)
      // Another consumption type may price the cart with another list: the diner is told (domain/type-prices.ts).
      if (state.consumptionType !== previous.consumptionType) cart.getState().repriceForType(previous.consumptionType, state.consumptionType)
    })
    // The page's language is the one chosen (SPEC §2 language chooser: global and order state).
    order.getState().setLanguage(locale)
    cart.setState({ lines: readStoredCart(), restored: true })
    const unsubscribeCart = cart.subscribe((state, previous) => {
      if (state.lines === previous.lines) return
      saveCart(state.lines)
      // The totals it told of are no longer the cart's.
      if (state.typePrices !== null) cart.setState({ typePrices: null })
    })
    cart.getState().validate()
    loadMenusOf(cart, cart.getState().lines, locale)
    ui.setState({ alert: readStoredAlert(), avoid: readStoredAvoidChoice() })
    const unsubscribeUi = ui.subscribe((state, previous) => {
      if (state.alert !== previous.alert) saveAlert(state.alert)
      if (state.avoid !== previous.avoid) saveAvoidChoice(state.avoid)
    })
    return () => {
      unsubscribeCart()
      unsubscribeOrder()
      unsubscribeUi()
    }
  }, [stores, locale])

  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

/**
 * The menus of the points of sale of `lines` that the page has not shown (a food court's other stands,
 * a table's lines on its payment form): their lines are priced and checked by their own menus.
 */
export function loadMenusOf(cart: StoreApi<CartState>, lines: readonly { posId: number }[], locale: Locale) {
  const missing = [...new Set(lines.map((line) => line.posId))].filter((id) => !(id in cart.getState().menus))
  for (const posId of missing) {
    apiGet('/menu/:posId', { param: { posId } }, locale)
      .then((menu) => {
        cart.getState().rememberMenu(menu)
        cart.getState().validate()
      })
      .catch((error: unknown) => {
        // A stand no longer offered here cannot be ordered from; a failed call keeps the cart as it is.
        if (error instanceof ApiError && error.reason === 'not-found') {
          cart.setState({ lines: cart.getState().lines.filter((line) => line.posId !== posId) })
        }
      })
  }
}

/** The stores themselves, for actions that read state when they run rather than on every render. */
export function useOrderingStores(): Stores {
  const stores = useContext(StoresContext)
  if (!stores) throw new Error('The ordering stores need an OrderingProvider')
  return stores
}

export const useCart = <T,>(selector: (state: CartState) => T): T => useStore(useOrderingStores().cart, selector)
export const useOrder = <T,>(selector: (state: OrderState) => T): T => useStore(useOrderingStores().order, selector)
export const useUi = <T,>(selector: (state: UiState) => T): T => useStore(useOrderingStores().ui, selector)

/** A paid order: the cart and the order start afresh (SPEC §4 Order page). */
export function clearOrder({ cart, order }: Pick<Stores, 'cart' | 'order'>) {
  cart.getState().clear()
  order.getState().reset()
}
