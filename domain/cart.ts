import type { CartItem, CartLine } from './cart-storage'
import type { Cents } from './money'

// Cart lines and their rules (SPEC §3 "Cart line", §4 "Cart", "Cart validation", §5). The line shape
// is defined with its stored form in cart-storage.ts, which the browser loads only to read the saved cart.

export type { CartItem, CartLine }
export type Cart = CartLine[]

export const CART_STORAGE_KEY = 'cart'

export const POS_ID_REQUIRED = "posId can't be null."

type ProductRef = { id: number; posId: number | null | undefined }

function requirePosId(posId: number | null | undefined): number {
  if (posId === null || posId === undefined) throw new Error(POS_ID_REQUIRED)
  return posId
}

/** A simple product already in the cart (same id and POS, no items) is incremented (SPEC §4). */
export function addProduct(cart: Cart, { id, posId }: ProductRef, newUuid: () => string): Cart {
  const pos = requirePosId(posId)
  const existing = cart.find((line) => line.id === id && line.posId === pos && line.items.length === 0)
  if (existing) return incrementLine(cart, existing.uuid)
  return [...cart, { uuid: newUuid(), id, quantity: 1, posId: pos, items: [] }]
}

/** Each composition is its own line, so variants of one menu never merge. */
export function addComposition(cart: Cart, ref: ProductRef & { items: CartItem[] }, newUuid: () => string): Cart {
  const pos = requirePosId(ref.posId)
  return [...cart, { uuid: newUuid(), id: ref.id, quantity: 1, posId: pos, items: [...ref.items] }]
}

/** Quantity at or below zero removes the line (SPEC §4). */
export function setLineQuantity(cart: Cart, uuid: string, quantity: number): Cart {
  if (quantity <= 0) return removeLine(cart, uuid)
  return cart.map((line) => (line.uuid === uuid ? { ...line, quantity } : line))
}

function changeBy(cart: Cart, uuid: string, by: number): Cart {
  const line = cart.find((candidate) => candidate.uuid === uuid)
  return line ? setLineQuantity(cart, uuid, line.quantity + by) : cart
}

export function incrementLine(cart: Cart, uuid: string): Cart {
  return changeBy(cart, uuid, 1)
}

/** Above 1 decrements, at 1 removes (SPEC §4). */
export function decrementLine(cart: Cart, uuid: string): Cart {
  return changeBy(cart, uuid, -1)
}

export function removeLine(cart: Cart, uuid: string): Cart {
  return cart.filter((line) => line.uuid !== uuid)
}

export function linesOfProduct(cart: Cart, productId: number): CartLine[] {
  return cart.filter((line) => line.id === productId)
}

/** A menu product's card shows the sum of all its lines (SPEC §4 "Product card quantity"). */
export function productQuantity(cart: Cart, productId: number, posId?: number): number {
  return cartCount(linesOfProduct(cart, productId).filter((line) => posId === undefined || line.posId === posId))
}

export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0)
}

/** What one chosen item adds to its menu, per unit of the line: its unit supplement times its quantity. */
export function itemSupplementCents(item: Pick<CartItem, 'price' | 'quantity'>): Cents {
  return item.price * item.quantity
}

/** The menu's price plus its items' supplements, per unit of the line. */
export function lineUnitCents(line: { items: readonly Pick<CartItem, 'price' | 'quantity'>[] }, productPriceCents: Cents): Cents {
  return line.items.reduce((sum, item) => sum + itemSupplementCents(item), productPriceCents)
}

export function lineTotalCents(line: CartLine, productPriceCents: Cents): Cents {
  return lineUnitCents(line, productPriceCents) * line.quantity
}

/** Lines whose price is unknown (menu not loaded yet) count 0 rather than blocking the total. */
export function cartTotalCents(cart: Cart, priceOf: (posId: number, productId: number) => Cents | null): Cents {
  return cart.reduce((sum, line) => {
    const price = priceOf(line.posId, line.id)
    return price === null ? sum : sum + lineTotalCents(line, price)
  }, 0)
}

/** Multi-venue carts (and orders) are grouped by point of sale, in order of first appearance (SPEC §4). */
export function groupByPos<Line extends { posId: unknown }>(lines: readonly Line[]): { posId: Line['posId']; lines: Line[] }[] {
  // A Map keeps insertion order, so groups come in order of first appearance.
  const groups = new Map<Line['posId'], Line[]>()
  for (const line of lines) groups.set(line.posId, [...(groups.get(line.posId) ?? []), line])
  return [...groups].map(([posId, lines]) => ({ posId, lines }))
}

/** The caller shows the singular or plural notice from `removed` (SPEC §4 "Cart validation"). */
export function validateCart(cart: Cart, isOrderable: (line: CartLine) => boolean): { cart: Cart; removed: number } {
  const kept = cart.filter(isOrderable)
  return { cart: kept, removed: cart.length - kept.length }
}

/** What one POS menu offers: shown products (active, in an active click-and-collect category). */
export type OrderableMenu = { posId: number; productIds: ReadonlySet<number>; outOfStock: ReadonlySet<number> }

/** A line is orderable when its product is shown and neither it nor any chosen item is out of stock. */
export function orderableIn(menus: readonly OrderableMenu[]): (line: CartLine) => boolean {
  return (line) => {
    const menu = menus.find((candidate) => candidate.posId === line.posId)
    if (!menu || !menu.productIds.has(line.id) || menu.outOfStock.has(line.id)) return false
    return line.items.every((item) => !menu.outOfStock.has(item.id))
  }
}

/** On load, lines whose product is unknown are dropped (SPEC §4 "Cart"). */
export function dropUnknownProducts(cart: Cart, isKnown: (posId: number, productId: number) => boolean): Cart {
  return cart.filter((line) => isKnown(line.posId, line.id))
}

/** No minimum means no block (SPEC §5). */
export function belowMinimumOrder(totalCents: Cents, minimumCents: Cents | null | undefined): boolean {
  return minimumCents !== null && minimumCents !== undefined && totalCents < minimumCents
}

/** A point of sale whose lines hold the order back: how much they lack to reach its minimum order. */
export type MinimumShortfall = { posId: number; minimumCents: Cents; missingCents: Cents }

/**
 * The points of sale below their minimum order (SPEC §5), in the cart's order, each with what it
 * lacks: what the diner reads beside the disabled Next.
 */
export function minimumShortfalls(
  groups: readonly { posId: number; totalCents: Cents }[],
  minimumOf: (posId: number) => Cents | null | undefined,
): MinimumShortfall[] {
  return groups.flatMap(({ posId, totalCents }) => {
    const minimumCents = minimumOf(posId)
    if (minimumCents === null || minimumCents === undefined || !belowMinimumOrder(totalCents, minimumCents)) return []
    return [{ posId, minimumCents, missingCents: minimumCents - totalCents }]
  })
}

type PricedProduct = { id: number; priceCents: Cents; pricesByType: Partial<Record<number, Cents>> }

/**
 * How many lines of a point of sale cost something else in its refreshed menu than in the one the cart
 * was priced with (the diner is told, as of removed lines).
 */
export function linesWithNewPrices(cart: Cart, before: { posId: number; products: readonly PricedProduct[] }, after: { products: readonly PricedProduct[] }): number {
  const price = (products: readonly PricedProduct[], id: number) => {
    const product = products.find((candidate) => candidate.id === id)
    return product && JSON.stringify([product.priceCents, product.pricesByType])
  }
  return cart.filter((line) => {
    if (line.posId !== before.posId) return false
    const was = price(before.products, line.id)
    const now = price(after.products, line.id)
    return was !== undefined && now !== undefined && was !== now
  }).length
}
