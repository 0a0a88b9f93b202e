import { isInt, isRecord, isString } from '../common/json-guards'
// The cart as localStorage keeps it (SPEC §3: key `cart`), checked when read back. A plain type guard
// rather than a schema library: it runs on every page load, before the page is interactive.

/** One chosen product of a composed menu, as order lines carry it (demo README "Menu = product…"). */
export type CartItem = {
  id: number
  uid: string
  name: string
  quantity: number
  /** Unit cents added to the menu: the link supplement, or the item's own price when retrieve_price. */
  price: number
  step: string
  proposition: { uid: string; retrieve_price: boolean }
}

/**
 * A line names its product by id and point of sale, as the checkout does. SPEC §3 also lists the
 * product's uid, which nothing reads: leaving it out keeps 45 random uids (1.3 KB gzip) out of every
 * menu page (decision 012). Lines stored with it are still read.
 */
export type CartLine = { uuid: string; id: number; quantity: number; posId: number; items: CartItem[] }

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.proposition)) return false
  const { id, uid, name, quantity, price, step, proposition } = value
  return (
    isInt(id) && isString(uid) && isString(name) && typeof quantity === 'number' && isInt(price) && isString(step) &&
    isString(proposition.uid) && typeof proposition.retrieve_price === 'boolean'
  )
}

export function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false
  const { uuid, id, quantity, posId, items } = value
  return (
    isString(uuid) && isInt(id) && isInt(quantity) && isInt(posId) &&
    Array.isArray(items) && items.every(isCartItem)
  )
}

/** Stored data outlives deploys and can be edited by hand: a bad value gives an empty cart. */
export function parseStoredCart(raw: string | null | undefined): CartLine[] {
  let data: unknown
  try {
    data = JSON.parse(raw ?? '')
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  // One malformed or empty line is dropped alone rather than losing the whole cart.
  return data
    .filter((entry): entry is CartLine => isCartLine(entry) && entry.quantity >= 1)
    .map(({ uuid, id, quantity, posId, items }) => ({ uuid, id, quantity, posId, items }))
}
