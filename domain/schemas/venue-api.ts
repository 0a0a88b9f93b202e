import { z } from 'zod/mini'
import { LOCALES } from '../locale'
import { progressEntrySchema } from './order-progress'

// Answers of the venue's product API (SPEC §7), validated by the Worker before use (DESIGN §Request flow 5).
// Shapes follow the demo data README ("Venue API"); unknown extra fields are kept out of what we pass on.

const nullableText = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null))

export const slotSchema = z.object({
  id: z.string().check(z.minLength(1)),
  start_time: z.string().check(z.minLength(1)),
  end_time: z.nullish(z.string()),
  free_tables: z.int().check(z.gte(0)),
})
export type Slot = z.infer<typeof slotSchema>
export const slotsSchema = z.array(slotSchema)

export const prebookSchema = z.object({
  slot_id: z.string().check(z.minLength(1)),
  start_time: z.string().check(z.minLength(1)),
  maximum_lock_time: z.string().check(z.minLength(1)),
  dinner_table_uid: nullableText,
  zone_name_fr: nullableText,
  zone_name_nl: nullableText,
  zone_name_en: nullableText,
})
export type Prebook = z.infer<typeof prebookSchema>

export const dinnerTableSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  number: z.int(),
  active: z._default(z.boolean(), true),
  zone_name_fr: nullableText,
  zone_name_nl: nullableText,
  zone_name_en: nullableText,
})
export type DinnerTable = z.infer<typeof dinnerTableSchema>

export const paymentMethodSchema = z.object({
  id: z.string().check(z.minLength(1)),
  description: z.string(),
  image: nullableText,
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
export const paymentMethodsSchema = z.array(paymentMethodSchema)

export const voucherSchema = z.object({
  code: z.string(),
  remaining_amount: z.number(),
  valid_until: nullableText,
  payment_status: nullableText,
  state: z.string(),
})
export type Voucher = z.infer<typeof voucherSchema>

/** A product's or a point of sale's id; one the venue leaves out or garbles names nothing. */
const optionalId = z.catch(z.nullish(z.int()), null)
/** `name` is in the order's language; `id`, the product, names it in the menu's languages. */
const orderedItemSchema = z.object({ id: optionalId, name: z.string(), quantity: z.int().check(z.positive()), price: z.nullish(z.number()) })
const orderedLineSchema = z.extend(orderedItemSchema, { posId: optionalId, items: z._default(z.array(orderedItemSchema), []) })
export type OrderedItem = z.infer<typeof orderedItemSchema>
export type OrderedLine = z.infer<typeof orderedLineSchema>

/** Where a delivery goes, as the order names it (demo README "Checkout" delivery_address). */
const orderedAddressSchema = z.object({
  name: nullableText,
  address_line: z.string(),
  address_line2: nullableText,
  zip_code: z.string(),
  city: z.string(),
})

export const orderSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  number: z.string(),
  status: z.string(),
  /** The language the order was placed in, which its lines' names are written in. */
  language: z.catch(z.nullish(z.enum(LOCALES)), null),
  consumption_type: z.nullish(z.int()),
  zone_name_fr: nullableText,
  zone_name_nl: nullableText,
  zone_name_en: nullableText,
  table: z.pipe(z.nullish(z.union([z.number(), z.string()])), z.transform((value) => (value == null ? null : String(value)))),
  planning_date: nullableText,
  planning_hour: nullableText,
  store_address: nullableText,
  /** A delivery's address; an unreadable one is left out rather than the order refused. */
  delivery_address: z.pipe(z.catch(z.nullish(orderedAddressSchema), null), z.transform((value) => value ?? null)),
  payment_name: nullableText,
  order_date: nullableText,
  amount: z.nullish(z.number()),
  /** The voucher that paid part of the amount, and how much of it (euros). */
  voucher_code: nullableText,
  voucher_amount: z.nullish(z.number()),
  /** The part the customer's prepaid balance paid, when it paid one. */
  balance_amount: z.nullish(z.number()),
  /** What was ordered; a venue that does not say gives an empty list. */
  lines: z._default(z.array(orderedLineSchema), []),
  /** The kitchen's steps so far; a venue that does not report them, or reports them unreadably, gives none. */
  progress: z.catch(z._default(z.array(progressEntrySchema).check(z.maxLength(20)), []), []),
})
export type Order = z.infer<typeof orderSchema>
export const ordersSchema = z.array(orderSchema)

export const checkoutAnswerSchema = z.object({ order: orderSchema, payment_url: z.nullable(z.url()) })
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

/** A refusal with reasons (422): each reason carries a code the app translates and the venue's own text. */
export const rejectionSchema = z.object({
  reasons: z.array(z.object({ code: z.string(), message: z.string() })).check(z.minLength(1)),
})
export type Rejection = z.infer<typeof rejectionSchema>
