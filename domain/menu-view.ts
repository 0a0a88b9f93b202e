import type { Locale } from './locale'
import { localized } from './localized'
import { isMenuProduct } from './menu'
import type { MenuBundle, MenuProduct } from './menu-bundle'
import type { Cents } from './money'

/** A product as the menu page shows it, in one language. */
export type MenuProductView = {
  id: number
  categoryId: number
  name: string
  priceCents: Cents
  imageUrl: string | null
  outOfStock: boolean
  isMenu: boolean
  isAlcohol: boolean
  /** The card offers details when there is a description or ingredients (SPEC §2). */
  hasDetails: boolean
}

export type MenuSection = { id: number; name: string; productIds: number[] }

/** The menu of one point of sale in one language: only the fields the page renders. */
export type MenuView = { posId: number; categories: MenuSection[]; matrices: MenuSection[]; products: MenuProductView[] }

export function menuView(bundle: MenuBundle, locale: Locale): MenuView {
  const name = (record: object) => localized(record, 'name', locale) ?? ''
  return {
    posId: bundle.posId,
    categories: bundle.categories.map((category) => ({
      id: category.id,
      name: name(category),
      productIds: bundle.products.filter((product) => product.item_level1_id === category.id).map((p) => p.id),
    })),
    matrices: bundle.matrices.map((matrix) => ({ id: matrix.id, name: name(matrix), productIds: matrix.productIds })),
    products: bundle.products.map((product) => productView(product, locale)),
  }
}

function productView(product: MenuProduct, locale: Locale): MenuProductView {
  return {
    id: product.id,
    categoryId: product.item_level1_id,
    name: localized(product, 'name', locale) ?? '',
    priceCents: product.priceCents,
    imageUrl: product.azure_image1 ?? null,
    outOfStock: product.outOfStock,
    isMenu: isMenuProduct(product),
    isAlcohol: product.picker_is_alcohol === true,
    hasDetails: Boolean(localized(product, 'description', locale) || localized(product, 'picker_ingredient', locale)),
  }
}
