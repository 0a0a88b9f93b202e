import { useEffect, type FocusEventHandler, type ReactNode } from 'react'
import { choiceLabel, paysAtTheCounter, type PaymentChoice } from '../../domain/payment-choices'
import { useI18n } from '../ui/i18n'
import type { PaymentChoicesLoad } from './use-payment-choices'

type Props = {
  /** The ways to pay, as usePaymentChoices loads them (and the caller keeps those that apply). */
  load: PaymentChoicesLoad
  onRetry: () => void
  selected: string | null
  onSelect: (id: string) => void
  error?: string | null
  /** The group is left: the form checks that a way to pay is chosen. */
  onBlur?: FocusEventHandler<HTMLElement>
  /** Said when no way to pay is left, instead of 'No payment methods defined'. */
  emptyText?: string
  /** The venue's word on paying at the counter, said under that choice once it is chosen. */
  counterNote?: string | null
  /** Shown first in the group: the prepaid balance. */
  children?: ReactNode
}

/** The ways to pay for this amount (SPEC §2 payment-method chooser); 'No payment methods defined' when none. */
export function PaymentChoices({ load, onRetry, selected, onSelect, error, onBlur, emptyText, counterNote, children }: Props) {
  const { t } = useI18n()

  // One way to pay needs no choosing.
  const only = load.state === 'loaded' && load.choices.length === 1 ? load.choices[0]!.id : null
  useEffect(() => {
    if (only && selected !== only) onSelect(only)
  }, [only, selected, onSelect])

  const label = (choice: PaymentChoice) => {
    const named = choiceLabel(choice)
    return 'text' in named ? named.text : t(named.message)
  }

  return (
    <fieldset className="payment-choices" aria-describedby={error ? 'payment-error' : undefined} onBlur={onBlur}>
      <legend>{t('payment.title')}</legend>
      {children}
      {load.state === 'loading' && <p role="status">{t('payment.loading')}</p>}
      {load.state === 'failed' && (
        <p role="alert">
          {t('payment.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('error.tryAgain')}
          </button>
        </p>
      )}
      {load.state === 'loaded' && load.choices.length === 0 && <p role="alert">{emptyText ?? t('payment.none')}</p>}
      {load.state === 'loaded' &&
        load.choices.map((choice) => {
          const note = counterNote && selected === choice.id && paysAtTheCounter(choice) ? counterNote : null
          return (
            <div key={choice.id} className="payment-choice-option">
              <label className="payment-choice">
                {/* aria-invalid is global in ARIA 1.2: screen readers say it on the radio the diner lands on. */}
                {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props */}
                <input
                  type="radio"
                  name="payment-method"
                  value={choice.id}
                  checked={selected === choice.id}
                  // The first way to pay is where the form sends the focus when none is chosen.
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[note ? 'payment-message' : null, error ? 'payment-error' : null].filter(Boolean).join(' ') || undefined}
                  onChange={() => onSelect(choice.id)}
                />
                {choice.kind === 'online' && choice.image && <img src={choice.image} alt="" width="32" height="24" />}
                <span>{label(choice)}</span>
              </label>
              {note && (
                <p id="payment-message" className="payment-message">
                  {note}
                </p>
              )}
            </div>
          )
        })}
      {error && (
        <p id="payment-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
