import { lineUnitCents } from './cart'
import { toCents, type Cents } from './money'
import type { OrderedLine } from './schemas/venue-api'

// What an order holds, as the venue gives it back (prices in euros): priced by the cart's own rule, a
// line's product price plus each chosen item's supplement, per menu.

/** A line's total, or null when the venue gave no price for it. */
export function orderedLineTotal(line: OrderedLine): Cents | null {
  if (line.price == null) return null
  const items = line.items.map((item) => ({ price: toCents(item.price ?? 0), quantity: item.quantity }))
  return lineUnitCents({ items }, toCents(line.price)) * line.quantity
}
