import { composedMenuVerdict, productVerdict, type MenuVerdict, type StepFacts } from './allergen-filter'
import { compositionSteps } from './composition'
import { allergenView, type AllergenNames, type AllergenView } from './eu-allergens'
import type { Locale } from './locale'
import { isMenuProduct } from './menu'
import type { MenuBundle } from './menu-bundle'
import { allergenIdsOf, ingredientsOf } from './product-sheet'

/**
 * What the diner's allergen filter and the search by ingredient read of one point of sale's menu, in
 * one language: loaded when they are first used, so the menu page itself carries none of it.
 */
export type MenuFacts = {
  posId: number
  /** The platform's allergens, in its order, named in the page's language, with their pictures or dots. */
  allergens: AllergenView[]
  /** The allergen ids the venue lists, per product of the menu and of its composed menus' steps. */
  allergenIds: Record<number, number[]>
  /** The ingredients of each product of the menu that has any. */
  ingredients: Record<number, string[]>
  /** The steps of each composed menu, as the filter reads them. */
  steps: Record<number, StepFacts[]>
}

/** `names`: the fourteen EU allergens in the page's language (locales/allergen-names.ts). */
export function menuFacts(bundle: MenuBundle, locale: Locale, names: AllergenNames): MenuFacts {
  const allergens = bundle.allergens.map((allergen) => allergenView(allergen, locale, names))
  const facts: MenuFacts = { posId: bundle.posId, allergens, allergenIds: {}, ingredients: {}, steps: {} }
  for (const product of [...bundle.products, ...bundle.stepProducts]) facts.allergenIds[product.id] = allergenIdsOf(product)
  for (const product of bundle.products) {
    const ingredients = ingredientsOf(product, locale)
    if (ingredients.length > 0) facts.ingredients[product.id] = ingredients
    if (isMenuProduct(product)) {
      facts.steps[product.id] = compositionSteps(product, bundle.propositions).map(({ uid, quantityType, min, options }) => ({
        uid,
        quantityType,
        min,
        options: options.map(({ itemId }) => ({ itemId })),
      }))
    }
  }
  return facts
}

/** A product of the menu under the filter: a composed menu by what its steps offer, any other by its own list. */
export function menuVerdict(facts: MenuFacts, productId: number, avoided: ReadonlySet<number>): MenuVerdict {
  const steps = facts.steps[productId]
  const allergenIdsOf = (id: number) => facts.allergenIds[id]
  return steps ? composedMenuVerdict(steps, allergenIdsOf, avoided) : productVerdict(allergenIdsOf(productId), avoided)
}
