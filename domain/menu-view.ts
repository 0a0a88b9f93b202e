import type { Locale } from './locale'
import { localized, named } from './localized'
import { isMenuProduct } from './menu'
import type { MenuBundle, MenuProduct } from './menu-bundle'
import type { OrderConsumptionType } from './consumption-type'
import type { Cents } from './money'

/** A product as the menu page shows it, in one language. */
export type MenuProductView = {
  id: number
  name: string
  /** The language of the name where it is not the page's (a fallback: see localizedText). */
  nameLang?: Locale
  /** Before the customer chooses how to eat, and once eat-in, takeaway or delivery is chosen. */
  priceCents: Cents
  /** Only where a consumption type's price list gives another price. */
  pricesByType: Partial<Record<OrderConsumptionType, Cents>>
  imageUrl: string | null
  outOfStock: boolean
  isMenu: boolean
  isAlcohol: boolean
  /** The card opens its details rather than adding straight away: see hasDetails. */
  hasDetails: boolean
}

export type MenuSection = { id: number; name: string; nameLang?: Locale; productIds: number[] }

/** The menu of one point of sale in one language: only the fields the page renders. */
export type MenuView = {
  posId: number
  categories: MenuSection[]
  matrices: MenuSection[]
  products: MenuProductView[]
  /** Out-of-stock products, those offered only inside menus included (cart validation, SPEC §4). */
  unavailableIds: number[]
}

export function menuView(bundle: MenuBundle, locale: Locale): MenuView {
  const knownAllergenIds = new Set(bundle.allergens.map((allergen) => allergen.id))
  return {
    posId: bundle.posId,
    categories: bundle.categories.map((category) => ({
      id: category.id,
      ...named(category, locale),
      productIds: bundle.products.filter((product) => product.item_level1_id === category.id).map((p) => p.id),
    })),
    matrices: bundle.matrices.map((matrix) => ({ id: matrix.id, ...named(matrix, locale), productIds: matrix.productIds })),
    products: bundle.products.map((product) => productView(product, locale, knownAllergenIds)),
    unavailableIds: [...bundle.products, ...bundle.stepProducts].filter((p) => p.outOfStock).map((p) => p.id),
  }
}

type DetailFields = Pick<
  MenuProduct,
  | 'description' | 'description_fr' | 'description_nl' | 'description_en'
  | 'picker_ingredient' | 'picker_ingredient_fr' | 'picker_ingredient_nl' | 'picker_ingredient_en'
  | 'allergens'
>

/**
 * Whether the card opens the product's details: a description or ingredients (SPEC §2), or allergens
 * the platform names, so a diner with an allergy sees them before the product is in the cart.
 */
export function hasDetails(product: DetailFields, locale: Locale, knownAllergenIds: ReadonlySet<number>): boolean {
  if (localized(product, 'description', locale) || localized(product, 'picker_ingredient', locale)) return true
  return (product.allergens ?? []).some((allergen) => knownAllergenIds.has(allergen.allergen_id))
}

function productView(product: MenuProduct, locale: Locale, knownAllergenIds: ReadonlySet<number>): MenuProductView {
  return {
    id: product.id,
    ...named(product, locale),
    priceCents: product.priceCents,
    pricesByType: priceDifferences(product),
    imageUrl: product.azure_image1 ?? null,
    outOfStock: product.outOfStock,
    isMenu: isMenuProduct(product),
    isAlcohol: product.picker_is_alcohol === true,
    hasDetails: hasDetails(product, locale, knownAllergenIds),
  }
}

/** The price shown for a product once the customer has (or has not yet) chosen how to eat. */
export function priceFor(product: Pick<MenuProductView, 'priceCents' | 'pricesByType'>, type: OrderConsumptionType | null): Cents {
  return (type === null ? undefined : product.pricesByType[type]) ?? product.priceCents
}

function priceDifferences({ priceCents, priceCentsByType }: MenuProduct): MenuProductView['pricesByType'] {
  const entries = Object.entries(priceCentsByType).filter(([, cents]) => cents !== priceCents)
  return Object.fromEntries(entries) as MenuProductView['pricesByType']
}

/** A section with its products in order, where it starts in the whole menu, and whether it waits to be near. */
export type ShownSection = MenuSection & { items: MenuProductView[]; firstIndex: number; deferred: boolean }

/**
 * The first products of a menu come with the page (about the first few screens on a phone); sections
 * that start after them are drawn when the diner comes near them, so a menu of 600 products costs
 * what one of 50 does until it is scrolled.
 */
export const PRODUCTS_WITH_THE_PAGE = 48

/** The sections that have products, in order; empty ones are left out. */
export function shownSections(sections: readonly MenuSection[], products: readonly MenuProductView[]): ShownSection[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  let firstIndex = 0
  return sections.flatMap((section) => {
    const items = section.productIds.flatMap((id) => byId.get(id) ?? [])
    if (items.length === 0) return []
    const shown = { ...section, items, firstIndex, deferred: firstIndex >= PRODUCTS_WITH_THE_PAGE }
    firstIndex += items.length
    return [shown]
  })
}
