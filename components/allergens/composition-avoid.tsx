import './allergens.css'
import { useId, type ComponentType } from 'react'
import { excludedOptions, markedAllergenIds, productVerdict } from '../../domain/allergen-filter'
import type { Locale } from '../../domain/locale'
import { menuVerdict } from '../../domain/menu-facts'
import type { StepView } from '../../domain/product-sheet'
import type { ProductMark } from './filter-types'
import { Dialog } from '../ui/Dialog'
import { allergenList, filterData, type FilterData } from './filter-data'
import { verdictMark } from './verdict-mark'

/** A composed menu under the diner's filter: what its options say and which need a confirmation. */
export type AvoidInComposition = {
  /** Options that contain an avoided allergen: marked, never preselected, chosen only once confirmed. */
  excluded: ReadonlySet<number>
  markOf: (itemId: number) => ProductMark | undefined
  /** What the popup shows of it: the steps' warnings, and the question before an avoided option. */
  Warnings: ComponentType<{ steps: readonly StepView[] }>
  Confirmation: ComponentType<{ name: string; itemId: number; onAnswer: (insist: boolean) => void }>
}

/** Loaded with this code only when the diner avoids something: the composition popup carries none of it. */
export async function avoidInComposition(posId: number, menuId: number, locale: Locale, avoided: ReadonlySet<number>): Promise<AvoidInComposition> {
  const { facts, t } = await filterData(posId, locale)
  const verdict = menuVerdict(facts, menuId, avoided)
  const steps = 'steps' in verdict ? verdict.steps : []
  const list = (ids: readonly number[]) => allergenList(facts.allergens, ids)
  const itemVerdict = (itemId: number) => productVerdict(facts.allergenIds[itemId], avoided)
  const contained = (itemId: number) => {
    const item = itemVerdict(itemId)
    return item.kind === 'contains' ? item.allergenIds : []
  }
  /** "Every choice of “Your burger” contains: …", for a step the diner must choose in. */
  const noSafeChoice = (step: StepView) => {
    const stepVerdict = steps.find((candidate) => candidate.stepUid === step.uid)
    if (!stepVerdict?.noSafeChoice) return []
    return [t('allergens.step.noSafeChoice', { step: step.name, list: list(markedAllergenIds([stepVerdict], (id) => facts.allergenIds[id], avoided)) })]
  }
  return {
    excluded: 'steps' in verdict ? excludedOptions(verdict) : new Set(),
    markOf: (itemId) => verdictMark(itemVerdict(itemId), t, list, () => []),
    Warnings: ({ steps: shown }) => <AvoidWarnings warnings={shown.flatMap(noSafeChoice)} />,
    Confirmation: ({ name, itemId, onAnswer }) => (
      <AvoidConfirmation title={t('allergens.confirm.title', { product: name, list: list(contained(itemId)) })} t={t} onAnswer={onAnswer} />
    ),
  }
}

/** Steps with nothing safe to choose, said before the diner starts (all of them) and on the step itself. */
function AvoidWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null
  return (
    <ul className="avoid-warnings" role="note">
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  )
}

type ConfirmationProps = { title: string; t: FilterData['t']; onAnswer: (insist: boolean) => void }

/** An option that contains what the diner avoids is chosen only if they say so; the safe answer comes first. */
function AvoidConfirmation({ title, t, onAnswer }: ConfirmationProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open onClose={() => onAnswer(false)} labelledBy={titleId} describedBy={textId} className="avoid-confirmation">
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{t('allergens.confirm.text')}</p>
      <div className="dialog-actions">
        <button type="button" className="button-primary" onClick={() => onAnswer(false)}>
          {t('allergens.confirm.cancel')}
        </button>
        <button type="button" className="button-secondary" onClick={() => onAnswer(true)}>
          {t('allergens.confirm.choose')}
        </button>
      </div>
    </Dialog>
  )
}
