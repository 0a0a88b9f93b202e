import './checkout.css'
import { useEffect, type ReactNode } from 'react'
import { usePageContext } from '../ui/page-context'
import { checkoutSteps, type CheckoutStep } from '../../domain/checkout-route'
import { scheduleComplete } from '../../domain/order-state'
import { asksGuestCount } from '../../domain/schedule'
import { useOrder } from '../../stores/ordering'
import { useLoggedIn } from '../ui/use-customer'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { CheckoutProgress } from './CheckoutProgress'
import { useCheckoutCart } from './use-checkout-cart'

type Props = {
  step: CheckoutStep | null
  /** The step's form, once the order is known to walk it: each step page brings only its own (decision 062). */
  children?: (walk: { steps: CheckoutStep[]; loggedIn: boolean }) => ReactNode
}

/**
 * Checkout in up to three steps (SPEC §2 Checkout, §4 Checkout steps). Without a step, or on a step
 * this order does not walk, the customer is sent to the right one; an empty cart or an incomplete
 * schedule send them back where they can fix it.
 */
export function CheckoutScreen({ step, children }: Props) {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const restored = useOrder((state) => state.restored)
  const order = useOrder((state) => state)
  const { empty } = useCheckoutCart()
  const loggedIn = useLoggedIn()
  const steps = checkoutSteps({ consumptionType: order.consumptionType, loggedIn })
  const planned = scheduleComplete(order, asksGuestCount(order.consumptionType, Boolean(venue?.ordering.asksGuests)))
  // No step, a step this order does not walk, or payment before a delivery address: the right step instead.
  const missingAddress = step === 'payment-method' && steps.includes('delivery-address') && !order.deliveryAddress
  const rightStep = step === null || !steps.includes(step) ? steps[0] : missingAddress ? 'delivery-address' : null
  const wrongStep = restored && planned && !empty && rightStep !== null

  useEffect(() => {
    if (wrongStep && rightStep) void goTo(localePath(locale, `/checkout/${rightStep}`), { replace: true })
  }, [wrongStep, rightStep, locale])

  // One frame for every state, its title painted with the page: only what is under it waits for the stored order.
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {!restored || wrongStep ? (
        <p role="status" className="checkout-loading">
          {t('checkout.loading')}
        </p>
      ) : empty ? (
        <>
          <p>{t('cart.emptyState')}</p>
          <a className="button-primary" href={localePath(locale, '/')}>
            {t('cart.openMenu')}
          </a>
        </>
      ) : !planned ? (
        <>
          <p role="alert">{t('checkout.scheduleFirst')}</p>
          <a className="button-primary" href={localePath(locale, '/schedule')}>
            {t('checkout.toSchedule')}
          </a>
        </>
      ) : (
        <>
          <CheckoutProgress steps={steps} current={step!} />
          {children?.({ steps, loggedIn })}
        </>
      )}
    </section>
  )
}
