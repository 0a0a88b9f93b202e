import * as z from 'zod/mini'

// The cart as localStorage keeps it (SPEC §3: key `cart`, CART_STORAGE_KEY), checked when read back.

/** One chosen product of a composed menu, as order lines carry it (demo README "Menu = product…"). */
const cartItemSchema = z.object({
  id: z.int(), uid: z.string(), name: z.string(), quantity: z.number(),
  // Unit cents added to the menu: the link supplement, or the item's own price when retrieve_price.
  price: z.int(),
  step: z.string(),
  proposition: z.object({ uid: z.string(), retrieve_price: z.boolean() }),
})
const cartLineSchema = z.object({
  uuid: z.string(), id: z.int(), uid: z.string(), quantity: z.int(), posId: z.int(), items: z.array(cartItemSchema),
})

export type CartItem = z.infer<typeof cartItemSchema>
export type CartLine = z.infer<typeof cartLineSchema>

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
  return data.flatMap((entry) => {
    const parsed = cartLineSchema.safeParse(entry)
    return parsed.success && parsed.data.quantity >= 1 ? [parsed.data] : []
  })
}
