import { expect, test, type Page } from '../e2e/support/test'
import { loginAs } from '../e2e/pages/account'
import { CartDrawer } from '../e2e/pages/cart'
import { cartToSchedule, CheckoutPage, holdSlot, openDay, QuickOrderPage, SandboxPaymentPage } from '../e2e/pages/checkout'
import { CompositionDialog } from '../e2e/pages/composition'
import { MenuPage } from '../e2e/pages/menu-page'
import { OrderResultPage, OUTCOMES, sandbox } from '../e2e/pages/order-result'
import { SchedulePage } from '../e2e/pages/schedule'
import { venueUrl } from '../e2e/support/demo'

// The screens of docs/screens/, on a phone and a desktop: `npm run screens` writes them again.
// Each waits for its screen's own state (hydrated, loaded, no animation running) before the picture.

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const
const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

test.beforeAll(() => sandbox.reset())
test.afterAll(() => sandbox.reset())

async function shoot(page: Page, name: string, size: keyof typeof SIZES) {
  await expect(page.locator('#navigation-progress')).not.toHaveClass(/is-active/)
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)))
  await page.screenshot({ path: `docs/screens/${name}-${size}.png` })
}

for (const [size, viewport] of Object.entries(SIZES) as [keyof typeof SIZES, (typeof SIZES)[keyof typeof SIZES]][]) {
  test.describe(size, () => {
    test.use({ viewport })

    test('the ordering journey: menu, composition, cart, schedule, checkout, result', async ({ page }) => {
      test.setTimeout(60_000)
      const menu = new MenuPage(page, 'lumiere')
      const cart = new CartDrawer(page)
      const schedule = new SchedulePage(page)
      const checkout = new CheckoutPage(page)
      await menu.open('en')
      await menu.waitUntilInteractive()
      await shoot(page, 'menu', size)

      await menu.tapProduct('Burger meal')
      const composition = new CompositionDialog(page)
      await composition.waitForStep()
      await shoot(page, 'composition', size)
      await page.keyboard.press('Escape')
      await expect(composition.root).toHaveCount(0)

      await menu.addOne('Cheese croquettes (2 pieces)')
      await menu.addOne('Still water (50 cl)')
      await cart.open()
      await shoot(page, 'cart', size)

      await cartToSchedule(cart, schedule)
      await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })
      await shoot(page, 'schedule', size)

      await schedule.nextButton().click()
      await checkout.continueAsGuest()
      await checkout.fillPayment({ method: 'Bancontact' })
      await shoot(page, 'checkout', size)

      await checkout.payButton().click()
      const payment = new SandboxPaymentPage(page)
      await payment.waitForIt()
      await payment.choose('Paid')
      const result = new OrderResultPage(page)
      await expect(result.title()).toHaveText(OUTCOMES.success.title)
      await shoot(page, 'result', size)
    })

    test('quick order at a table', async ({ page }) => {
      const quick = new QuickOrderPage(page)
      await quick.open(`/${TABLE_1}`)
      await expect(quick.tableNumber()).toHaveText('Table 1')
      await new MenuPage(page, 'comptoir').waitUntilInteractive()
      await shoot(page, 'quick-order', size)
    })

    test('the account dashboard', async ({ page, context }) => {
      await loginAs(context, 'lumiere', 'camille')
      await page.goto(venueUrl('lumiere', '/en/dashboard'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await shoot(page, 'dashboard', size)
    })
  })
}
