import { expect, test, type Locator } from './support/test'
import { loginAs } from './pages/account'
import { composeBurgerMeal } from './pages/composition'
import { MenuPage } from './pages/menu-page'
import { expectNoSeriousViolations } from './support/axe'
import { euro, PHONE, TABLET, venueUrl } from './support/demo'
import { recordLayoutShifts } from './support/layout-shifts'

// A desktop is not a stretched phone (docs/decisions/026): from 1024 px the cart is a column beside the
// menu, always open; popups are centred boxes of a readable width; the content has a maximum width
// that the header and the footer keep to. A tablet keeps the bar, floating, and opens the cart above
// it; a phone keeps the full-width bar and sheet.

const LAPTOP = { width: 1280, height: 800 }
const WIDE = { width: 1440, height: 900 }
const CROQUETTES = 'Cheese croquettes (2 pieces)'
const STILL_WATER = 'Still water (50 cl)'

type Box = { x: number; y: number; width: number; height: number }
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: LAPTOP })

  test('the cart stands beside the menu with its lines, total and Next, with nothing to open, and stays while the menu scrolls', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(STILL_WATER)

    await expect(cart.bar()).toBeHidden()
    await expect(cart.columnTitle()).toHaveAccessibleName(`My cart (${euro(1550)}) 2 items`)
    await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
    expect(await cart.total()).toBe(euro(1550))
    await expect(cart.nextButton()).toBeEnabled()
    await expect(cart.nextButton()).toBeInViewport({ ratio: 1 })

    // Beside the menu, never over it: the column's left edge is right of every card.
    const column = await box(cart.root)
    const cards = await menu.productCards().evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().right)))
    expect(column.x).toBeGreaterThanOrEqual(cards)
    expect(column.width).toBe(320)

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2 }))
    await expect(cart.nextButton()).toBeInViewport({ ratio: 1 })
    await expectNoSeriousViolations(page)
  })

  test('a stored cart fills the column without moving anything on the page', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(STILL_WATER)
    const layoutShift = await recordLayoutShifts(page)
    await page.evaluate(() => window.scrollTo({ top: 0 }))
    await page.reload()
    await expect(cart.lines()).toHaveCount(2)
    await menu.waitUntilInteractive()
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))))
    expect(await layoutShift()).toBe(0)
  })

  test('popups are centred boxes of a readable width: composition, details, age, which menu to delete, allergens', async ({ page, menu, composition, details, ageCheck, deleteVariation, allergenFilter }) => {
    await menu.open('en')
    const expectCentredBox = async (dialog: Locator) => {
      const shown = await box(dialog)
      expect(Math.abs(shown.x + shown.width / 2 - LAPTOP.width / 2)).toBeLessThanOrEqual(1)
      expect(shown.width).toBeLessThanOrEqual(640)
      expect(shown.width).toBeGreaterThanOrEqual(320)
      expect(shown.height).toBeLessThan(LAPTOP.height)
    }

    await menu.tapProduct('Burger meal')
    await composition.waitForStep('Your burger')
    await expectCentredBox(composition.root)
    await composition.close()
    await expect(composition.root).toHaveCount(0)

    await menu.tapProduct('Salmon tartare')
    await expect(details.root).toBeVisible()
    await expectCentredBox(details.root)
    await page.keyboard.press('Escape')

    await menu.addOne('Glass of red wine (15 cl)')
    await expect(ageCheck.root).toBeVisible()
    await expectCentredBox(ageCheck.root)
    await ageCheck.cancel()

    await menu.tapProduct('Burger meal')
    await composeBurgerMeal(composition, { burger: 'Veggie burger', drink: 'Cola zero (33 cl)' })
    await menu.removeOne('Burger meal')
    await expect(deleteVariation.root).toBeVisible()
    await expectCentredBox(deleteVariation.root)
    await page.keyboard.press('Escape')

    await allergenFilter.open()
    await expectCentredBox(page.getByRole('dialog', { name: 'What do you avoid?' }))
    await allergenFilter.close()
    await expect(allergenFilter.button()).toBeFocused()
  })
})

test.describe('on a wide screen (1440 px)', () => {
  test.use({ viewport: WIDE })

  test('the content keeps to its maximum width, and the header and the footer keep to it too', async ({ page, menu, cart }) => {
    await menu.open('en')
    const brand = await box(page.locator('.site-header .brand'))
    const search = await box(menu.searchField())
    const login = await box(page.locator('.site-header .login-link'))
    const column = await box(cart.root)
    const footerName = await box(page.locator('.site-footer .footer-name'))

    // 80rem of page, 1rem of padding inside it: the menu starts 96 px from each side of 1440.
    expect(search.x).toBe(96)
    expect(brand.x).toBe(search.x)
    expect(footerName.x).toBe(search.x)
    expect(Math.round(column.x + column.width)).toBe(WIDE.width - 96)
    expect(Math.round(login.x + login.width)).toBe(WIDE.width - 96)
  })
})

test.describe('on a tablet (768 px)', () => {
  test.use({ viewport: TABLET })

  test('the cart keeps its bar, floating, and opens above it as wide as the bar, not across the screen', async ({ menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await expect(cart.bar()).toBeVisible()
    const bar = await box(cart.bar())
    expect(bar.width).toBe(576)
    expect(Math.round(bar.y + bar.height)).toBe(TABLET.height - 16)

    await cart.open()
    const panel = await box(cart.panel())
    expect(panel.x).toBe(bar.x)
    expect(panel.width).toBe(bar.width)
    await expect(cart.nextButton()).toBeInViewport({ ratio: 1 })
  })
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE })

  test("keeps today's full-width bar, and the cart opens as a sheet across the screen", async ({ menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    const bar = await box(cart.bar())
    expect(bar).toEqual({ x: 0, y: PHONE.height - bar.height, width: PHONE.width, height: bar.height })
    await cart.open()
    const panel = await box(cart.panel())
    expect(panel.width).toBe(PHONE.width)
  })
})

test('a customer on a wide screen has the cart beside the menu too, right of the sidebar', async ({ page, context, cart }) => {
  await page.setViewportSize(WIDE)
  await loginAs(context, 'lumiere', 'camille')
  await page.goto(venueUrl('lumiere', '/en'))
  await new MenuPage(page).waitUntilInteractive()
  await expect(cart.columnTitle()).toBeVisible()
  await expect(cart.bar()).toBeHidden()
  const sidebar = await box(page.locator('.customer-sidebar'))
  const column = await box(cart.root)
  expect(column.x).toBeGreaterThan(sidebar.x + sidebar.width + 400)
})
