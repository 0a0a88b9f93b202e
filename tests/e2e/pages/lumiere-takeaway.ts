import { expect, type Page } from '@playwright/test'
import { ConsumptionType } from '../../../domain/consumption-type'
import { CheckoutPage, openDay, orderOnTheDevice } from './checkout'
import { euro, venueUrl } from '../support/demo'

// A takeaway order at Lumière (price list 12) up to its payment: Cheese croquettes 10.50 and Still
// water 4.00, so 14.50 to pay. The journeys that start here are about the payment and what follows it;
// the way to it through the menu, the schedule and the guest step is checkout.spec.ts's.
export const CROQUETTES = 'Cheese croquettes (2 pieces)'
export const STILL_WATER = 'Still water (50 cl)'
export const AMOUNT = 1450
const PRODUCT_IDS: Record<string, number> = { [CROQUETTES]: 100001, [STILL_WATER]: 100034 }

/**
 * A guest's payment step as it opens, nothing filled, for a takeaway for one at 13:00: the cart and the
 * held slot put on the device as the menu and the schedule put them (orderOnTheDevice). The cart holds
 * each of `products` once (a product named twice: two of it), croquettes and water unless told.
 */
export async function toEmptyPaymentStep(page: Page, products: readonly string[] = [CROQUETTES, STILL_WATER]) {
  const checkout = new CheckoutPage(page)
  const lines = [...new Set(products)].map((name) => ({ id: PRODUCT_IDS[name]!, posId: 100, quantity: products.filter((product) => product === name).length }))
  await orderOnTheDevice(page, 'lumiere', { lines, type: ConsumptionType.Takeaway, guests: 1, day: openDay(), time: '13:00' })
  await page.goto(venueUrl('lumiere', '/en/checkout/payment-method'))
  await checkout.waitForStep('payment-method')
  await expect(checkout.paymentMethods().first()).toBeVisible()
  return checkout
}

/** A guest's payment step for a takeaway at 13:00 (toEmptyPaymentStep), filled. */
export async function toPaymentStep(page: Page, method = 'Bancontact') {
  const checkout = await toEmptyPaymentStep(page)
  await checkout.fillPayment({ method })
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(AMOUNT)}`)
  return checkout
}
