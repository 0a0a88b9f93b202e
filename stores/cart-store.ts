import { createStore, type StoreApi } from 'zustand'
import {
  addComposition,
  addProduct,
  CART_STORAGE_KEY,
  decrementLine,
  incrementLine,
  linesWithNewPrices,
  orderableIn,
  removeLine,
  validateCart,
  type Cart,
  type CartItem,
} from '../domain/cart'
import { parseStoredCart } from '../domain/cart-storage'
import type { OrderConsumptionType } from '../domain/consumption-type'
import type { MenuView } from '../domain/menu-view'
import { typePriceChange, type TypePriceChange } from '../domain/type-prices'
import { keepStored, readStored } from './local-storage'

type ProductRef = { id: number; posId: number | null }

export type CartState = {
  lines: Cart
  /** Menus of the points of sale in the cart, for prices and validation (a food court has several). */
  menus: Record<number, MenuView>
  /** How many lines the last validation removed (SPEC §4 notice); null once dismissed. */
  removedNotice: number | null
  /** Lines cost something else since their menu was refreshed; false once dismissed. */
  pricesChanged: boolean
  /** What the last change of consumption type did to the total; null once dismissed or once the lines change. */
  typePrices: TypePriceChange | null
  /** The stored cart has been read (after hydration): until then an empty cart may just be unread. */
  restored: boolean
  add: (product: ProductRef) => void
  addComposition: (product: ProductRef & { items: CartItem[] }) => void
  increment: (uuid: string) => void
  decrement: (uuid: string) => void
  remove: (uuid: string) => void
  /** Empties the cart; the caller resets the order with it (SPEC §4). */
  clear: () => void
  rememberMenu: (menu: MenuView) => void
  /** The order's consumption type went from `from` to `to`: the diner is told if that reprices the cart. */
  repriceForType: (from: OrderConsumptionType | null, to: OrderConsumptionType | null) => void
  /** Removes lines whose product is unknown, hidden or out of stock in its menu (SPEC §4 validation). */
  validate: () => void
  dismissNotice: () => void
}

const newUuid = () => crypto.randomUUID()

// The cart is saved on every change and read back on load (SPEC §3 'cart' key); rules live in domain/cart.
export function createCartStore(): StoreApi<CartState> {
  return createStore<CartState>()((set, get) => ({
    lines: [],
    menus: {},
    removedNotice: null,
    pricesChanged: false,
    typePrices: null,
    restored: false,
    add: (product) => set({ lines: addProduct(get().lines, product, newUuid) }),
    addComposition: (product) => set({ lines: addComposition(get().lines, product, newUuid) }),
    increment: (uuid) => set({ lines: incrementLine(get().lines, uuid) }),
    decrement: (uuid) => set({ lines: decrementLine(get().lines, uuid) }),
    remove: (uuid) => set({ lines: removeLine(get().lines, uuid) }),
    clear: () => set({ lines: [] }),
    rememberMenu: (menu) => {
      const before = get().menus[menu.posId]
      const changed = before && before !== menu ? linesWithNewPrices(get().lines, before, menu) : 0
      set({ menus: { ...get().menus, [menu.posId]: menu }, ...(changed > 0 ? { pricesChanged: true } : {}) })
    },
    repriceForType: (from, to) => set({ typePrices: typePriceChange(get().lines, get().menus, from, to) }),
    validate: () => {
      const { lines, menus } = get()
      const loaded = Object.values(menus).map((menu) => ({
        posId: menu.posId,
        productIds: new Set(menu.products.map((product) => product.id)),
        outOfStock: new Set(menu.unavailableIds),
      }))
      const orderable = orderableIn(loaded)
      // A point of sale whose menu is not loaded yet keeps its lines until it is.
      const { cart, removed } = validateCart(lines, (line) => !(line.posId in menus) || orderable(line))
      if (removed > 0) set({ lines: cart, removedNotice: removed })
    },
    dismissNotice: () => set({ removedNotice: null, pricesChanged: false, typePrices: null }),
  }))
}

export const readStoredCart = (): Cart => parseStoredCart(readStored(CART_STORAGE_KEY))

// Storage full or forbidden (private mode): the cart still works for this visit.
export const saveCart = (lines: Cart) => keepStored(CART_STORAGE_KEY, JSON.stringify(lines))
