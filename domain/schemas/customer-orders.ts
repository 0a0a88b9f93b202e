import { z } from 'zod/mini'
import { orderSchema } from './venue-api'

// The customer's order history as the venue answers it (GET /customer-orders/{token}): each order in
// the GET /order shape plus its lines, which 'Reorder' puts back into the cart (domain/reorder.ts).

const orderLineItemSchema = z.object({
  id: z.int(),
  uid: z.nullish(z.string()),
  name: z.nullish(z.string()),
  quantity: z.number(),
  price: z.nullish(z.number()),
  step: z.nullish(z.string()),
  proposition: z.nullish(z.object({ uid: z.string(), retrieve_price: z.boolean() })),
})

export const orderLineSchema = z.object({
  id: z.int(),
  uid: z.nullish(z.string()),
  posId: z.int(),
  name: z.nullish(z.string()),
  quantity: z.int(),
  price: z.nullish(z.number()),
  items: z.pipe(z.nullish(z.array(orderLineItemSchema)), z.transform((items) => items ?? [])),
})

/** An order of the history; lines are optional, as orders of other sources may not carry them. */
export const customerOrderSchema = z.extend(orderSchema, { lines: z.optional(z.array(orderLineSchema)) })
export const customerOrdersSchema = z.array(customerOrderSchema)
export type CustomerOrder = z.infer<typeof customerOrderSchema>
