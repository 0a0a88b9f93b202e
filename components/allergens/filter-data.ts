import type { Locale } from '../../domain/locale'
import type { MenuFacts } from '../../domain/menu-facts'
import type { Translate } from '../../locales/intl'
import { apiGet } from '../../stores/api-client'
import { groupTexts } from '../ui/group-texts'
import { remembered } from '../ui/remembered'

// Loaded once per page, point of sale and language, and shared by the menu, the filter's panel and the
// product popups. A failed load is kept until the diner tries again (components/ui/remembered.ts).

const facts = new Map<string, Promise<MenuFacts>>()

/** The allergen filter's texts in the page's language (they do not travel with the page). */
export const filterTexts = (locale: Locale): Promise<Translate> => groupTexts('allergens', locale)

/** The venue's allergens, each product's allergen ids and ingredients, the composed menus' steps. */
export function menuFacts(posId: number, locale: Locale): Promise<MenuFacts> {
  return remembered(facts, `${posId}:${locale}`, () => apiGet('/menu/:posId/facts', { param: { posId } }, locale))
}

/** The names of some allergens, in the venue's order, for a sentence: "Milk, Eggs". */
export function allergenList(all: MenuFacts['allergens'], ids: readonly number[]): string {
  return all.filter((allergen) => ids.includes(allergen.id)).map((allergen) => allergen.name).join(', ')
}

export type FilterData = { facts: MenuFacts; t: Translate }

/** Both, for a popup that shows a product under the filter. */
export function filterData(posId: number, locale: Locale): Promise<FilterData> {
  return Promise.all([menuFacts(posId, locale), filterTexts(locale)]).then(([facts, t]) => ({ facts, t }))
}
