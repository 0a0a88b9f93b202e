import './allergens.css'
import { useId } from 'react'
import type { StepView } from '../../domain/product-sheet'
import { Dialog } from '../ui/Dialog'
import type { AvoidInComposition } from './composition-avoid'

/** Steps with nothing safe to choose, said before the diner starts (all of them) and on the step itself. */
export function AvoidWarnings({ avoid, steps }: { avoid: AvoidInComposition; steps: readonly StepView[] }) {
  const warnings = steps.flatMap((step) => avoid.noSafeChoice(step) ?? [])
  if (warnings.length === 0) return null
  return (
    <ul className="avoid-warnings" role="note">
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  )
}

type ConfirmationProps = { avoid: AvoidInComposition; name: string; itemId: number; onAnswer: (insist: boolean) => void }

/** An option that contains what the diner avoids is chosen only if they say so; the safe answer comes first. */
export function AvoidConfirmation({ avoid, name, itemId, onAnswer }: ConfirmationProps) {
  const { t } = avoid
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open onClose={() => onAnswer(false)} labelledBy={titleId} describedBy={textId} className="avoid-confirmation">
      <h2 id={titleId}>{avoid.confirmTitle(name, itemId)}</h2>
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
