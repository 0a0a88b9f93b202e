import { expect, type Page } from '@playwright/test'
import { CartDrawer } from './cart'
import { cartToSchedule, CheckoutPage, holdSlot, openDay } from './checkout'
import { MenuPage } from './menu-page'
import { SchedulePage } from './schedule'
import { euro } from '../support/demo'

// A takeaway order at Lumière (price list 12) up to its payment: Cheese croquettes 10.50 and Still
// water 4.00, so 14.50 to pay.
export const CROQUETTES = 'Cheese croquettes (2 pieces)'
export const STILL_WATER = 'Still water (50 cl)'
export const AMOUNT = 1450

/**
 * Menu, schedule (takeaway at 13:00) and the guest step, up to the payment step as it opens: nothing
 * filled. The cart holds each of `products` once, croquettes and water unless told.
 */
export async function toEmptyPaymentStep(page: Page, products: readonly string[] = [CROQUETTES, STILL_WATER]) {
  const menu = new MenuPage(page, 'lumiere')
  const cart = new CartDrawer(page)
  const schedule = new SchedulePage(page)
  const checkout = new CheckoutPage(page)
  await menu.open('en')
  for (const product of products) await menu.addOne(product)
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })
  await schedule.nextButton().click()
  await checkout.continueAsGuest()
  await checkout.waitForStep('payment-method')
  await expect(checkout.paymentMethods().first()).toBeVisible()
  return checkout
}

/** Menu, schedule (takeaway at 13:00) and the guest step, up to a filled payment step. */
export async function toPaymentStep(page: Page, method = 'Bancontact') {
  const checkout = await toEmptyPaymentStep(page)
  await checkout.fillPayment({ method })
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(AMOUNT)}`)
  return checkout
}
