/** What a product card says under the allergen filter. */
export type ProductMark = { tone: 'contains' | 'careful' | 'unknown'; text: string }

/**
 * The menu under the diner's allergen filter, with its texts, for the cards and sections the menu
 * page draws. Made by components/allergens/menu-filter.ts, loaded when the filter or the search is
 * first used: the menu's own code only reads it.
 */
export type MenuFilter = {
  posId: number
  hides: (productId: number) => boolean
  mark: (productId: number) => ProductMark | undefined
  /** "3 dishes hidden", or what a section with nothing left says. */
  sectionNote: (sectionId: number) => string | null
  /** What is avoided and how many dishes it hides or marks; null when nothing is avoided. */
  summary: string | null
  ingredientsOf: (productId: number) => readonly string[] | undefined
  /** How a card found by an ingredient says so ("With cheddar"). */
  ingredientNote: (ingredient: string) => string
}
