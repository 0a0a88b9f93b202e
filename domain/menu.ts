import type { Item, ItemLevel, Matrix, Pos } from './schemas/platform'

// What the menu shows and in which order (SPEC §2 "Menu", §4 item view, §5 "Only active categories").

export const ItemsView = { Categories: 1, Matrices: 2 } as const
export type ItemsView = (typeof ItemsView)[keyof typeof ItemsView]

/** Item view mode of a POS: 2 shows matrices, anything else categories (default 1, SPEC §4). */
export function itemsView(pos: Partial<Pick<Pos, 'items_view'>> | null | undefined): ItemsView {
  return pos?.items_view === ItemsView.Matrices ? ItemsView.Matrices : ItemsView.Categories
}

type CategoryFields = Pick<ItemLevel, 'id' | 'posId' | 'active' | 'click_and_collect_active' | 'order_number'>
type ProductFields = Pick<Item, 'active' | 'item_level1_id' | 'picker_order_number'>

/** Categories of this POS that are active and open to click and collect, by order_number. */
export function visibleCategories<T extends CategoryFields>(levels: readonly T[], posId: number): T[] {
  return levels
    .filter((level) => level.active && level.click_and_collect_active && level.posId === posId)
    .sort((a, b) => a.order_number - b.order_number)
}

/** Active products whose category is visible, by picker_order_number (ties keep their order). */
export function visibleProducts<T extends ProductFields>(
  items: readonly T[],
  categories: readonly Pick<ItemLevel, 'id'>[],
): T[] {
  const shown = new Set(categories.map((category) => category.id))
  return items
    .filter((item) => item.active && shown.has(item.item_level1_id))
    .sort((a, b) => a.picker_order_number - b.picker_order_number)
}

/** Visible categories, each with its visible products in menu order. */
export function productsByCategory<C extends CategoryFields, P extends ProductFields>(
  levels: readonly C[],
  items: readonly P[],
  posId: number,
): { category: C; products: P[] }[] {
  const categories = visibleCategories(levels, posId)
  const products = visibleProducts(items, categories)
  return categories.map((category) => ({
    category,
    products: products.filter((product) => product.item_level1_id === category.id),
  }))
}

/** A product with steps (propositionsFrom) is a composed menu (SPEC §3). */
export function isMenuProduct(item: Pick<Item, 'propositionsFrom'>): boolean {
  return item.propositionsFrom.length > 0
}

export type MatrixWithProducts<M, P> = Omit<M, 'items'> & { products: P[] }

/**
 * Matrices for items_view 2: active matrices of this POS by order_number, each with its products
 * in link order. A product shows only if it is active and its category is visible, as in view 1.
 */
export function visibleMatrices<
  M extends Pick<Matrix, 'posId' | 'active' | 'order_number' | 'items'>,
  P extends Pick<Item, 'id' | 'active' | 'item_level1_id'>,
>(
  matrices: readonly M[],
  items: readonly P[],
  posId: number,
  categories: readonly Pick<ItemLevel, 'id'>[],
): MatrixWithProducts<M, P>[] {
  const shown = new Set(categories.map((category) => category.id))
  const byId = new Map(items.map((item) => [item.id, item]))
  return matrices
    .filter((matrix) => matrix.active && matrix.posId === posId)
    .sort((a, b) => a.order_number - b.order_number)
    .map(({ items: links, ...matrix }) => ({
      ...matrix,
      products: [...links]
        .sort((a, b) => a.order_number - b.order_number)
        .map((link) => byId.get(link.item_id))
        .filter((item): item is P => item !== undefined && item.active && shown.has(item.item_level1_id)),
    }))
}

/** Lower case without accents or ligatures, so 'creme' finds 'Crème' and 'boeuf' finds 'bœuf'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
}

/** A product a search finds, and the ingredient that matched when its name did not. */
export type SearchHit<T> = { product: T; ingredient: string | null }

/**
 * Products whose name contains the query, in menu order, then those with an ingredient that does
 * (`ingredientsOf`, once the menu's ingredients are at hand). Case and accents are ignored.
 */
export function searchMenu<T extends { id: number; name: string }>(
  products: readonly T[],
  query: string,
  ingredientsOf?: (productId: number) => readonly string[] | undefined,
): SearchHit<T>[] {
  const needle = foldForSearch(query.trim())
  if (needle === '') return products.map((product) => ({ product, ingredient: null }))
  const byName: SearchHit<T>[] = []
  const byIngredient: SearchHit<T>[] = []
  for (const product of products) {
    if (foldForSearch(product.name).includes(needle)) byName.push({ product, ingredient: null })
    else {
      const ingredient = ingredientsOf?.(product.id)?.find((candidate) => foldForSearch(candidate).includes(needle))
      if (ingredient) byIngredient.push({ product, ingredient })
    }
  }
  return [...byName, ...byIngredient]
}
