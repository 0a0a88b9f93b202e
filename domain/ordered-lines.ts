import { toCents, type Cents } from './money'
import type { OrderedLine } from './schemas/venue-api'

// What an order holds, as the venue gives it back: a line's price is its product's own, each chosen
// item of a composed menu adds its own price (a supplement) per menu.

/** A line's total, or null when the venue gave no price for it. */
export function orderedLineTotal(line: OrderedLine): Cents | null {
  if (line.price == null) return null
  const unit = line.items.reduce((sum, item) => sum + toCents(item.price ?? 0) * item.quantity, toCents(line.price))
  return unit * line.quantity
}
