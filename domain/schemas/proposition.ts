import { z } from 'zod/mini'

// Composed menus (SPEC §3 "Proposition", §9): a menu product's steps and the products each step offers.

const id = z.int()

/** A menu's reference to one of its steps; step order is order_number. */
export const propositionFromSchema = z.object({
  proposition_uid: z.string(),
  proposition_id: id,
  order_number: z.number(),
})

/** A step's link to a product it offers: supplement price and (pre)selected quantity. */
export const propositionLinkSchema = z.object({
  proposition_uid: z.string(),
  to_item_uid: z.string(),
  to_item_id: id,
  price: z.number(),
  quantity: z.number(),
  order_number: z.number(),
})

/** Sub-items of an order line; always [] in the catalogue. */
export const subItemSchema = z.object({
  id,
  uid: z.optional(z.string()),
  quantity: z.number(),
  proposition: z.optional(z.object({ uid: z.string(), retrieve_price: z.boolean() })),
})

/** GET /api/v4/propositions/pos/{posId} */
export const propositionSchema = z.object({
  id,
  uid: z.string(),
  posId: id,
  name: z.string(),
  name_fr: z.nullable(z.string()),
  name_nl: z.nullable(z.string()),
  name_en: z.nullable(z.string()),
  retrieve_price: z.boolean(),
  // 1 unique, 2 multiple, 3 free, 4 fixed (SPEC §9).
  quantity_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  // null means the defaults 0 and 9999 (SPEC §9).
  minimum_selected_item: z.nullable(z.number()),
  maximum_selected_item: z.nullable(z.number()),
  propositionsTo: z.array(propositionLinkSchema),
})

export type PropositionFrom = z.infer<typeof propositionFromSchema>
export type PropositionLink = z.infer<typeof propositionLinkSchema>
export type SubItem = z.infer<typeof subItemSchema>
export type Proposition = z.infer<typeof propositionSchema>
