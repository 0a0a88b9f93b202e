import { useCallback, useEffect, useState } from 'react'
import { centsToAmount, type Cents } from '../../domain/money'
import { choicesThisBrowserCanPay, type PaymentChoice } from '../../domain/payment-choices'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'
import { useApplePay } from './apple-pay'

/** The venue's ways to pay an amount: none asked for (idle), loading, failed, or loaded. */
export type PaymentChoicesLoad = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; choices: PaymentChoice[] }

/**
 * Asks the Worker for the ways to pay `amountCents` (SPEC §7 /mollie-methods plus the venue's flags),
 * and keeps those this browser can pay with; `null` asks nothing, as when the prepaid balance pays
 * everything.
 */
export function usePaymentChoices(amountCents: Cents | null, consumptionType: number | null) {
  const { locale } = useI18n()
  const [load, setLoad] = useState<PaymentChoicesLoad>(amountCents === null ? { state: 'idle' } : { state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (amountCents === null) {
      setLoad({ state: 'idle' })
      return
    }
    let current = true
    setLoad({ state: 'loading' })
    apiGet('/payment-methods', { query: { amount: centsToAmount(amountCents), type: consumptionType ?? '' } }, locale)
      .then((choices) => current && setLoad({ state: 'loaded', choices }))
      .catch(() => current && setLoad({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [amountCents, consumptionType, locale, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const applePay = useApplePay()
  return { load: load.state === 'loaded' ? { ...load, choices: choicesThisBrowserCanPay(load.choices, { applePay }) } : load, retry }
}
