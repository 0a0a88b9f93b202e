import type { StepView } from '../../domain/product-sheet'
import { useI18n } from '../ui/i18n'

/** Numbered step circles; the completed ones show a tick (SPEC §2). */
export function StepProgress({ steps, current }: { steps: readonly StepView[]; current: number }) {
  const { t } = useI18n()
  return (
    <ol className="step-progress" aria-label={t('composition.progress', { current: current + 1, count: steps.length })}>
      {steps.map((step, index) => (
        <li
          key={step.uid}
          className={index < current ? 'is-done' : index === current ? 'is-current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span aria-hidden="true">{index < current ? '✓' : index + 1}</span>
          <span className="visually-hidden" lang={step.nameLang}>
            {step.name}
          </span>
        </li>
      ))}
    </ol>
  )
}
