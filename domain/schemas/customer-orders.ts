import { z } from 'zod'
import { orderSchema } from './venue-api'

// The customer's order history as the venue answers it (GET /customer-orders/{token}): each order in
// the GET /order shape plus its lines, which 'Reorder' puts back into the cart (domain/reorder.ts).

const orderLineItemSchema = z.object({
  id: z.number().int(),
  uid: z.string().nullish(),
  name: z.string().nullish(),
  quantity: z.number(),
  price: z.number().nullish(),
  step: z.string().nullish(),
  proposition: z.object({ uid: z.string(), retrieve_price: z.boolean() }).nullish(),
})

export const orderLineSchema = z.object({
  id: z.number().int(),
  uid: z.string().nullish(),
  posId: z.number().int(),
  name: z.string().nullish(),
  quantity: z.number().int(),
  price: z.number().nullish(),
  items: z.array(orderLineItemSchema).nullish().transform((items) => items ?? []),
})

/** An order of the history; lines are optional, as orders of other sources may not carry them. */
export const customerOrderSchema = orderSchema.extend({ lines: z.array(orderLineSchema).optional() })
export const customerOrdersSchema = z.array(customerOrderSchema)
export type CustomerOrder = z.infer<typeof customerOrderSchema>
