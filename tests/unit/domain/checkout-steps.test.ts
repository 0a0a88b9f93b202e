import { describe, expect, it } from 'vitest'
import { checkoutSteps, nextCheckoutStep, previousCheckoutStep } from '../../../domain/checkout-route'
import { ConsumptionType } from '../../../domain/consumption-type'

// The walk through /checkout/{step} (SPEC §2 Navigation rules, §4 Checkout steps), beside
// checkout-route.test.ts which covers the step after the schedule.

describe('checkoutSteps', () => {
  it('makes a guest identify first, then pay, for eat-in and takeaway', () => {
    expect(checkoutSteps({ consumptionType: ConsumptionType.EatIn, loggedIn: false })).toEqual(['account', 'payment-method'])
    expect(checkoutSteps({ consumptionType: ConsumptionType.Takeaway, loggedIn: false })).toEqual([
      'account',
      'payment-method',
    ])
  })

  it('sends a logged-in customer to the payment method only', () => {
    expect(checkoutSteps({ consumptionType: ConsumptionType.EatIn, loggedIn: true })).toEqual(['payment-method'])
    expect(checkoutSteps({ consumptionType: ConsumptionType.Takeaway, loggedIn: true })).toEqual(['payment-method'])
  })

  it('asks for the delivery address for delivery (type 5), after the account step of a guest', () => {
    expect(checkoutSteps({ consumptionType: ConsumptionType.Delivery, loggedIn: false })).toEqual([
      'account',
      'delivery-address',
      'payment-method',
    ])
    expect(checkoutSteps({ consumptionType: ConsumptionType.Delivery, loggedIn: true })).toEqual([
      'delivery-address',
      'payment-method',
    ])
  })

  it('never asks a delivery address without a consumption type', () => {
    expect(checkoutSteps({ consumptionType: null, loggedIn: false })).toEqual(['account', 'payment-method'])
    expect(checkoutSteps({ consumptionType: undefined, loggedIn: true })).toEqual(['payment-method'])
  })
})

describe('nextCheckoutStep and previousCheckoutStep', () => {
  const guestDelivery = checkoutSteps({ consumptionType: ConsumptionType.Delivery, loggedIn: false })
  const guestTakeaway = checkoutSteps({ consumptionType: ConsumptionType.Takeaway, loggedIn: false })
  const customerDelivery = checkoutSteps({ consumptionType: ConsumptionType.Delivery, loggedIn: true })
  const customerEatIn = checkoutSteps({ consumptionType: ConsumptionType.EatIn, loggedIn: true })

  it('walks a guest delivery forward through the three steps', () => {
    expect(nextCheckoutStep(guestDelivery, 'account')).toBe('delivery-address')
    expect(nextCheckoutStep(guestDelivery, 'delivery-address')).toBe('payment-method')
    expect(nextCheckoutStep(guestDelivery, 'payment-method')).toBeNull()
  })

  it('walks a guest delivery back, and leaves the checkout from the first step', () => {
    expect(previousCheckoutStep(guestDelivery, 'payment-method')).toBe('delivery-address')
    expect(previousCheckoutStep(guestDelivery, 'delivery-address')).toBe('account')
    expect(previousCheckoutStep(guestDelivery, 'account')).toBeNull()
  })

  it('skips the delivery address for a guest takeaway', () => {
    expect(nextCheckoutStep(guestTakeaway, 'account')).toBe('payment-method')
    expect(previousCheckoutStep(guestTakeaway, 'payment-method')).toBe('account')
  })

  it('skips the account step for a logged-in customer', () => {
    expect(nextCheckoutStep(customerDelivery, 'delivery-address')).toBe('payment-method')
    expect(previousCheckoutStep(customerDelivery, 'delivery-address')).toBeNull()
    expect(previousCheckoutStep(customerDelivery, 'payment-method')).toBe('delivery-address')
    expect(nextCheckoutStep(customerEatIn, 'payment-method')).toBeNull()
    expect(previousCheckoutStep(customerEatIn, 'payment-method')).toBeNull()
  })

  it('answers null for a step this order does not walk', () => {
    expect(nextCheckoutStep(customerEatIn, 'account')).toBeNull()
    expect(previousCheckoutStep(customerEatIn, 'delivery-address')).toBeNull()
    expect(nextCheckoutStep(guestTakeaway, 'delivery-address')).toBeNull()
    expect(previousCheckoutStep(guestTakeaway, 'delivery-address')).toBeNull()
  })
})
