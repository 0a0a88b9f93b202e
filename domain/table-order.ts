import { orderOutcome } from './order-outcome'

// Which order may take lines out of a table's shared cart (decision 072). A phone tells the table that
// an order went (POST /api/table/:uid/sent); the table believes the order, never the phone: the venue
// has it, it is paid or accepted, it is for this table, the phone's own diner placed it, and it holds
// each line it takes out.

/** Of an ordered line, what the table compares: the product and how many. */
export type OrderedQuantity = { id: number | null; quantity: number }

/** The order as the venue answered it, and who placed it as the Worker noted at checkout (null: unknown). */
export type OrderToldOf = { status: string; table: string | null; lines: readonly OrderedQuantity[]; placedBy: string | null }

export type OrderRefusal = 'order-not-found' | 'order-not-paid'

/**
 * Why an order takes nothing out of the table's cart, or null when it may: another table's, or one
 * this phone did not place, is not found (a phone learns nothing of others' orders); one still waiting
 * for its payment has not gone.
 */
export function orderRefusal(order: OrderToldOf | null, tableNumber: string, phone: string): OrderRefusal | null {
  if (!order || order.table !== tableNumber || order.placedBy !== phone) return 'order-not-found'
  // Paid online, or accepted by the venue (paid on site): the outcome the result page calls success. Never pending.
  return orderOutcome(order.status) === 'success' ? null : 'order-not-paid'
}

/**
 * The lines, in their order, that an order holds: each takes its quantity of its product from what
 * the order has left of that product; a line the order cannot hold in full stays.
 */
export function linesHeld<Line extends { id: number; quantity: number }>(ordered: readonly OrderedQuantity[], lines: readonly Line[]): Line[] {
  const left = new Map<number, number>()
  for (const { id, quantity } of ordered) if (id !== null) left.set(id, (left.get(id) ?? 0) + quantity)
  return lines.filter((line) => {
    const available = left.get(line.id) ?? 0
    if (available < line.quantity) return false
    left.set(line.id, available - line.quantity)
    return true
  })
}
