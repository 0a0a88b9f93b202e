import { ConsumptionType } from './consumption-type'

// The checkout steps and where "next" from the schedule page leads (SPEC §2 Route table, Navigation rules).

/** The optional {step} of /checkout/{step?}, in the order the checkout walks them (SPEC §2, §4). */
export const CHECKOUT_STEPS = ['account', 'delivery-address', 'payment-method'] as const

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/**
 * The checkout step after the schedule page. SPEC §2: delivery (type 5) goes to the delivery address
 * whether or not the customer is logged in; otherwise a guest identifies first and a logged-in
 * customer goes straight to the payment method.
 */
export function checkoutStepAfterSchedule(input: {
  consumptionType: number | null | undefined
  loggedIn: boolean
}): Extract<CheckoutStep, 'account' | 'payment-method' | 'delivery-address'> {
  if (input.consumptionType === ConsumptionType.Delivery) return 'delivery-address'
  return input.loggedIn ? 'payment-method' : 'account'
}

/**
 * The steps this order walks, in order (SPEC §2, §4): a guest identifies first, delivery asks for the
 * address, every order ends with the payment method.
 */
export function checkoutSteps(input: { consumptionType: number | null | undefined; loggedIn: boolean }): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => {
    if (step === 'account') return !input.loggedIn
    if (step === 'delivery-address') return input.consumptionType === ConsumptionType.Delivery
    return true
  })
}

/** The step after `step` in this order's walk, or null after the last one. */
export function nextCheckoutStep(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep | null {
  const index = steps.indexOf(step)
  return index >= 0 && index + 1 < steps.length ? steps[index + 1]! : null
}

/** The step before `step`, or null on the first one (back then leads to the schedule). */
export function previousCheckoutStep(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutStep | null {
  const index = steps.indexOf(step)
  return index > 0 ? steps[index - 1]! : null
}
