import type { WebSocketRoute } from '@playwright/test'
import { waitUntilInteractive } from './support/interactive'
import { expect, test, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { venueUrl } from './support/demo'
import { ConsumptionType } from '../../domain/consumption-type'
import { loginAs, restoreDemoCustomers } from './pages/account'
import { CheckoutPage, openDay, orderOnTheDevice, quickOrderOnSite } from './pages/checkout'
import { weekday } from './support/demo'
import { toPaymentStep } from './pages/lumiere-takeaway'
import { OrderProgressView, OUTCOMES, sandbox } from './pages/order-result'

// The kitchen's progress, live: the sandbox control API moves an order on, the venue's signed webhook
// reaches the Worker, and the order's page shows the step without being reloaded. The sandbox kitchen
// of the test stack never moves by itself.

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

const LIVE = /\/api\/order\/[^/]+\/live$/

/** A drink ordered at Le Comptoir's table 1, paid at the counter, from the venue's own page: the order's uid. */
async function quickOrderAtTable(page: Page): Promise<string> {
  await page.goto(venueUrl('comptoir', '/en/info/privacy'))
  return quickOrderOnSite(page)
}

test('a paid order shows each step the kitchen reaches without a reload, in English and in French, and says Ready', async ({ page, context, payment, orderResult: result }) => {
  test.setTimeout(60_000)
  const checkout = await toPaymentStep(page)
  await checkout.payButton().click()
  await payment.waitForIt()
  await payment.choose('Paid')
  await result.waitFor(OUTCOMES.success.title)
  const { uid } = await sandbox.onlyOrder('lumiere')

  const english = new OrderProgressView(page)
  await expect(english.heading()).toHaveText("Your order's progress")
  await expect(english.steps()).toHaveText([/^Accepted\d{2}:\d{2}$/, 'In preparation', 'Ready'])
  await expect(english.current()).toHaveText('Accepted')
  // Booked for a day to come at 13:00: the booking, not the kitchen's time of today.
  await expect(english.timing()).toHaveText(`Ready for ${weekday(openDay(), 'en')} at 13:00`)
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))

  const french = await context.newPage()
  await french.goto(venueUrl('lumiere', `/fr/my-order?uid=${uid}`))
  const frenchProgress = new OrderProgressView(french)
  await expect(frenchProgress.heading()).toHaveText('Suivi de votre commande')
  await expect(frenchProgress.current()).toHaveText('Acceptée')
  await expect(frenchProgress.timing()).toHaveText(`Prête pour ${weekday(openDay(), 'fr')} à 13:00`)
  // Both pages watch: each has its connection before the kitchen moves, so the step reaches them live.
  for (const watcher of [english, frenchProgress]) await expect(watcher.root).toHaveAttribute('data-connection', 'live')

  await sandbox.advance(uid)
  await expect(english.current()).toHaveText('In preparation')
  await expect(english.announcement()).toHaveText('Your order: In preparation')
  await expect(frenchProgress.current()).toHaveText('En préparation')
  await expect(frenchProgress.announcement()).toHaveText('Votre commande : En préparation')

  await sandbox.advance(uid)
  await expect(english.current()).toHaveText('Ready')
  await expect(english.heading()).toHaveText('Ready')
  await expect(page).toHaveTitle(/^Ready · /)
  await expect(english.steps()).toHaveText([/^Accepted\d{2}:\d{2}$/, /^In preparation\d{2}:\d{2}$/, /^Ready\d{2}:\d{2}$/])
  await expect(english.timing()).toHaveCount(0)
  await expect(frenchProgress.current()).toHaveText('Prête')
  await expect(french).toHaveTitle(/^Prête · /)

  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  await expectNoSeriousViolations(page)
})

test('a watcher whose connection was cut catches up on the steps it missed once it is back', async ({ page }) => {
  const uid = await quickOrderAtTable(page)
  let cut = false
  const routes = new Set<WebSocketRoute>()
  await page.routeWebSocket(LIVE, (ws) => {
    // While cut, every attempt fails as a lost network would make it fail.
    if (cut) return void ws.close()
    ws.connectToServer()
    routes.add(ws)
  })
  await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
  const progress = new OrderProgressView(page)
  await expect(progress.current()).toHaveText('Accepted')
  await expect(progress.steps()).toHaveText([/^Accepted/, 'Being prepared', 'On its way to table 1', 'Served'])
  await expect(progress.root).toHaveAttribute('data-connection', 'live')

  cut = true
  for (const route of routes) await route.close()
  await expect(progress.connectionNote()).toHaveText('Connection lost, reconnecting. The status will catch up.')
  await sandbox.advance(uid)
  await sandbox.advance(uid)
  await expect(progress.current()).toHaveText('Accepted')

  cut = false
  // What a phone's browser says when its network is back: the page opens the connection at once.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(progress.current()).toHaveText('On its way to table 1')
  await expect(progress.steps()).toHaveText([/^Accepted\d{2}:\d{2}$/, /^Being prepared\d{2}:\d{2}$/, /^On its way to table 1\d{2}:\d{2}$/, 'Served'])
  await expect(progress.connectionNote()).toHaveCount(0)
  await expect(progress.root).toHaveAttribute('data-connection', 'live')
})

test("a rejected order says so with the venue's reasons", async ({ page }) => {
  const uid = await quickOrderAtTable(page)
  await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
  const progress = new OrderProgressView(page)
  await expect(progress.root).toHaveAttribute('data-connection', 'live')

  await sandbox.reject(uid, ['The bar is closing'])
  await expect(progress.current()).toHaveText('Rejected')
  await expect(progress.root.getByRole('alert')).toHaveText('Your order has been rejected for the following reason(s)The bar is closing')
  await expect(page).not.toHaveTitle(/^Ready/)
})

test("an order placed at a table now says when the kitchen expects it ready", async ({ page }) => {
  const uid = await quickOrderAtTable(page)
  await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
  const progress = new OrderProgressView(page)
  await expect(progress.current()).toHaveText('Accepted')
  await expect(progress.timing()).toHaveText(/^Expected ready at \d{2}:\d{2}$/)
  await expect(page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })).toBeVisible()
})

test('a table booked for a day to come says so, the current step is marked for screen readers, and a served order is headed Served', async ({ page, checkout, orderResult: result }) => {
  test.setTimeout(60_000)
  const day = openDay()
  await orderOnTheDevice(page, 'lumiere', { lines: [{ id: 100001, posId: 100, quantity: 2 }], type: ConsumptionType.EatIn, guests: 2, day, time: '12:45' })
  await page.goto(venueUrl('lumiere', '/en/checkout/payment-method'))
  await checkout.fillPayment({ method: 'Pay on site' })
  await checkout.payButton().click()
  await result.waitFor(OUTCOMES.success.title)
  const { uid } = await sandbox.onlyOrder('lumiere')

  const progress = new OrderProgressView(page)
  await expect(progress.timing()).toHaveText(`For your table on ${weekday(day, 'en')} at 12:45`)
  // No page stays open for days: the sound when ready is offered for what is due today.
  await expect(page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })).toHaveCount(0)
  await expect(progress.root.locator('[aria-current="step"]')).toHaveText(/^Accepted/)
  // The payment's state is named as such, apart from the kitchen's "Accepted": it is paid at the table.
  await expect(result.value('Payment status')).toHaveText('To pay at the venue')
  await expect(progress.root.locator('[aria-live="polite"]')).toHaveText('')
  await expect(progress.root).toHaveAttribute('data-connection', 'live')

  for (const step of ['In preparation', 'Ready', 'Served']) {
    await sandbox.advance(uid)
    await expect(progress.current()).toHaveText(step)
  }
  await expect(progress.heading()).toHaveText('Served')
  await expect(page).toHaveTitle(/^Served · /)
  await expect(progress.timing()).toHaveCount(0)
  await expect(progress.root.locator('[aria-current="step"]')).toHaveCount(1)
  await expectNoSeriousViolations(page)
})

test('the sound and vibration when ready is off until chosen, and the choice is remembered', async ({ page }) => {
  const uid = await quickOrderAtTable(page)
  await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
  const toggle = page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })
  await expect(toggle).not.toBeChecked()
  // The page arrives whole: a tick before it is interactive is held, and made once it is.
  await waitUntilInteractive(page)
  await toggle.check()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })).toBeChecked()
})

test("my orders shows the steps of an order still in the kitchen, live, and nothing more for the others", async ({ page, context, orderResult: result, account: screen }) => {
  test.setTimeout(60_000)
  await restoreDemoCustomers()
  await loginAs(context, 'lumiere', 'camille')
  const checkout = new CheckoutPage(page)
  // Two croquettes: one is under Lumière's 12.00 minimum.
  await orderOnTheDevice(page, 'lumiere', { lines: [{ id: 100001, posId: 100, quantity: 2 }], type: ConsumptionType.Takeaway, guests: 1, day: openDay(), time: '19:00' })
  await page.goto(venueUrl('lumiere', '/en/checkout/payment-method'))
  await checkout.waitForStep('payment-method')
  await checkout.paymentMethod('Pay on site').check()
  await checkout.terms().check()
  await checkout.payButton().click()
  await result.waitFor(OUTCOMES.success.title)
  const order = await sandbox.onlyOrder('lumiere')

  await screen.open('lumiere', '/customer/order')
  const card = page.locator('main .order-card').filter({ has: page.getByRole('heading', { name: order.number }) })
  const progress = new OrderProgressView(page, card)
  await expect(progress.heading()).toHaveText("Your order's progress")
  await expect(progress.current()).toHaveText('Accepted')
  await expect(progress.root).toHaveAttribute('data-connection', 'live')
  // The demo's past orders have no steps to show.
  await expect(page.locator('main .order-card section.order-progress')).toHaveCount(1)

  await sandbox.advance(order.uid)
  await expect(progress.current()).toHaveText('In preparation')
  await expectNoSeriousViolations(page)
  await restoreDemoCustomers()
})
