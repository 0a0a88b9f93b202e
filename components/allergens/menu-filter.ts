import './allergens.css'
import { filterSections, hiddenByFilter, markedAllergenIds, type MenuVerdict } from '../../domain/allergen-filter'
import type { AvoidChoice } from '../../domain/avoid-choice'
import type { Locale } from '../../domain/locale'
import { menuVerdict } from '../../domain/menu-facts'
import type { MenuSection, MenuView } from '../../domain/menu-view'
import type { MenuFilter, ProductMark } from './filter-types'
import { allergenList, filterTexts, menuFacts } from './filter-data'
import { verdictMark } from './verdict-mark'

/** The menu under the diner's choice: what each card says, what is hidden, and the counts. */
export async function menuFilter(menu: MenuView, sections: readonly MenuSection[], choice: AvoidChoice, locale: Locale): Promise<MenuFilter> {
  const [facts, t] = await Promise.all([menuFacts(menu.posId, locale), filterTexts(locale)])
  const avoided = new Set(choice.allergenIds)
  const verdicts = new Map(menu.products.map((product) => [product.id, menuVerdict(facts, product.id, avoided)]))
  const under = filterSections(sections, (id) => verdicts.get(id) ?? SAFE, choice.mode)
  const list = (ids: readonly number[]) => allergenList(facts.allergens, ids)
  const marks = new Map<number, ProductMark>()
  for (const [id, verdict] of verdicts) {
    const mark = verdictMark(verdict, t, list, (composed) => markedAllergenIds(composed.steps, (itemId) => facts.allergenIds[itemId], avoided))
    if (mark) marks.set(id, mark)
  }
  return {
    posId: menu.posId,
    hides: (productId) => {
      const verdict = verdicts.get(productId)
      return verdict !== undefined && hiddenByFilter(verdict, choice.mode)
    },
    mark: (productId) => marks.get(productId),
    sectionNote: (sectionId) => {
      const section = under.sections.get(sectionId)
      if (!section || avoided.size === 0) return null
      if (choice.mode === 'mark') return section.containsCount > 0 ? t('allergens.section.marked', { count: section.containsCount }) : null
      if (section.hiddenCount === 0) return null
      return t(section.shownIds.length === 0 ? 'allergens.section.empty' : 'allergens.section.hidden', { count: section.hiddenCount })
    },
    summary:
      avoided.size === 0
        ? null
        : [
            t('allergens.summary.avoiding', { list: list(choice.allergenIds) }),
            choice.mode === 'hide' ? t('allergens.summary.hidden', { count: under.hidden }) : t('allergens.summary.marked', { count: under.contains }),
            ...(under.unknown > 0 ? [t('allergens.summary.unknown', { count: under.unknown })] : []),
          ].join(' · '),
    ingredientsOf: (productId) => facts.ingredients[productId],
    ingredientNote: (ingredient) => t('allergens.search.ingredient', { ingredient }),
  }
}

const SAFE: MenuVerdict = { kind: 'safe' }
