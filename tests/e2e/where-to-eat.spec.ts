import { expect, test, type Locator, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { cartToSchedule } from './pages/checkout'
import { ProductDetailsDialog, WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { expectNoSeriousViolations } from './support/axe'
import { PHONE, venueUrl } from './support/demo'

// Les Halles Saint-Géry (demo data): every store has consumption type 3, so the menu opens on
// 'Where would you like to eat?'; the parent store's media 10 is a 3:2 banner, 11 and 12 the pictures
// of the two choices. Its English name is Saint-Géry Market Hall; Sushi Kaze's minimum order is 20.00.
const BANNER = '**/demo-images/halles-where-to-eat-banner.svg'
const VENUE_NAME = 'Saint-Géry Market Hall'
const POKE_BOWL = 'Salmon poke bowl' // 15.50
const EDAMAME = 'Edamame' // 5.00

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'the element is rendered').not.toBeNull()
  return box!
}

/** Opens the menu with the banner held back until `release` is called, so the page can be seen before it arrives. */
async function openWithBannerHeld(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(BANNER, async (route) => {
    await held
    await route.continue()
  })
  // Not waiting for the load event: the held banner may be part of it.
  await page.goto(venueUrl('halles', '/en'), { waitUntil: 'domcontentloaded' })
  return release
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`'where to eat' at Les Halles on ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("both choices are on screen without scrolling, under the venue's bar and a banner kept whole, in proportion and low; nothing moves when it loads; the keyboard chooses", async ({
      page,
    }) => {
      const whereToEat = new WhereToEatDialog(page)
      const cart = new CartDrawer(page)
      const release = await openWithBannerHeld(page)
      await expect(whereToEat.root).toBeVisible()
      await expect(whereToEat.choice('Takeaway').locator('img')).toBeVisible()
      const title = whereToEat.root.getByRole('heading', { name: 'Where would you like to eat?' })
      const before = await Promise.all([boxOf(title), boxOf(whereToEat.choice('Eat in')), boxOf(whereToEat.choice('Takeaway'))])

      release()
      const banner = whereToEat.root.locator('img.where-to-eat-banner')
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      // The title and the choices stayed where they were.
      const after = await Promise.all([boxOf(title), boxOf(whereToEat.choice('Eat in')), boxOf(whereToEat.choice('Takeaway'))])
      expect(after).toEqual(before)

      // Both choices whole inside the viewport, and nothing to scroll to.
      for (const choice of after.slice(1)) {
        expect(choice.x).toBeGreaterThanOrEqual(0)
        expect(choice.y).toBeGreaterThanOrEqual(0)
        expect(choice.x + choice.width).toBeLessThanOrEqual(viewport.width)
        expect(choice.y + choice.height).toBeLessThanOrEqual(viewport.height)
      }
      const [scrollHeight, clientHeight] = await whereToEat.root.evaluate((panel) => [panel.scrollHeight, panel.clientHeight])
      expect(scrollHeight).toBeLessThanOrEqual(clientHeight)

      // The banner: at most a quarter of the screen's height, drawn in its own proportions (not cropped to a band).
      const shown = await boxOf(banner)
      const [naturalWidth, naturalHeight] = await banner.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
      expect(shown.height).toBeGreaterThan(0)
      expect(shown.height).toBeLessThanOrEqual(viewport.height / 4)
      expect(shown.width / shown.height).toBeCloseTo(naturalWidth! / naturalHeight!, 1)
      expect(shown.x).toBeGreaterThanOrEqual(0)
      expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width)

      // The venue's bar at the top of the screen, as the page's header would be: its logo, its name, the way back to the menu.
      const bar = await boxOf(whereToEat.venueBar())
      expect(bar.y).toBe(0)
      expect(bar.x + bar.width).toBeLessThanOrEqual(viewport.width)
      await expect(whereToEat.venueBar()).toContainText(VENUE_NAME)
      await expect(whereToEat.venueBar().locator('img')).toBeVisible()
      await expect(whereToEat.laterButton()).toBeInViewport({ ratio: 1 })

      // The keyboard chooses: focus starts on Eat in, Tab and Enter pick Takeaway.
      await expect(whereToEat.choice('Eat in')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(whereToEat.choice('Takeaway')).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(whereToEat.root).toHaveCount(0)
      await cart.open()
      await expect(cart.slotTitle()).toHaveText('Takeaway')
    })
  })
}

test.describe("putting 'where to eat' off at Les Halles", () => {
  test.use({ viewport: PHONE })

  test('Escape keeps the diner on the menu without a choice, which it does not ask again; the schedule asks for the type', async ({ page }) => {
    const whereToEat = new WhereToEatDialog(page)
    const menu = new MenuPage(page, 'halles')
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page, 'halles')
    await menu.open('en')
    await expect(whereToEat.root).toBeVisible()
    await expectNoSeriousViolations(page)

    // Focus stays inside: Tab goes round the choices and the way back to the menu, both ways.
    await expect(whereToEat.choice('Eat in')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(whereToEat.choice('Takeaway')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(whereToEat.laterButton()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(whereToEat.choice('Eat in')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(whereToEat.laterButton()).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(whereToEat.root).toHaveCount(0)
    await menu.addOne(POKE_BOWL)
    await menu.addOne(EDAMAME)
    await cart.open()
    await expect(cart.slotTitle()).toHaveText('No schedule yet')
    await cart.close()

    // Another page of the menu in this tab: not asked again. Its popups' code has come once a product's
    // details open, and the chooser's with it: had it to open, it would be open by then.
    await page.reload()
    await menu.tapProduct(POKE_BOWL)
    const details = new ProductDetailsDialog(page)
    await expect(details.root).toBeVisible()
    await details.closeWithButton()
    await expect(details.root).toHaveCount(0)
    await expect(whereToEat.root).toHaveCount(0)

    // The cart's Next leads on to the schedule, which asks for the type first, nothing chosen.
    await cartToSchedule(cart, schedule)
    await expect(schedule.type('Eat in')).not.toBeChecked()
    await expect(schedule.type('Takeaway')).not.toBeChecked()
    await schedule.type('Takeaway').check()
    await expect(schedule.type('Takeaway')).toBeChecked()
  })

})

test.describe("putting 'where to eat' off at Les Halles on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("'See the menu' closes it without a choice, and the menu takes the diner's products", async ({ page }) => {
    const whereToEat = new WhereToEatDialog(page)
    const menu = new MenuPage(page, 'halles')
    const cart = new CartDrawer(page)
    await menu.open('en')
    await expect(whereToEat.root).toBeVisible()
    await whereToEat.laterButton().click()
    await expect(whereToEat.root).toHaveCount(0)
    await menu.addOne(POKE_BOWL)
    await cart.open()
    await expect(cart.lineNames()).toHaveText([POKE_BOWL])
    await expect(cart.slotTitle()).toHaveText('No schedule yet')
  })
})
