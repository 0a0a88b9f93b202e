// Venues generated from Brasserie Lumière. Le Grand Café (grand.localhost): about 600 products in 20
// categories with a dozen composed menus, to measure how the app holds a long menu. Generated venues
// (venue-<n>.localhost, `generatedVenues`): as many as a benchmark asks for, each with the number of
// products it is given, to measure the platform and the edge with many venues (bench/edge-scale.mjs).
// Deterministic: the same seed every time.
import { createHash } from 'node:crypto'

export const GRAND_KEY = 'grand'
export const GRAND_HOST = 'grand.localhost'
const GRAND_PRODUCTS = 600
const PRODUCTS_PER_CATEGORY = 30
// Generated venue n has every id of Le Grand Café's plus n times this.
const ID_STRIDE = 10_000_000

/** A UUID derived from a name (stable across seeds). */
function uuidOf(key, name) {
  const hex = createHash('sha1').update(`${key}:${name}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const clone = (value) => structuredClone(value)
const localizedWith = (record, field, suffix) =>
  Object.fromEntries(['', '_fr', '_nl', '_en'].map((l) => [`${field}${l}`, record[`${field}${l}`] == null ? record[`${field}${l}`] : `${record[`${field}${l}`]}${suffix}`]))

/** Le Grand Café, from Lumière's records: same shapes, ids of its own. */
export const grandVenue = (lumiere) =>
  generatedVenue(lumiere, { key: GRAND_KEY, host: GRAND_HOST, title: 'Le Grand Café', number: 0, products: GRAND_PRODUCTS })

/** The key, host and size of each of `count` generated venues, the first `large` of them with 600 products. */
export function generatedVenueSpecs({ count, large, products = 30 }) {
  return Array.from({ length: count }, (_, index) => ({
    key: `venue-${index + 1}`,
    host: `venue-${index + 1}.localhost`,
    title: `Venue ${index + 1}`,
    number: index + 1,
    products: index < large ? GRAND_PRODUCTS : products,
  }))
}

/** A venue made from Lumière's records: same shapes, ids of its own (`number` apart), `products` products. */
export function generatedVenue(lumiere, { key, host, title, number, products }) {
  const source = lumiere.platform
  const offset = number * ID_STRIDE
  const uuid = (name) => uuidOf(key, name)
  const POS = 900 + offset
  const [JOURNAL, QUOTE_JOURNAL, STORE, ENTITY] = [1900, 1909, 2900, 3900].map((id) => id + offset)
  const priceListId = (id) => (id == null ? id : id + 80 + offset) // 11–14 → 91–94
  const MENU_VARIANTS = Math.max(1, Math.min(4, Math.floor(products / 150)))
  const CATEGORIES = Math.max(3, Math.min(20, Math.round(products / PRODUCTS_PER_CATEGORY)))

  const pos = {
    ...clone(source.pos),
    id: POS,
    journal_id: JOURNAL,
    quote_journal_id: QUOTE_JOURNAL,
    sender_email: 'commandes@grand-cafe.example',
    sender_name: title,
    title,
    minimum_order_amount: 10,
    price_list_id: priceListId(source.pos.price_list_id),
    price_list_consumption_type_eatin: priceListId(source.pos.price_list_consumption_type_eatin),
    price_list_consumption_type_takeaway: priceListId(source.pos.price_list_consumption_type_takeaway),
    price_list_consumption_type_retail: priceListId(source.pos.price_list_consumption_type_retail),
    price_list_consumption_type_delivery: priceListId(source.pos.price_list_consumption_type_delivery),
  }
  const journals = [
    { id: JOURNAL, store_id: STORE, cashless_wallet_item_id: null },
    { id: QUOTE_JOURNAL, store_id: STORE, cashless_wallet_item_id: null },
  ]
  const stores = [
    {
      ...clone(source.stores[0]),
      id: STORE,
      entity_id: ENTITY,
      name_fr: title,
      name_nl: title,
      name_en: title,
      address_line1: 'Place de la Monnaie 1',
      default_price_list_id: priceListId(source.stores[0].default_price_list_id),
      medias: [
        { type: 1, file_path: '/demo-images/grand-cafe-logo.svg', media_content: null },
        { type: 1000, file_path: '/demo-images/grand-cafe-background.svg', media_content: null },
      ],
    },
  ]
  const entities = [{ ...clone(source.entities[0]), id: ENTITY, name: 'Grand Café SA', vat_number: 'BE0712345678', email: 'contact@grand-cafe.example', website: 'www.grand-cafe.example', picker_theme_color: 6 }]
  const price_lists = source.price_lists.map((list) => ({ ...list, id: priceListId(list.id) }))

  const baseCategories = source.item_levels.filter((level) => level.active && level.click_and_collect_active)
  const shown = new Set(baseCategories.map((level) => level.id))
  const item_levels = Array.from({ length: CATEGORIES }, (_, index) => {
    const base = baseCategories[index % baseCategories.length]
    const round = Math.floor(index / baseCategories.length)
    return { ...clone(base), id: 90001 + index + offset, posId: POS, order_number: index + 1, ...localizedWith(base, 'name', round ? ` ${round + 1}` : '') }
  })

  // Plain products are cycled through the categories; each clone keeps its base's texts and allergens.
  const plain = source.items.filter((item) => item.active && item.propositionsFrom.length === 0 && shown.has(item.item_level1_id))
  const items = []
  const firstCloneOf = new Map()
  const menus = source.items.filter((item) => item.propositionsFrom.length > 0)
  for (let index = 0; index < products - MENU_VARIANTS * menus.length; index++) {
    const base = plain[index % plain.length]
    const number = index + 1
    const id = 910000 + number + offset
    const item = {
      ...clone(base),
      id,
      uid: uuid(`item-uid-${number}`),
      uuid: uuid(`item-uuid-${number}`),
      posId: POS,
      item_level1_id: item_levels[index % CATEGORIES].id,
      ...localizedWith(base, 'name', ` · ${number}`),
      azure_image1: base.azure_image1 && /^\/demo-images\/[a-z0-9-]+\.svg$/.test(base.azure_image1) ? base.azure_image1.replace(/\.svg$/, `-${number}.svg`) : base.azure_image1,
      picker_order_number: number,
      price_vat_included: Math.round((base.price_vat_included + (number % 7) * 0.5) * 100) / 100,
      pricelists: base.pricelists.map((entry) => ({ ...entry, price_list_id: priceListId(entry.price_list_id), price_vat_included: Math.round((entry.price_vat_included + (number % 7) * 0.5) * 100) / 100 })),
      propositionsTo: [],
    }
    items.push(item)
    if (!firstCloneOf.has(base.id)) firstCloneOf.set(base.id, item)
  }

  const ALCOHOL_MENU = 5
  // Composed menus: Lumière's, several times over, their steps offering the clones of the same products.
  const propositions = []
  for (let variant = 0; variant < MENU_VARIANTS; variant++) {
    for (const [menuIndex, menu] of menus.entries()) {
      const number = variant * menus.length + menuIndex + 1
      const steps = menu.propositionsFrom.map((from) => {
        const step = source.propositions.find((proposition) => proposition.uid === from.proposition_uid)
        const uid = uuid(`step-${number}-${step.uid}`)
        const id = 990000 + number * 10 + from.order_number + offset
        propositions.push({
          ...clone(step),
          id,
          uid,
          posId: POS,
          propositionsTo: step.propositionsTo
            .filter((link) => firstCloneOf.has(link.to_item_id))
            .map((link) => {
              const target = firstCloneOf.get(link.to_item_id)
              return { ...link, proposition_uid: uid, to_item_id: target.id, to_item_uid: target.uid }
            }),
        })
        return { proposition_uid: uid, proposition_id: id, order_number: from.order_number }
      })
      const id = 980000 + number + offset
      items.push({
        ...clone(menu),
        id,
        uid: uuid(`menu-uid-${number}`),
        uuid: uuid(`menu-uuid-${number}`),
        posId: POS,
        item_level1_id: item_levels[(number - 1) % CATEGORIES].id,
        ...localizedWith(menu, 'name', ` · ${number}`),
        picker_order_number: number,
        // One formula is sold as alcohol as a whole: the age check applies to the menu itself.
        ...(number === ALCOHOL_MENU ? { picker_is_alcohol: true } : {}),
        pricelists: menu.pricelists.map((entry) => ({ ...entry, price_list_id: priceListId(entry.price_list_id) })),
        propositionsFrom: steps,
      })
    }
  }

  const stocks = items.map((item, index) => ({ item_id: item.id, item_uid: item.uid, entity_id: ENTITY, store_id: STORE, out_of_stock: index % 97 === 13 }))

  return {
    host,
    name: `${title} (a generated menu of ${products} products)`,
    platform: { pos, children: [], journals, stores, entities, price_lists, item_levels, matrices: [], items, propositions, stocks },
    venue_api: { ...clone(lumiere.venue_api), customers: [], cards: [], vouchers: [], orders: [] },
  }
}
