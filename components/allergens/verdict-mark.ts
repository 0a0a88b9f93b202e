import type { ComposedMenuVerdict, MenuVerdict } from '../../domain/allergen-filter'
import type { Translate } from '../../locales/intl'
import type { ProductMark } from './filter-types'

/** What a card or an option says of a product under the filter; nothing when it is safe. */
export function verdictMark(
  verdict: MenuVerdict,
  t: Translate,
  list: (ids: readonly number[]) => string,
  careful: (verdict: ComposedMenuVerdict) => number[],
): ProductMark | undefined {
  switch (verdict.kind) {
    case 'contains':
      return { tone: 'contains', text: t('allergens.mark.contains', { list: list(verdict.allergenIds) }) }
    case 'choose-carefully':
      return { tone: 'careful', text: t('allergens.mark.careful', { list: list(careful(verdict)) }) }
    case 'unknown':
      return { tone: 'unknown', text: t('steps' in verdict ? 'allergens.mark.incomplete' : 'allergens.mark.unknown') }
    default:
      return undefined
  }
}
