import { expect, test } from './support/test'
import { loginAs, restoreDemoCustomers } from './pages/account'
import { DEMO, type AuthPages } from './pages/auth'
import type { CartDrawer } from './pages/cart'
import { cartToSchedule, type CheckoutPage, holdSlot, openDay } from './pages/checkout'
import { CROQUETTES, STILL_WATER } from './pages/lumiere-takeaway'
import type { MenuPage } from './pages/menu-page'
import { OUTCOMES, sandbox } from './pages/order-result'
import type { SchedulePage } from './pages/schedule'
import { euro } from './support/demo'

// A regular at Lumière starts as a visitor, holds a takeaway slot, and logs in at checkout to pay from
// her balance (25.50; croquettes 10.50 and water 4.00 on the takeaway list). Her balance is the shared
// demo one: the demo accounts are put back before and after.

test.use({ viewport: { width: 1200, height: 900 } })

test.beforeEach(async () => {
  await sandbox.reset()
  await restoreDemoCustomers()
})
test.afterEach(async () => {
  await sandbox.reset()
  await restoreDemoCustomers()
})

const DAY = openDay()

type Parts = { menu: MenuPage; cart: CartDrawer; schedule: SchedulePage; checkout: CheckoutPage; auth: AuthPages }

/** As a visitor: croquettes and water, takeaway at 13:30, then 'Log in' on the account step as Camille, to the payment step. What the booking banner said before. */
async function holdThenLogIn({ menu, cart, schedule, checkout, auth }: Parts): Promise<string> {
  await menu.open('en')
  await menu.addOne(CROQUETTES)
  await menu.addOne(STILL_WATER)
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: DAY, time: '13:30' })
  const heldUntil = (await schedule.bookingUntil().textContent()) ?? ''
  await schedule.nextButton().click()
  await checkout.waitForStep('account')
  await checkout.root.getByRole('link', { name: 'Log in', exact: true }).click()
  await auth.login(DEMO.camille.login, DEMO.camille.password)
  await checkout.waitForStep('payment-method')
  return heldUntil
}

test('a visitor who logs in at checkout keeps the slot she held, and pays it from her balance', async ({ menu, cart, schedule, checkout, auth, orderResult }) => {
  const heldUntil = await holdThenLogIn({ menu, cart, schedule, checkout, auth })
  await expect(schedule.bookingUntil()).toHaveText(heldUntil)
  await checkout.balanceChoice().check()
  await checkout.terms().check()
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(1450)} from my balance`)
  await checkout.payButton().click()

  await orderResult.waitFor(OUTCOMES.success.title)
  const order = await sandbox.onlyOrder('lumiere')
  expect(order).toMatchObject({ status: 'paid', customer_id: expect.any(String), planning_date: DAY, planning_hour: '13:30', payment_method: 'balance' })
})

test('a slot the venue no longer holds is said on the schedule, shown held nowhere, and the payment step comes back as it was left', async ({ page, menu, cart, schedule, checkout, auth, orderResult }) => {
  await holdThenLogIn({ menu, cart, schedule, checkout, auth })
  await checkout.balanceChoice().check()
  await checkout.terms().check()
  await checkout.kitchenNote().fill('No onions, please')

  // Meanwhile the venue lets the hold go (its lock given up, a restart): the order is refused.
  await sandbox.reset()
  await checkout.payButton().click()

  await expect(page).toHaveURL(/\/en\/schedule$/)
  await expect(schedule.timeoutAlert()).toContainText('This time slot is no longer available, please select another')
  await expect(schedule.bookingBanner()).toHaveCount(0)
  await schedule.waitForForm()
  await expect(schedule.slot('13:30')).toHaveAttribute('aria-pressed', 'false')
  await expect(schedule.nextButton()).toBeDisabled()

  // The type and the number of persons are still chosen: only the time is asked again.
  await expect(schedule.type('Takeaway')).toBeChecked()
  await expect(schedule.guestCount()).toHaveText('1')
  await holdSlot(schedule, { type: 'Takeaway', day: DAY, time: '13:45' })
  await expect(schedule.timeoutAlert()).toHaveCount(0)
  await schedule.nextButton().click()
  await checkout.waitForStep('payment-method')
  await expect(checkout.balanceChoice()).toBeChecked()
  await expect(checkout.terms()).toBeChecked()
  await expect(checkout.kitchenNote()).toHaveValue('No onions, please')
  await checkout.payButton().click()

  await orderResult.waitFor(OUTCOMES.success.title)
  expect(await sandbox.onlyOrder('lumiere')).toMatchObject({ status: 'paid', planning_hour: '13:45', comment: 'No onions, please' })
})

test('a new delivery address typed at checkout is kept with her account; one of hers is not offered again', async ({ page, context, menu, cart, schedule, checkout, account }) => {
  await loginAs(context, 'lumiere', 'camille')
  await menu.open('en')
  await menu.addOne(CROQUETTES)
  await menu.addOne(CROQUETTES)
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Delivery', guests: 1, day: DAY, time: '19:00' })
  await schedule.nextButton().click()
  await checkout.waitForStep('delivery-address')

  const keep = checkout.root.getByRole('checkbox', { name: 'Save this address to my account' })
  // One of her own addresses, chosen: nothing to keep.
  await checkout.root.getByRole('button', { name: /^Maison, Rue du Bailli 52/ }).click()
  await expect(keep).toHaveCount(0)
  await checkout.fillAddress({ name: 'Camille', street: 'Rue Gray 30', zip: '1050', city: 'Ixelles' })
  await expect(keep).toBeChecked()
  await checkout.continueButton().click()
  await checkout.waitForStep('payment-method')

  await account.open('lumiere', '/customer/addresses')
  await expect(page.locator('main .address-list .address-card')).toContainText(['Rue Gray 30'])
})
