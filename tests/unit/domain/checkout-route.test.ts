import { describe, expect, it } from 'vitest'
import { CHECKOUT_STEPS, checkoutStepAfterSchedule } from '../../../domain/checkout-route'
import { ConsumptionType } from '../../../domain/consumption-type'

describe('checkoutStepAfterSchedule', () => {
  it('sends a guest to account identification for eat-in and takeaway', () => {
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.EatIn, loggedIn: false })).toBe('account')
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.Takeaway, loggedIn: false })).toBe('account')
  })

  it('sends a logged-in customer straight to the payment method', () => {
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.EatIn, loggedIn: true })).toBe('payment-method')
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.Takeaway, loggedIn: true })).toBe(
      'payment-method',
    )
  })

  it('sends delivery (type 5) to the delivery address, logged in or not', () => {
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.Delivery, loggedIn: false })).toBe(
      'delivery-address',
    )
    expect(checkoutStepAfterSchedule({ consumptionType: ConsumptionType.Delivery, loggedIn: true })).toBe(
      'delivery-address',
    )
  })

  it('treats a missing consumption type like eat-in or takeaway', () => {
    expect(checkoutStepAfterSchedule({ consumptionType: null, loggedIn: false })).toBe('account')
    expect(checkoutStepAfterSchedule({ consumptionType: undefined, loggedIn: true })).toBe('payment-method')
  })
})

describe('CHECKOUT_STEPS', () => {
  it('lists the three steps in checkout order', () => {
    expect(CHECKOUT_STEPS).toEqual(['account', 'delivery-address', 'payment-method'])
  })
})
