import './allergens.css'
import { productVerdict } from '../../domain/allergen-filter'
import type { Locale } from '../../domain/locale'
import type { ProductMark } from './filter-types'
import { allergenList, filterData } from './filter-data'

/** A product's details under the diner's filter: what it contains of what they avoid, or that the venue says nothing. */
export type AvoidInDetails = {
  notice: ProductMark | null
  avoids: (allergenId: number) => boolean
  avoidedTag: string
}

export async function avoidInDetails(posId: number, productId: number, locale: Locale, avoided: ReadonlySet<number>): Promise<AvoidInDetails> {
  const { facts, t } = await filterData(posId, locale)
  const verdict = productVerdict(facts.allergenIds[productId], avoided)
  const notice: ProductMark | null =
    verdict.kind === 'contains'
      ? { tone: 'contains', text: t('allergens.details.contains', { list: allergenList(facts.allergens, verdict.allergenIds) }) }
      : verdict.kind === 'unknown'
        ? { tone: 'unknown', text: t('allergens.details.unknown') }
        : null
  return { notice, avoids: (id) => avoided.has(id), avoidedTag: t('allergens.details.avoided') }
}
