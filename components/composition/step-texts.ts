import { stepHint, type CompositionStep, type StepError } from '../../domain/composition'
import type { Translate } from '../../locales/intl'

/** 'Please choose at least {min} products' / 'at most {max}' (SPEC §5). */
export function stepErrorText(t: Translate, error: NonNullable<StepError>): string {
  return error.kind === 'min' ? t('composition.error.min', { min: error.min }) : t('composition.error.max', { max: error.max })
}

/** 'Please choose {min} {max} products', or at least / at most when only one bound exists (SPEC §5). */
export function stepHintText(t: Translate, step: CompositionStep): string | null {
  const hint = stepHint(step)
  if (!hint) return null
  if (hint.kind === 'range') {
    return hint.min === hint.max ? t('composition.hint.exactly', { count: hint.min }) : t('composition.hint.range', hint)
  }
  return hint.kind === 'min' ? t('composition.hint.min', { min: hint.min }) : t('composition.hint.max', { max: hint.max })
}
