import { useId } from 'react'
import { LEGAL_AGE } from '../../domain/age-check'
import { Dialog } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'

/** Asks to confirm the legal age before alcohol (SPEC §2, §4); Escape and the backdrop count as cancel. */
export function AgeCheckDialog({ open, onAnswer }: { open: boolean; onAnswer(confirmed: boolean): void }) {
  const { t } = useI18n()
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="age-check"
    >
      <h2 id={titleId}>{t('age.title', { age: LEGAL_AGE })}</h2>
      <p id={descriptionId}>{t('age.description', { age: LEGAL_AGE })}</p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={() => onAnswer(false)}>
          {t('age.cancel')}
        </button>
        <button type="button" className="button-primary" onClick={() => onAnswer(true)}>
          {t('age.confirm', { age: LEGAL_AGE })}
        </button>
      </div>
    </Dialog>
  )
}
