import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { ProductDetailsDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { venueUrl } from './support/demo'

// A diner on a slow phone taps before the page's code has arrived: the taps are held and take effect,
// in order, once the page is interactive. The code is held back on purpose until the taps are made.

const CROQUETTES = 'Cheese croquettes (2 pieces)'
const TARTARE = 'Salmon tartare'
const STILL_WATER = 'Still water (50 cl)'

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

test('a tap made while an earlier one still waits for its section takes effect after it, not before', async ({ page }) => {
  const menu = new MenuPage(page)
  const cart = new CartDrawer(page)
  // The croquettes' section says it has hydrated only when the journey lets it: the held + waits meanwhile.
  await page.addInitScript(() => {
    const w = window as unknown as { heldBack: Event[]; letSectionGo: () => void }
    w.heldBack = []
    let holding = true
    const croquettesSection = (event: Event) =>
      (event.target as Element).closest('[data-hydration-region]')?.textContent?.includes('Cheese croquettes')
    addEventListener(
      'region-hydrated',
      (event) => {
        if (!holding || !croquettesSection(event)) return
        event.stopImmediatePropagation()
        w.heldBack.push(event)
      },
      true,
    )
    w.letSectionGo = () => {
      holding = false
      for (const event of w.heldBack.splice(0)) (event.target as Element).dispatchEvent(new Event(event.type, { bubbles: true }))
    }
  })
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await menu.addOneButton(CROQUETTES).click()
  release()
  await menu.waitUntilCardInteractive(STILL_WATER)
  await expect.poll(() => page.evaluate(() => (window as unknown as { heldBack: Event[] }).heldBack.length)).toBe(1)
  // The page has begun to replay (the replay is queued as a task: one more task passes).
  await expect.poll(() => page.evaluate(() => (window as { __replayEarlyTaps?: unknown }).__replayEarlyTaps === undefined)).toBe(true)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await menu.addOneButton(STILL_WATER).click()

  await page.evaluate(() => (window as unknown as { letSectionGo: () => void }).letSectionGo())
  await expect(cart.count()).toHaveText('2')
  await cart.open()
  await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
})
