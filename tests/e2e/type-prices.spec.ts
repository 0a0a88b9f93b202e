import { CartDrawer } from './pages/cart'
import { cartToSchedule } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { expectNoSeriousViolations } from './support/axe'
import { euro, normaliseSpaces, PHONE } from './support/demo'
import { expect, test } from './support/test'

// Lumière (demo data) prices each consumption type with a list of its own: the menu shows the eat-in
// list until a type is chosen; takeaway (list 12) makes the croquettes 10.50 instead of 11.50; delivery
// (list 13) costs what eating in does. When a choice of type reprices the cart, the schedule says so
// beside the choice, politely to a screen reader.
const CROQUETTES = 'Cheese croquettes (2 pieces)'

test.describe('a new consumption type that reprices the cart', () => {
  test.use({ viewport: PHONE })

  test('the schedule says the new total and the one before it, as the type changes back and forth, and nothing when the total stays', async ({ page }) => {
    const menu = new MenuPage(page, 'lumiere')
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page, 'lumiere')
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(CROQUETTES)
    await expect(cart.barText()).toHaveText(`My cart (${euro(2300)})`)

    await cartToSchedule(cart, schedule)
    await expect(cart.barText()).toHaveText(`My cart (${euro(2300)})`)
    // The polite live region is there, empty, before anything is said into it.
    await expect(schedule.typePrices()).toHaveText('')

    await schedule.type('Takeaway').check()
    await expect(schedule.typePrices()).toHaveText(`Takeaway prices apply: your cart is now ${euro(2100)} (was ${euro(2300)})`)
    await expect(schedule.typePrices()).toBeInViewport()
    await expect(cart.barText()).toHaveText(`My cart (${euro(2100)})`)
    // Said once on the page: not by the cart as well.
    await expect(cart.root.locator('.cart-notice')).toHaveCount(0)
    await expectNoSeriousViolations(page)

    await schedule.type('Eat in').check()
    await expect(schedule.typePrices()).toHaveText(`Eat-in prices apply: your cart is now ${euro(2300)} (was ${euro(2100)})`)

    // Delivery costs what eating in does: nothing to say.
    await schedule.type('Delivery').check()
    await expect(schedule.type('Delivery')).toBeChecked()
    await expect(schedule.typePrices()).toHaveText('')
    await expect(cart.barText()).toHaveText(`My cart (${euro(2300)})`)
  })

  test('says it in the page’s language', async ({ page }) => {
    const menu = new MenuPage(page, 'lumiere')
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page, 'lumiere')
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await expect(cart.barText()).toHaveText(`My cart (${euro(1150)})`)
    await schedule.open('de')
    await expect(cart.root.locator('.cart-summary').filter({ visible: true })).toHaveText(/11,50/)
    await page.getByRole('radio', { name: 'Zum Mitnehmen', exact: true }).check()
    await expect
      .poll(async () => normaliseSpaces(await page.locator('.schedule-type-prices').innerText()))
      .toBe('Es gelten die Preise zum Mitnehmen: Ihr Warenkorb kostet jetzt 10,50 € (vorher 11,50 €)')
  })
})
