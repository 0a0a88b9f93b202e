import { z } from 'zod/mini'

// Platform answers read at start-up (SPEC §3, §7): token, POS, children, journal, store, entity.
// Nullability follows every demo venue; plain z.object strips the keys the app never reads.

const id = z.int()
const nullableText = z.nullable(z.string())

/** POST /connect/token */
export const serviceTokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.number(),
  token_type: z.optional(z.string()),
})

/** GET /api/v4/pos/url/{host} */
export const posSchema = z.object({
  id,
  journal_id: id,
  quote_journal_id: z.nullable(id),
  base_url: z.string(),
  sender_email: z.string(),
  sender_name: z.string(),
  title: z.string(),
  allow_order: z.boolean(),
  allow_create_account: z.boolean(),
  default_language: z.string(),
  order_guests: z.boolean(),
  allow_credit: z.boolean(),
  // "HH:mm" or null (demo README "Shapes").
  allow_order_from: nullableText,
  allow_order_to: nullableText,
  order_date_onlytoday: z.boolean(),
  allow_order_without_account: z.boolean(),
  // A JSON string that may be invalid (SPEC §5); parsed by deliveryCities().
  delivery_cities: nullableText,
  default_consumption_type: z.nullable(id),
  allow_no_payment: z.boolean(),
  allow_card_payment: z.boolean(),
  allow_wallet_payment: z.boolean(),
  allow_refund: z.boolean(),
  buzzer_base_url: nullableText,
  ask_guests_before_checkout: z.boolean(),
  checkout_payment_message_fr: nullableText,
  checkout_payment_message_en: nullableText,
  checkout_payment_message_nl: nullableText,
  active: z.boolean(),
  consumption_type: id,
  login_type: id,
  minimum_order_amount: z.nullable(z.number()),
  items_view: id,
  quickorder_table_mode: id,
  quickorder_name_mode: id,
  quickorder_email_mode: id,
  quickorder_comment_mode: id,
  quickorder_phone_mode: id,
  prefix_number: z.string(),
  price_list_id: z.nullable(id),
  price_list_consumption_type_eatin: z.nullable(id),
  price_list_consumption_type_takeaway: z.nullable(id),
  price_list_consumption_type_retail: z.nullable(id),
  price_list_consumption_type_delivery: z.nullable(id),
})

/** One entry of GET /api/v4/POS/Children/{id}: a full POS plus the web-app listing fields. */
export const childPosSchema = z.extend(posSchema, {
  customer_webapp_order_number: z.number(),
  customer_webapp_active: z.boolean(),
  customer_webapp_title: z.string(),
})

/** GET /api/v4/journals/{id} */
export const journalSchema = z.object({
  id,
  store_id: id,
  cashless_wallet_item_id: z.nullable(id),
})

export const mediaSchema = z.object({
  type: id,
  file_path: z.string(),
  media_content: nullableText,
})

/** GET /api/v4/stores/{id} */
export const storeSchema = z.object({
  id,
  entity_id: id,
  // Nullable so venueName() can fall back to another language.
  name_fr: nullableText,
  name_nl: nullableText,
  name_en: nullableText,
  address_line1: z.string(),
  address_line2: nullableText,
  zip_code: z.string(),
  city: z.string(),
  consumption_type: id,
  default_price_list_id: z.nullable(id),
  picker_interface_dutch: z.boolean(),
  picker_interface_french: z.boolean(),
  picker_interface_english: z.boolean(),
  picker_interface_german: z.boolean(),
  medias: z.array(mediaSchema),
})

/** GET /api/v4/entities/{id} */
export const entitySchema = z.object({
  id,
  name: z.string(),
  vat_number: z.string(),
  email: z.string(),
  website: nullableText,
  // Null in the demo (ferme): the theme then defaults to 1 (SPEC §3).
  picker_theme_color: z.nullable(z.number()),
})

/** One element of the POS delivery_cities JSON string (demo README "Delivery"). */
export const deliveryCitySchema = z.object({
  zip_code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  city: z.string(),
  city_fr: z.optional(nullableText),
  city_nl: z.optional(nullableText),
  city_en: z.optional(nullableText),
  minimum_order_amount: z.optional(z.nullable(z.number())),
})

export type ServiceToken = z.infer<typeof serviceTokenSchema>
export type Pos = z.infer<typeof posSchema>
export type ChildPos = z.infer<typeof childPosSchema>
export type Journal = z.infer<typeof journalSchema>
export type Media = z.infer<typeof mediaSchema>
export type Store = z.infer<typeof storeSchema>
export type Entity = z.infer<typeof entitySchema>
export type DeliveryCity = z.infer<typeof deliveryCitySchema>
