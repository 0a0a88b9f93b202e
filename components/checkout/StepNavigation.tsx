import { nextCheckoutStep, previousCheckoutStep, type CheckoutStep } from '../../domain/checkout-route'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'

/** Paths of the steps around `step`: back leads to the schedule from the first step. */
export function useStepPaths(steps: readonly CheckoutStep[], step: CheckoutStep) {
  const { locale } = useI18n()
  const previous = previousCheckoutStep(steps, step)
  const next = nextCheckoutStep(steps, step)
  return {
    back: localePath(locale, previous ? `/checkout/${previous}` : '/schedule'),
    goNext: () => next && goTo(localePath(locale, `/checkout/${next}`)),
  }
}

export function BackLink({ href }: { href: string }) {
  const { t } = useI18n()
  return (
    <a className="back-link" href={href}>
      <span aria-hidden="true">← </span>
      {t('checkout.back')}
    </a>
  )
}

/** Where a step has the order summed up beside its form (checkout.css has the same width). */
export const WIDE_CHECKOUT = '(min-width: 1024px)'
