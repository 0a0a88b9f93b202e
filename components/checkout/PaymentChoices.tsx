import { useEffect, useState } from 'react'
import type { PaymentChoice } from '../../domain/payment-choices'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

type Props = {
  amount: number
  consumptionType: number | null
  selected: string | null
  onSelect: (id: string) => void
  error?: string | null
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; choices: PaymentChoice[] }

/** The ways to pay for this amount (SPEC §2 payment-method chooser); 'No payment methods defined' when none. */
export function PaymentChoices({ amount, consumptionType, selected, onSelect, error }: Props) {
  const { t, locale } = useI18n()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    setLoad({ state: 'loading' })
    apiGet<PaymentChoice[]>(`/payment-methods?amount=${amount.toFixed(2)}&type=${consumptionType ?? ''}`, locale)
      .then((choices) => current && setLoad({ state: 'loaded', choices }))
      .catch(() => current && setLoad({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [amount, consumptionType, locale, attempt])

  // One way to pay needs no choosing.
  const only = load.state === 'loaded' && load.choices.length === 1 ? load.choices[0]!.id : null
  useEffect(() => {
    if (only && selected !== only) onSelect(only)
  }, [only, selected, onSelect])

  const label = (choice: PaymentChoice) =>
    choice.kind === 'online' ? choice.description : choice.kind === 'wallet' ? t('payment.wallet') : t(choice.onDelivery ? 'payment.onDelivery' : 'payment.onSite')

  return (
    <fieldset className="payment-choices" aria-describedby={error ? 'payment-error' : undefined}>
      <legend>{t('payment.title')}</legend>
      {load.state === 'loading' && <p role="status">{t('payment.loading')}</p>}
      {load.state === 'failed' && (
        <p role="alert">
          {t('payment.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => setAttempt(attempt + 1)}>
            {t('error.tryAgain')}
          </button>
        </p>
      )}
      {load.state === 'loaded' && load.choices.length === 0 && <p role="alert">{t('payment.none')}</p>}
      {load.state === 'loaded' &&
        load.choices.map((choice) => (
          <label key={choice.id} className="payment-choice">
            <input type="radio" name="payment-method" value={choice.id} checked={selected === choice.id} onChange={() => onSelect(choice.id)} />
            {choice.kind === 'online' && choice.image && <img src={choice.image} alt="" width="32" height="24" />}
            <span>{label(choice)}</span>
          </label>
        ))}
      {error && (
        <p id="payment-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
