import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { ProductDetailsDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { venueUrl } from './support/demo'

// A diner on a slow phone taps before the page's code has arrived: the taps are held and take effect,
// in order, once the page is interactive. The code is held back on purpose until the taps are made.

const CROQUETTES = 'Cheese croquettes (2 pieces)'
const TARTARE = 'Salmon tartare'

/** Holds every script of the app until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('taps on a product\'s +, a product card and the cart bar made before the code arrives take effect once it has', async ({ page }) => {
  const menu = new MenuPage(page)
  const cart = new CartDrawer(page)
  const details = new ProductDetailsDialog(page)
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await expect(menu.productCard(CROQUETTES)).toBeVisible()
  // Nothing owns these buttons yet: without the held taps, each click would be lost.
  expect(await menu.addOneButton(CROQUETTES).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(false)
  await menu.addOneButton(CROQUETTES).click()
  await menu.addOneButton(CROQUETTES).click()
  await cart.bar().click()
  await expect(cart.panel()).toHaveCount(0)

  release()
  await expect(cart.count()).toHaveText('2')
  await expect(cart.panel()).toBeVisible()
  await expect(menu.cardQuantity(CROQUETTES)).toHaveText('2')
  expect(await details.root.count()).toBe(0)
})

test('a tap on a product card before the code arrives opens its details once it has', async ({ page }) => {
  const menu = new MenuPage(page)
  const details = new ProductDetailsDialog(page)
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await menu.productButton(TARTARE).click()

  release()
  await expect(details.root).toBeVisible()
  await expect(details.name()).toHaveText(TARTARE)
})
