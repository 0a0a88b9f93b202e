import { expect, test } from './support/test'
import { newAccount } from './pages/auth'
import { cartToSchedule, holdSlot, openDay } from './pages/checkout'
import { OUTCOMES, sandbox } from './pages/order-result'
import { euro, venueUrl } from './support/demo'

// Ordering as a customer: the account replaces the guest step and the contact fields, and a
// customer's own price list prices the menu (Lumière's staff list 14: 20 % off, alcohol excepted).
const CROQUETTES = 'Cheese croquettes (2 pieces)' // 11.50 eat-in, 10.50 takeaway; staff 9.20
const LAGER = 'Draught lager (25 cl)' // 3.50, alcohol: no staff price

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

test('a new account orders at lumiere: no guest step, no contact fields, the order is theirs', async ({ page, auth, menu, cart, schedule, checkout, payment, orderResult: result }) => {
  test.setTimeout(60_000)
  const account = newAccount()

  await auth.open('register')
  await auth.register(account)
  await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))

  await menu.open('en')
  await menu.addOne(CROQUETTES)
  await menu.addOne(CROQUETTES)
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Takeaway', guests: 2, day: openDay(), time: '19:00' })
  await schedule.nextButton().click()

  // Logged in: straight to the payment method, and the venue knows who is ordering.
  await checkout.waitForStep('payment-method')
  await expect(page.getByRole('group', { name: 'Your contact details' })).toHaveCount(0)
  await page.getByLabel('Bancontact').check()
  await page.getByLabel(/I accept the terms and conditions/).check()
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(2100)}`)
  await checkout.payButton().click()
  await payment.waitForIt()
  await payment.choose('Paid')
  await result.waitFor(OUTCOMES.success.title)

  const order = await sandbox.onlyOrder('lumiere')
  expect(order).toMatchObject({ status: 'paid', consumption_type: 2, amount: 21 })
  expect((order as { contact?: { email?: string } }).contact?.email).toBe(account.email)
  expect(order.customer_id).toBeTruthy()
})

test("the staff customer's price list prices the menu and the cart, alcohol excepted", async ({ context, menu, cart }) => {
  await menu.open('en')
  await expect(menu.productPrice(CROQUETTES)).toHaveText(euro(1150))
  await expect(menu.productPrice(LAGER)).toHaveText(euro(350))

  await context.addCookies([{ name: 'customer-access-token', value: 'demo-token-pieter', url: venueUrl('lumiere', '/') }])
  await menu.open('en')
  await expect(menu.productPrice(CROQUETTES)).toHaveText(euro(920))
  await expect(menu.productPrice(LAGER)).toHaveText(euro(350))
  await menu.addOne(CROQUETTES)
  await expect(cart.barText()).toHaveText(`My cart (${euro(920)})`)
})
