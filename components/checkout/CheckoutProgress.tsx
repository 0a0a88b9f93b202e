import type { CheckoutStep } from '../../domain/checkout-route'
import { useI18n } from '../ui/i18n'

/** Where the customer is among this order's checkout steps. */
export function CheckoutProgress({ steps, current }: { steps: readonly CheckoutStep[]; current: CheckoutStep }) {
  const { t } = useI18n()
  const index = steps.indexOf(current)
  return (
    <ol className="checkout-progress" aria-label={t('checkout.progress', { current: index + 1, count: steps.length })}>
      {steps.map((step, position) => (
        <li key={step} className={position < index ? 'is-done' : position === index ? 'is-current' : undefined} aria-current={step === current ? 'step' : undefined}>
          <span className="checkout-progress-number" aria-hidden="true">
            {position + 1}
          </span>
          {t(`checkout.step.${step}`)}
        </li>
      ))}
    </ol>
  )
}
