import { expect, test, type Page } from '../e2e/support/test'
import { loginAs } from '../e2e/pages/account'
import { CartDrawer } from '../e2e/pages/cart'
import { cartToSchedule, CheckoutPage, holdSlot, openDay, QuickOrderPage, SandboxPaymentPage } from '../e2e/pages/checkout'
import { CompositionDialog } from '../e2e/pages/composition'
import { WhereToEatDialog } from '../e2e/pages/dialogs'
import { MenuPage } from '../e2e/pages/menu-page'
import { OrderResultPage, OUTCOMES, sandbox } from '../e2e/pages/order-result'
import { SchedulePage } from '../e2e/pages/schedule'
import { venueUrl } from '../e2e/support/demo'

// The screens of docs/screens/, named by the viewport's width: a phone (390×844), a tablet (768×1024),
// a laptop (1280×800) and a desktop (1440×900). `npm run screens` writes them again. Each waits for
// its screen's own state (hydrated, loaded, no animation running) before the picture.

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const
const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

test.beforeAll(() => sandbox.reset())
test.afterAll(() => sandbox.reset())

async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  await expect(page.locator('#navigation-progress')).not.toHaveClass(/is-active/)
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)))
  await page.screenshot({ path: `docs/screens/${name}-${page.viewportSize()?.width}.png`, fullPage })
}

for (const viewport of SIZES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('the ordering journey: menu, composition, cart, schedule, checkout, result', async ({ page }) => {
      test.setTimeout(60_000)
      const menu = new MenuPage(page, 'lumiere')
      const cart = new CartDrawer(page)
      const schedule = new SchedulePage(page)
      const checkout = new CheckoutPage(page)
      await menu.open('en')
      await menu.waitUntilInteractive()
      // Where the cart is a column, its lines come with its code, once the menu is interactive.
      if (await cart.isColumn()) await expect(cart.panel()).toBeVisible()
      await shoot(page, 'menu')

      await menu.tapProduct('Burger meal')
      const composition = new CompositionDialog(page)
      await composition.waitForStep()
      await shoot(page, 'composition')
      await page.keyboard.press('Escape')
      await expect(composition.root).toHaveCount(0)

      await menu.addOne('Cheese croquettes (2 pieces)')
      await menu.addOne('Still water (50 cl)')
      await cart.open()
      await shoot(page, 'cart')

      await cartToSchedule(cart, schedule)
      await schedule.type('Takeaway').check()
      await schedule.setGuests(1)
      await schedule.chooseDay(openDay())
      await expect(schedule.slot('13:00')).toBeEnabled()
      // The whole page of a day's slots, before one is chosen.
      await shoot(page, 'schedule-page', { fullPage: true })
      await holdSlot(schedule, { type: 'Takeaway', day: openDay(), time: '13:00' })
      await shoot(page, 'schedule')

      await schedule.nextButton().click()
      await checkout.continueAsGuest()
      await checkout.fillPayment({ method: 'Bancontact' })
      await shoot(page, 'checkout')

      await checkout.payButton().click()
      const payment = new SandboxPaymentPage(page)
      await payment.waitForIt()
      await payment.choose('Paid')
      const result = new OrderResultPage(page)
      await expect(result.title()).toHaveText(OUTCOMES.success.title)
      await shoot(page, 'result')
    })

    test("a food court's cart held back by a stand's minimum", async ({ page }) => {
      const menu = new MenuPage(page, 'halles')
      const cart = new CartDrawer(page)
      await menu.open('en')
      await new WhereToEatDialog(page).choose('Eat in')
      // Sushi Kaze below its minimum of €20.00, Pizza Nonna above its €15.00.
      await menu.addOne('Salmon poke bowl')
      await menu.chooseStand('Pizza Nonna')
      await menu.addOne('Pizza Margherita')
      await menu.addOne('Tiramisu')
      await cart.open()
      await expect(cart.nextButton()).toBeDisabled()
      await shoot(page, 'halles-cart')
    })

    test('quick order at a table', async ({ page }) => {
      const quick = new QuickOrderPage(page)
      await quick.open(`/${TABLE_1}`)
      await expect(quick.tableNumber()).toHaveText('Table 1')
      await new MenuPage(page, 'comptoir').waitUntilInteractive()
      await shoot(page, 'quick-order')
    })

    test('the account dashboard', async ({ page, context }) => {
      await loginAs(context, 'lumiere', 'camille')
      await page.goto(venueUrl('lumiere', '/en/dashboard'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await shoot(page, 'dashboard')
    })
  })
}
