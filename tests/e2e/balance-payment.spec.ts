import type { BrowserContext } from '@playwright/test'
import { expect, test, type Page } from './support/test'
import { CustomerFrame, loginAs, restoreDemoCustomers } from './pages/account'
import { ConsumptionType } from '../../domain/consumption-type'
import { CheckoutPage, openDay, orderOnTheDevice } from './pages/checkout'
import { OUTCOMES, sandbox } from './pages/order-result'
import { expectNoSeriousViolations } from './support/axe'
import { euro, venueUrl } from './support/demo'
import { ORIGIN_URL } from './support/origin'

// Camille pays at Lumière from her prepaid balance (25.50): all of a small takeaway order, or part of
// a larger one with the rest online. Her balance is the shared demo one, so every journey puts the
// demo accounts back before and after (as the top-up journeys of account.spec.ts do).
// Cheese croquettes (2 pieces), 100001: 10.50 on the takeaway list.

test.use({ viewport: { width: 1200, height: 900 } })

test.beforeEach(async () => {
  await sandbox.reset()
  await restoreDemoCustomers()
})
test.afterEach(async () => {
  await sandbox.reset()
  await restoreDemoCustomers()
})

/** Camille's wallet is topped up from another device while she is on the payment step (sandbox payment page: Paid). */
async function topUpElsewhere(euros: number) {
  const asked = await fetch(`${ORIGIN_URL}/venues/lumiere/api/customer-credit/demo-token-camille`, {
    method: 'POST',
    body: JSON.stringify({ amount: euros, language: 'en', return_url: venueUrl('lumiere', '/en/customer/creditok') }),
  })
  expect(asked.status).toBe(200)
  const { payment_url } = (await asked.json()) as { payment_url: string }
  const paid = await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }), redirect: 'manual' })
  expect(paid.status).toBe(303)
}

/**
 * Camille, logged in, with `count` croquettes in the cart and a takeaway slot for two at 19:00 held, on
 * the payment step: the cart and the slot put on the device as the menu and the schedule put them (the
 * way there through the pages: checkout.spec.ts, customer-order.spec.ts).
 */
async function toPaymentStep(page: Page, context: BrowserContext, count: number) {
  await loginAs(context, 'lumiere', 'camille')
  const checkout = new CheckoutPage(page)
  await orderOnTheDevice(page, 'lumiere', {
    lines: [{ id: 100001, posId: 100, quantity: count }],
    type: ConsumptionType.Takeaway,
    guests: 2,
    day: openDay(),
    time: '19:00',
  })
  await page.goto(venueUrl('lumiere', '/en/checkout/payment-method'))
  await checkout.waitForStep('payment-method')
  return checkout
}

test('Camille pays a 21.00 order from her balance: no online payment, the result says paid, the dashboard shows 4.50', async ({ page, context, orderResult: result, customerFrame: frame, account: screen }) => {
  const checkout = await toPaymentStep(page, context, 2)

  await expect(checkout.balanceChoice()).toHaveAccessibleName(`Use my balance (${euro(2550)} available)`)
  await expect(checkout.balanceChoice()).not.toBeChecked()
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(2100)}`)
  await checkout.balanceChoice().check()
  await expect(checkout.reviewAmount('From your balance')).toHaveText(`−${euro(2100)}`)
  await expect(checkout.reviewAmount('To pay online')).toHaveText(euro(0))
  // The balance pays it all: no online method to choose.
  await expect(checkout.paymentMethods()).toHaveCount(0)
  await checkout.terms().check()
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(2100)} from my balance`)
  await checkout.payButton().click()

  await result.waitFor(OUTCOMES.success.title)
  await expect(page).toHaveURL(/\/en\/my-order\?uid=/)
  await expect(result.value('Payment status')).toHaveText('Paid')
  await expect(result.value('Payment method')).toHaveText('Balance')
  // The balance paid it all: nothing is left to pay.
  await expect(result.amounts()).toHaveText([`Total${euro(2100)}`, `From your balance−${euro(2100)}`])
  await expect(frame.credit()).toHaveText(/€4\.50$/)
  const order = await sandbox.onlyOrder('lumiere')
  expect(order).toMatchObject({ status: 'paid', amount: 21, payment_method: 'balance' })

  await page.goto(venueUrl('lumiere', '/en/dashboard'))
  await expect(page.locator('main .balance-card .balance-amount')).toHaveText(euro(450))
  await screen.open('lumiere', '/customer/credit')
  await expect(screen.balanceLine()).toHaveText(`Your balance: ${euro(450)}`)
  await expect(screen.rows().nth(0).locator('td').nth(1)).toHaveText(`Order ${order.number}`)
  await expect(screen.rows().nth(0).locator('td').nth(2)).toHaveText(`−${euro(2100)}`)
})

test('Camille pays 25.50 of a 31.50 order from her balance and the 6.00 left by Bancontact', async ({ page, context, payment, orderResult: result }) => {
  // Two orders: the second one meets the emptied balance.
  test.setTimeout(60_000)
  const checkout = await toPaymentStep(page, context, 3)

  await expect(checkout.paymentMethod('Pay on site')).toBeVisible()
  await checkout.balanceChoice().check()
  await expect(checkout.reviewAmount('Total')).toHaveText(euro(3150))
  await expect(checkout.reviewAmount('From your balance')).toHaveText(`−${euro(2550)}`)
  await expect(checkout.reviewAmount('To pay online')).toHaveText(euro(600))
  // The rest is paid online: paying on site is no longer offered.
  await expect(checkout.paymentMethod('Bancontact')).toBeVisible()
  await expect(checkout.paymentMethod('Pay on site')).toHaveCount(0)
  await expectNoSeriousViolations(page)
  await checkout.terms().check()
  await checkout.payButton().click()
  await expect(checkout.paymentError()).toHaveText('Please choose a payment method')
  await checkout.paymentMethod('Bancontact').check()
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(600)}`)
  await checkout.payButton().click()

  await payment.waitForIt()
  await expect(payment.detail('Amount')).toHaveText(euro(600))
  await payment.choose('Paid')
  await result.waitFor(OUTCOMES.success.title)
  await expect(result.value('Payment method')).toHaveText('Bancontact')
  await expect(result.amounts()).toHaveText([`Total${euro(3150)}`, `From your balance−${euro(2550)}`, `Paid${euro(600)}`])
  await expect(result.balanceReturned()).toHaveCount(0)

  // Nothing is left: the dashboard shows 0.00 and the top bar no credit.
  await page.goto(venueUrl('lumiere', '/en/dashboard'))
  await expect(page.locator('main .balance-card .balance-amount')).toHaveText(euro(0))
  await expect(new CustomerFrame(page).credit()).toHaveCount(0)

  // Her next order: the balance is shown, empty, and cannot be chosen.
  const next = await toPaymentStep(page, context, 2)
  await expect(next.balanceChoice()).toBeDisabled()
  await expect(next.balanceChoice()).toHaveAccessibleName(`Use my balance (${euro(0)} available)`)
  await expect(next.balanceChoice()).toHaveAccessibleDescription('Your balance is empty.')
  await expectNoSeriousViolations(page)
})

test('a balance changed meanwhile is refused with the new amounts shown, and nothing is placed until the diner pays again', async ({ page, context, orderResult: result }) => {
  const checkout = await toPaymentStep(page, context, 3)

  await checkout.balanceChoice().check()
  await checkout.paymentMethod('Bancontact').check()
  await checkout.terms().check()
  await expect(checkout.reviewAmount('To pay online')).toHaveText(euro(600))
  await topUpElsewhere(10)
  await checkout.payButton().click()

  await expect(checkout.rejectionReasons()).toHaveText([
    'Your balance has changed since this page was opened. The amounts have been updated: please check them and pay again.',
  ])
  expect(await sandbox.orders('lumiere')).toEqual([])
  // Now 35.50: the balance pays the whole 31.50.
  await expect(checkout.balanceChoice()).toHaveAccessibleName(`Use my balance (${euro(3550)} available)`)
  await expect(checkout.reviewAmount('From your balance')).toHaveText(`−${euro(3150)}`)
  await expect(checkout.reviewAmount('To pay online')).toHaveText(euro(0))
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(3150)} from my balance`)
  await checkout.payButton().click()
  await result.waitFor(OUTCOMES.success.title)
  await expect(new CustomerFrame(page).credit()).toHaveText(/€4\.00$/)
  expect((await sandbox.onlyOrder('lumiere')).status).toBe('paid')
})

test('a canceled payment of the rest gives the balance part back', async ({ page, context, payment, orderResult: result, account: screen }) => {
  const checkout = await toPaymentStep(page, context, 3)

  await checkout.balanceChoice().check()
  await checkout.paymentMethod('Credit card').check()
  await checkout.terms().check()
  await checkout.payButton().click()
  await payment.waitForIt()
  await payment.choose('Canceled')
  await result.waitFor(OUTCOMES.canceled.title)
  await expect(result.amounts()).toHaveText([`Total${euro(3150)}`, `From your balance−${euro(2550)}`, `Not paid${euro(600)}`])
  await expect(result.balanceReturned()).toHaveText(`The ${euro(2550)} taken from your balance has been given back to it.`)
  await expect(new CustomerFrame(page).credit()).toHaveText(/€25\.50$/)

  await screen.open('lumiere', '/customer/credit')
  await expect(screen.balanceLine()).toHaveText(`Your balance: ${euro(2550)}`)
  const { number } = await sandbox.onlyOrder('lumiere')
  await expect(screen.rows().nth(0).locator('td').nth(1)).toHaveText(`Balance returned, order ${number}`)
  await expect(screen.rows().nth(0).locator('td').nth(2)).toHaveText(`+${euro(2550)}`)
  await expect(screen.rows().nth(1).locator('td').nth(2)).toHaveText(`−${euro(2550)}`)
})
