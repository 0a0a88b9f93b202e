import type { Locale } from '../../domain/locale'
import type { MenuFacts } from '../../domain/menu-facts'
import { makeTranslator, type Messages, type Translate } from '../../locales/intl'
import { apiGet } from '../../stores/api-client'

// Loaded once per page, point of sale and language, and shared by the menu, the filter's panel and the
// product popups. A failed load is not kept: the next use asks again.

const texts = new Map<Locale, Promise<Translate>>()
const facts = new Map<string, Promise<MenuFacts>>()

function remembered<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let promise = cache.get(key)
  if (!promise) {
    promise = load()
    promise.catch(() => cache.delete(key))
    cache.set(key, promise)
  }
  return promise
}

/** The allergen filter's texts in the page's language (they do not travel with the page). */
export function filterTexts(locale: Locale): Promise<Translate> {
  return remembered(texts, locale, () =>
    // Parsed messages are plain JSON: what Hono's JSON type loses of their element types is all there.
    apiGet('/messages/:group', { param: { group: 'allergens' } }, locale).then((messages) => makeTranslator(locale, messages as Messages)),
  )
}

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
