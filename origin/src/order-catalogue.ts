// The platform records an order is checked and priced against: the venue's POS and children, and per
// POS of the cart its store, products, categories, composition steps and stock. Read from D1 via zod.
import { z } from 'zod'
import { findStoreOfPos, listForPos } from './platform-records'

const nullableNumber = z.number().nullish().transform((value) => value ?? null)
const nullableText = z.string().nullish().transform((value) => value ?? null)

export const posSchema = z.looseObject({
  id: z.number(),
  title: nullableText,
  active: z.boolean().nullish(),
  allow_order: z.boolean().nullish(),
  allow_order_without_account: z.boolean().nullish(),
  allow_no_payment: z.boolean().nullish(),
  allow_create_account: z.boolean().nullish(),
  allow_credit: z.boolean().nullish(),
  allow_refund: z.boolean().nullish(),
  login_type: nullableNumber,
  default_language: nullableText,
  allow_card_payment: z.boolean().nullish(),
  allow_wallet_payment: z.boolean().nullish(),
  delivery_cities: nullableText,
  minimum_order_amount: nullableNumber,
  prefix_number: nullableText,
  price_list_id: nullableNumber,
  price_list_consumption_type_eatin: nullableNumber,
  price_list_consumption_type_takeaway: nullableNumber,
  price_list_consumption_type_delivery: nullableNumber,
  quickorder_table_mode: nullableNumber,
  quickorder_name_mode: nullableNumber,
  quickorder_email_mode: nullableNumber,
  quickorder_comment_mode: nullableNumber,
  quickorder_phone_mode: nullableNumber,
  customer_webapp_active: z.boolean().nullish(),
  customer_webapp_title: nullableText,
})
export type Pos = z.infer<typeof posSchema>

export const storeSchema = z.looseObject({
  id: z.number(),
  entity_id: z.number(),
  address_line1: nullableText,
  zip_code: nullableText,
  city: nullableText,
  consumption_type: nullableNumber,
  default_price_list_id: nullableNumber,
})
export type Store = z.infer<typeof storeSchema>

const localizedName = {
  name: z.string(),
  name_fr: nullableText,
  name_nl: nullableText,
  name_en: nullableText,
}
export type Localized = { name: string; name_fr: string | null; name_nl: string | null; name_en: string | null }

const itemSchema = z.looseObject({
  id: z.number(),
  uid: z.string(),
  posId: z.number(),
  item_level1_id: nullableNumber,
  active: z.boolean(),
  ...localizedName,
  price_vat_included: z.number(),
  pricelists: z.array(
    z.object({ price_list_id: z.number(), price_vat_included: z.number(), discount_rate: nullableNumber }),
  ),
  propositionsFrom: z.array(z.object({ proposition_uid: z.string() })),
})
export type Item = z.infer<typeof itemSchema>

const itemLevelSchema = z.looseObject({ id: z.number(), active: z.boolean(), click_and_collect_active: z.boolean() })

const propositionSchema = z.looseObject({
  uid: z.string(),
  ...localizedName,
  retrieve_price: z.boolean(),
  quantity_type: z.number().int(),
  minimum_selected_item: nullableNumber,
  maximum_selected_item: nullableNumber,
  propositionsTo: z.array(
    z.object({ to_item_id: z.number(), to_item_uid: z.string(), price: z.number(), quantity: z.number() }),
  ),
})
export type Proposition = z.infer<typeof propositionSchema>

const stockSchema = z.looseObject({ item_id: z.number(), store_id: z.number(), out_of_stock: z.boolean() })

/** Everything about one POS of the cart. */
export type PosCatalogue = {
  pos: Pos
  store: Store
  items: Map<number, Item>
  categories: Map<number, z.infer<typeof itemLevelSchema>>
  propositions: Map<string, Proposition>
  /** Ids of the POS's products whose stock record for this POS's store says out of stock. */
  outOfStock: Set<number>
}

export type VenueRecords = { pos: Pos; store: Store; children: Pos[] }

/** The venue's own POS and store, and its children (a food court's stands), or null if unknown. */
export async function loadVenueRecords(db: D1Database, key: string): Promise<VenueRecords | null> {
  const row = await db
    .prepare('SELECT pos, children FROM venues WHERE key = ?1')
    .bind(key)
    .first<{ pos: string; children: string }>()
  if (!row) return null
  const pos = posSchema.parse(JSON.parse(row.pos))
  const store = await findStoreOfPos(db, pos.id)
  if (!store) return null
  return { pos, store: storeSchema.parse(JSON.parse(store)), children: z.array(posSchema).parse(JSON.parse(row.children)) }
}

const parseAll = <T>(schema: z.ZodType<T>, bodies: string[]): T[] => bodies.map((body) => schema.parse(JSON.parse(body)))

async function outOfStockIds(db: D1Database, store: Store): Promise<Set<number>> {
  // Stock records are keyed '<item_uid>|<entity_id>'; the record of this store decides.
  const { results } = await db
    .prepare("SELECT body FROM records WHERE kind = 'stock' AND id LIKE ?1 ORDER BY seq")
    .bind(`%|${store.entity_id}`)
    .all<{ body: string }>()
  const stocks = parseAll(stockSchema, results.map((row) => row.body))
  return new Set(stocks.filter((stock) => stock.store_id === store.id && stock.out_of_stock).map((stock) => stock.item_id))
}

export async function loadPosCatalogue(db: D1Database, pos: Pos): Promise<PosCatalogue | null> {
  const storeBody = await findStoreOfPos(db, pos.id)
  if (!storeBody) return null
  const store = storeSchema.parse(JSON.parse(storeBody))
  const [items, categories, propositions, outOfStock] = await Promise.all([
    listForPos(db, 'item', pos.id).then((bodies) => parseAll(itemSchema, bodies)),
    listForPos(db, 'item_level', pos.id).then((bodies) => parseAll(itemLevelSchema, bodies)),
    listForPos(db, 'proposition', pos.id).then((bodies) => parseAll(propositionSchema, bodies)),
    outOfStockIds(db, store),
  ])
  return {
    pos,
    store,
    items: new Map(items.map((item) => [item.id, item])),
    categories: new Map(categories.map((category) => [category.id, category])),
    propositions: new Map(propositions.map((proposition) => [proposition.uid, proposition])),
    outOfStock,
  }
}

/** The name in the order's language: German falls back to English, every language to the base name. */
export function nameIn(record: Localized, language: string): string {
  const field = language === 'de' ? record.name_en : record[`name_${language}` as 'name_fr' | 'name_nl' | 'name_en']
  return field ?? record.name
}
