import type { ProductSheet } from '../../domain/product-sheet'

export type DetailTab = 'ingredients' | 'allergens'

/**
 * The tab the product popup opens on: the first one with content (SPEC §2). Ingredients come first,
 * so they win when both or neither have content.
 */
export function firstAvailableTab(sheet: Pick<ProductSheet, 'ingredients' | 'allergens'>): DetailTab {
  return sheet.ingredients.length === 0 && sheet.allergens.length > 0 ? 'allergens' : 'ingredients'
}
