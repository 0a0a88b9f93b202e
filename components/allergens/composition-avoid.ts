import { excludedOptions, markedAllergenIds, productVerdict } from '../../domain/allergen-filter'
import { menuVerdict } from '../../domain/menu-facts'
import type { StepView } from '../../domain/product-sheet'
import type { ProductMark } from '../menu/use-menu-filter'
import { allergenList, type FilterData } from './filter-data'
import { verdictMark } from './verdict-mark'

/** A composed menu under the diner's filter: what its options say and which need a confirmation. */
export type AvoidInComposition = {
  /** Options that contain an avoided allergen: marked, never preselected, chosen only once confirmed. */
  excluded: ReadonlySet<number>
  markOf: (itemId: number) => ProductMark | undefined
  /** "Every choice of “Your burger” contains: …", for a step the diner must choose in; null otherwise. */
  noSafeChoice: (step: StepView) => string | null
  confirmTitle: (name: string, itemId: number) => string
  t: FilterData['t']
}

export function avoidInComposition(menuId: number, { facts, t }: FilterData, avoided: ReadonlySet<number>): AvoidInComposition {
  const verdict = menuVerdict(facts, menuId, avoided)
  const steps = 'steps' in verdict ? verdict.steps : []
  const list = (ids: readonly number[]) => allergenList(facts.allergens, ids)
  const itemVerdict = (itemId: number) => productVerdict(facts.allergenIds[itemId], avoided)
  const contained = (itemId: number) => {
    const item = itemVerdict(itemId)
    return item.kind === 'contains' ? item.allergenIds : []
  }
  return {
    excluded: 'steps' in verdict ? excludedOptions(verdict) : new Set(),
    markOf: (itemId) => verdictMark(itemVerdict(itemId), t, list, () => []),
    noSafeChoice: (step) => {
      const stepVerdict = steps.find((candidate) => candidate.stepUid === step.uid)
      if (!stepVerdict?.noSafeChoice) return null
      return t('allergens.step.noSafeChoice', { step: step.name, list: list(markedAllergenIds([stepVerdict], (id) => facts.allergenIds[id], avoided)) })
    },
    confirmTitle: (name, itemId) => t('allergens.confirm.title', { product: name, list: list(contained(itemId)) }),
    t,
  }
}
