import { z } from 'zod/mini'
import { propositionFromSchema, propositionLinkSchema, subItemSchema } from './proposition'

// Platform menu answers (SPEC §3, §7): categories, matrices, products, allergens, stock.
// Localized variants are nullable: localized() falls back to the base field (SPEC §3).

const id = z.int()
const nullableText = z.nullable(z.string())

const localizedName = {
  name: z.string(),
  name_fr: nullableText,
  name_nl: nullableText,
  name_en: nullableText,
}

/** GET /api/v4/ItemLevels/pos/{posId} */
export const itemLevelSchema = z.object({
  id,
  posId: id,
  active: z.boolean(),
  click_and_collect_active: z.boolean(),
  order_number: z.number(),
  ...localizedName,
})

export const matrixLinkSchema = z.object({
  item_id: id,
  item_uid: z.string(),
  order_number: z.number(),
})

/** GET /api/v4/Matrices/pos/{posId} */
export const matrixSchema = z.object({
  id,
  posId: id,
  active: z.boolean(),
  order_number: z.number(),
  ...localizedName,
  items: z.array(matrixLinkSchema),
})

export const priceListEntrySchema = z.object({
  price_list_id: id,
  price_vat_included: z.number(),
  discount_rate: z.number(),
})

/** GET /api/v4/items/CustomerWebApp/pos/{posId}/2000-01-01 */
export const itemSchema = z.object({
  id,
  uid: z.string(),
  uuid: z.string(),
  posId: id,
  item_level1_id: id,
  active: z.boolean(),
  ...localizedName,
  description: nullableText,
  description_fr: nullableText,
  description_nl: nullableText,
  description_en: nullableText,
  azure_image1: nullableText,
  picker_ingredient: nullableText,
  picker_ingredient_fr: nullableText,
  picker_ingredient_nl: nullableText,
  picker_ingredient_en: nullableText,
  allergens: z.array(z.object({ allergen_id: id })),
  picker_is_alcohol: z.boolean(),
  picker_order_number: z.number(),
  price_vat_included: z.number(),
  pricelists: z.array(priceListEntrySchema),
  propositionsFrom: z.array(propositionFromSchema),
  propositionsTo: z.array(propositionLinkSchema),
  items: z.array(subItemSchema),
})

/** GET /api/v4/allergens */
export const allergenSchema = z.object({
  id,
  ...localizedName,
  // Raw base64 JPEG without a data: prefix; null when there is no picture.
  image_content: nullableText,
})

/** GET /api/v4/Stocks/Item/{uid}/Entity/{entityId} answers an array of these. */
export const stockSchema = z.object({
  item_id: id,
  item_uid: z.string(),
  entity_id: id,
  store_id: id,
  out_of_stock: z.boolean(),
})

export type ItemLevel = z.infer<typeof itemLevelSchema>
export type MatrixLink = z.infer<typeof matrixLinkSchema>
export type Matrix = z.infer<typeof matrixSchema>
export type PriceListEntry = z.infer<typeof priceListEntrySchema>
export type Item = z.infer<typeof itemSchema>
export type Allergen = z.infer<typeof allergenSchema>
export type StockRecord = z.infer<typeof stockSchema>
