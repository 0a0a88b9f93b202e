import { expect, test, type Locator, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { WhereToEatDialog } from './pages/dialogs'
import { venueUrl } from './support/demo'

// Les Halles Saint-Géry (demo data): every store has consumption type 3, so the menu opens on
// 'Where would you like to eat?'; the parent store's media 10 is a 3:2 banner, 11 and 12 the pictures
// of the two choices.
const BANNER = '**/demo-images/halles-where-to-eat-banner.svg'

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

    test('both choices are on screen without scrolling, under a banner kept whole, in proportion and low; nothing moves when it loads; the keyboard chooses', async ({
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

      // The keyboard chooses as before: focus starts on Eat in, Escape does not dismiss, Tab and Enter pick Takeaway.
      await expect(whereToEat.choice('Eat in')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(whereToEat.root).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(whereToEat.choice('Takeaway')).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(whereToEat.root).toHaveCount(0)
      await cart.open()
      await expect(cart.slotTitle()).toHaveText('Takeaway')
    })
  })
}
