import { lineUnitCents } from './cart'
import type { Locale } from './locale'
import type { LocalizedText } from './localized'
import { toCents, type Cents } from './money'
import type { Order, OrderedItem, OrderedLine } from './schemas/venue-api'

// What an order holds, as the venue gives it back (prices in euros): priced by the cart's own rule, a
// line's product price plus each chosen item's supplement, per menu; and named as the page reads it.

type PricedItem = Pick<OrderedItem, 'name' | 'quantity' | 'price'>
/** A line as it is priced: its price and quantity, and its chosen items'. */
export type PricedLine = PricedItem & { items: readonly PricedItem[] }

/** A line's total, or null when the venue gave no price for it. */
export function orderedLineTotal(line: PricedLine): Cents | null {
  if (line.price == null) return null
  const items = line.items.map((item) => ({ price: toCents(item.price ?? 0), quantity: item.quantity }))
  return lineUnitCents({ items }, toCents(line.price)) * line.quantity
}

/** An ordered product or chosen item as the result page shows it, with the language of its name where it is not the page's. */
export type ShownItem = Pick<OrderedItem, 'name' | 'quantity' | 'price'> & { nameLang?: Locale }
/** A line also says which point of sale made it, where the venue says: a food court's stand. */
export type ShownLine = ShownItem & { posId: number | null; items: ShownItem[] }
/** An order as the result page reads it: its lines named for the page, without the ids that named them. */
export type ShownOrder = Omit<Order, 'lines' | 'language'> & { lines: ShownLine[] }

/** A product's name in the page's language as the menu of its point of sale knows it; null where it does not. */
export type MenuName = (posId: number | null, productId: number) => LocalizedText | null

/**
 * The order's lines named in the page's language: each product (a line, or an item chosen in a
 * composed menu) by the menu's name where the menu knows its id, else by the order's own text, in the
 * language the order was placed in. An order read in another language than its own reads as the menu.
 */
export function linesInLanguage(order: Pick<Order, 'lines' | 'language'>, locale: Locale, menuName: MenuName): ShownLine[] {
  const orderLang = order.language && order.language !== locale ? order.language : undefined
  const shown = (item: OrderedItem, posId: number | null): ShownItem => {
    const known = item.id == null ? null : menuName(posId, item.id)
    const nameLang = known ? known.lang : orderLang
    return { name: known?.text ?? item.name, ...(nameLang && { nameLang }), quantity: item.quantity, price: item.price }
  }
  return order.lines.map((line: OrderedLine) => {
    const posId = line.posId ?? null
    return { ...shown(line, posId), posId, items: line.items.map((item) => shown(item, posId)) }
  })
}

/** The order as the result page reads it (`linesInLanguage`). */
export function shownOrder(order: Order, locale: Locale, menuName: MenuName): ShownOrder {
  const { lines: _lines, language: _language, ...rest } = order
  return { ...rest, lines: linesInLanguage(order, locale, menuName) }
}
