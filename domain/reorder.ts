import type { CartItem } from './cart-storage'
import { toCents } from './money'
import { isRecord } from '../common/json-guards'

// 'Reorder' on the order history (SPEC §2 account area: orders): a past order's lines go back into the
// cart. Order lines carry id, posId, quantity and, for a composed menu, its chosen items with
// prices in decimal euros (demo README "Menu = product…"); cart items keep cents.

/** A line to put back into the cart: a simple product when items is empty, else one composition. */
export type ReorderLine = { id: number; posId: number; quantity: number; items: CartItem[] }

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

function cartItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isId(value.id)) return null
  const proposition = isRecord(value.proposition) ? value.proposition : null
  const step = isText(value.step) ? value.step : isText(proposition?.uid) ? proposition.uid : null
  const quantity = typeof value.quantity === 'number' && value.quantity > 0 ? value.quantity : null
  const price = typeof value.price === 'number' && Number.isFinite(value.price) ? toCents(value.price) : 0
  if (step === null || quantity === null) return null
  return {
    id: value.id,
    uid: isText(value.uid) ? value.uid : '',
    name: typeof value.name === 'string' ? value.name : '',
    quantity,
    price,
    step,
    proposition: { uid: isText(proposition?.uid) ? proposition.uid : step, retrieve_price: proposition?.retrieve_price === true },
  }
}

/**
 * The lines of a past order that can go back into the cart. A line without a product, a point of
 * sale or a positive whole quantity is left out, and so is a menu with an unreadable item (half a
 * menu would not be what was ordered). Whether each product is still offered is checked by the
 * cart's own validation once the menu is loaded.
 */
export function reorderLines(lines: unknown): ReorderLine[] {
  if (!Array.isArray(lines)) return []
  return lines.flatMap((line): ReorderLine[] => {
    if (!isRecord(line) || !isId(line.id) || !isId(line.posId)) return []
    if (!Number.isInteger(line.quantity) || (line.quantity as number) < 1) return []
    const rawItems: unknown[] = Array.isArray(line.items) ? line.items : []
    const items = rawItems.map(cartItem)
    if (items.some((item) => item === null)) return []
    return [{ id: line.id, posId: line.posId, quantity: line.quantity as number, items: items as CartItem[] }]
  })
}

/** Whether an order has anything to reorder. */
export function canReorder(lines: unknown): boolean {
  return reorderLines(lines).length > 0
}
