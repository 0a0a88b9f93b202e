import { expect, test, type Locator, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { cartToSchedule, CheckoutPage, holdSlot, openDay, SandboxPaymentPage } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { OUTCOMES, OrderResultPage, sandbox } from './pages/order-result'
import { SchedulePage } from './pages/schedule'
import { SiteHeader } from './pages/site-chrome'
import { expectNoSeriousViolations } from './support/axe'
import { euro, venueUrl } from './support/demo'

// SPEC §2 Layouts: a visitor's header has the cart. The menu and the schedule carry the cart bar; the
// checkout, legal and result pages carry the cart in the header, opening the same panel over the page.
// Lumière takeaway (price list 12): Cheese croquettes 10.50, Still water 4.00.
const CROQUETTES = 'Cheese croquettes (2 pieces)'
const STILL_WATER = 'Still water (50 cl)'

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

/**
 * Menu (croquettes and water) → schedule (takeaway at 13:00) → guest → payment step. With
 * `cartOpenOnSchedule`, the schedule's Next is pressed while the cart bar's panel is open.
 */
async function toPaymentStep(page: Page, { cartOpenOnSchedule = false } = {}) {
  const menu = new MenuPage(page, 'lumiere')
  const cart = new CartDrawer(page)
  const schedule = new SchedulePage(page)
  const checkout = new CheckoutPage(page)
  const header = new SiteHeader(page)
  await menu.open('en')
  await menu.addOne(CROQUETTES)
  await menu.addOne(STILL_WATER)
  // The menu has the cart bar, not a second cart in the header.
  await expect(header.cartButton()).toHaveCount(0)
  await cartToSchedule(cart, schedule)
  await expect(header.cartButton()).toHaveCount(0)
  await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })
  if (cartOpenOnSchedule) {
    await cart.open()
    // The open panel covers the bottom of the screen; the keyboard reaches Next all the same.
    await schedule.nextButton().press('Enter')
    await checkout.waitForStep('account')
    // The cart left open on the schedule does not cover the checkout on arrival.
    await expect(cart.panel()).toHaveCount(0)
    await expect(header.cartButton()).toHaveAttribute('aria-expanded', 'false')
  } else {
    await schedule.nextButton().click()
  }
  await checkout.continueAsGuest()
  await checkout.waitForStep('payment-method')
  return checkout
}

/** Where a piece of the page is on screen, and how far the page is scrolled. */
async function placeOf(page: Page, locator: Locator) {
  const box = await locator.boundingBox()
  return { box, scrollY: await page.evaluate(() => window.scrollY) }
}

test.describe("the visitor's cart in the header", () => {
  test('on the payment step: closed on arrival, the count, the panel over the page without moving it, a quantity changed there, and Escape back to the header', async ({
    page,
  }) => {
    const header = new SiteHeader(page)
    const cart = new CartDrawer(page)
    const checkout = await toPaymentStep(page, { cartOpenOnSchedule: true })
    await expect(header.cartButton()).toHaveAccessibleName(`My cart (${euro(1450)}), 2 items`)
    await expect(header.cartCount()).toHaveText('2')
    await expect(header.cartButton()).toHaveAttribute('aria-expanded', 'false')
    // No cart bar at the bottom of the checkout: the header's cart is the way in.
    await expect(cart.bar()).toHaveCount(0)

    // Measured once the payment methods are in, the last thing the step loads.
    await expect(checkout.paymentMethods().first()).toBeVisible()
    const before = await Promise.all([placeOf(page, checkout.heading()), placeOf(page, checkout.review()), placeOf(page, checkout.payButton())])
    await header.cartButton().click()
    await expect(cart.panel()).toBeVisible()
    await expect(header.cartButton()).toHaveAttribute('aria-expanded', 'true')
    await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
    await expect(cart.totalAmount()).toHaveText(euro(1450))
    await expect(cart.slotTitle()).toHaveText('Takeaway')
    // The checkout itself is the way on: the panel has no Next.
    await expect(cart.nextButton()).toHaveCount(0)
    // The panel lies over the page: nothing of the checkout moved or scrolled.
    const after = await Promise.all([placeOf(page, checkout.heading()), placeOf(page, checkout.review()), placeOf(page, checkout.payButton())])
    expect(after).toEqual(before)
    // Keyboard and screen reader users are taken into the panel, which has its own close button.
    await expect(cart.panel().getByRole('heading', { level: 2, name: 'My cart' })).toBeFocused()
    await expect(cart.panel().getByRole('button', { name: 'Close the cart', exact: true })).toBeVisible()
    await expectNoSeriousViolations(page)

    // One more croquette: the header, the review and the Pay button follow.
    await cart.addOne(cart.line(CROQUETTES))
    await expect(header.cartCount()).toHaveText('3')
    await expect(checkout.reviewLineMain(checkout.reviewLine(CROQUETTES)).locator('span')).toHaveText(['2 ×', CROQUETTES, euro(2100)])
    await expect(checkout.reviewAmount('Total')).toHaveText(euro(2500))
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(2500)}`)

    await page.keyboard.press('Escape')
    await expect(cart.panel()).toHaveCount(0)
    await expect(header.cartButton()).toBeFocused()
    await expect(header.cartButton()).toHaveAttribute('aria-expanded', 'false')

    // Opened again, its close button closes it.
    await header.cartButton().click()
    await cart.panel().getByRole('button', { name: 'Close the cart', exact: true }).click()
    await expect(cart.panel()).toHaveCount(0)
    await expect(header.cartButton()).toBeFocused()
  })

  test('on the result page of a failed payment the kept cart shows and opens; after the paid retry it is empty and offers the menu', async ({
    page,
  }) => {
    const header = new SiteHeader(page)
    const cart = new CartDrawer(page)
    const payment = new SandboxPaymentPage(page)
    const result = new OrderResultPage(page)
    const checkout = await toPaymentStep(page)
    await checkout.fillPayment({ method: 'Bancontact' })
    await checkout.payButton().click()
    await payment.waitForIt()
    await payment.choose('Failed')

    await result.waitFor(OUTCOMES.failed.title)
    await expect(header.cartCount()).toHaveText('2')
    const before = await placeOf(page, result.title())
    await header.cartButton().click()
    await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
    await expect(cart.totalAmount()).toHaveText(euro(1450))
    expect(await placeOf(page, result.title())).toEqual(before)
    await page.keyboard.press('Escape')
    await expect(cart.panel()).toHaveCount(0)

    await result.retryLink().click()
    await checkout.fillPayment({ method: 'Bancontact' })
    await checkout.payButton().click()
    await payment.waitForIt()
    await payment.choose('Paid')
    await result.waitFor(OUTCOMES.success.title)
    await expect(header.cartButton()).toHaveAccessibleName('Empty cart')
    await expect(header.cartCount()).toHaveCount(0)
    await header.cartButton().click()
    await expect(cart.emptyMessage()).toHaveText('No products in the cart yet')
    await cart.panel().getByRole('link', { name: 'Open the menu', exact: true }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(cart.barText()).toHaveText('Empty cart')
  })

  test('on a legal page the cart read from the device shows and opens', async ({ page, menu, header, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await expect(cart.count()).toHaveText('1')

    await page.goto(venueUrl('lumiere', '/en/info/termsofuse'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header.cartCount()).toHaveText('1')
    const heading = page.getByRole('heading', { level: 1 })
    const before = await placeOf(page, heading)
    await header.cartButton().click()
    await expect(cart.lineNames()).toHaveText([CROQUETTES])
    // Before a consumption type is chosen the eat-in list prices the cart, as on the menu.
    await expect(cart.totalAmount()).toHaveText(euro(1150))
    expect(await placeOf(page, heading)).toEqual(before)
    await expectNoSeriousViolations(page)
  })
})
