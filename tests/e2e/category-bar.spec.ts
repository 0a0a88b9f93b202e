import { MenuPage } from './pages/menu-page'
import { expect, test, type Locator } from './support/test'

// The category bar follows the menu: the section in view is marked (aria-current) and its link is
// scrolled into the bar's view, on a phone where the bar is wider than the screen.
test.use({ viewport: { width: 390, height: 844 } })

/** Scrolls the page as a diner's thumb would, until the section's heading is near the top. */
async function scrollToSection(menu: MenuPage, name: string) {
  const heading = menu.sectionHeadings().filter({ hasText: new RegExp(`^${name}$`) })
  await heading.evaluate((element) => window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top - 120 }))
}

/** Whether a link stands whole inside the bar's visible part. */
function wholeInBar(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const bar = element.closest('ul')!.getBoundingClientRect()
    const box = element.getBoundingClientRect()
    return box.left >= bar.left - 1 && box.right <= bar.right + 1
  })
}

test('marks the category of the section in view, one at a time', async ({ page }) => {
  const menu = new MenuPage(page, 'lumiere')
  await menu.open('en')
  await menu.waitUntilInteractive()
  const current = page.locator('.category-nav a[aria-current="true"]')
  await expect(current).toHaveText('Set menus')

  await scrollToSection(menu, 'Burgers')
  await expect(current).toHaveText('Burgers')
  await expect(current).toHaveCount(1)

  await scrollToSection(menu, 'Starters')
  await expect(current).toHaveText('Starters')

  // At the end of the page, the last category, whose heading cannot come up to the top.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }))
  await expect(current).toHaveText('Beers & wines')
  await expect.poll(() => wholeInBar(current)).toBe(true)
})

test("scrolls itself to keep the current category in view, on a menu of 20 categories", async ({ page }) => {
  const menu = new MenuPage(page, 'grand')
  await menu.open('en')
  await menu.waitUntilInteractive()
  const links = menu.categoryLinks()
  const far = (await links.nth(14).textContent()) ?? ''
  expect(await wholeInBar(links.nth(14))).toBe(false)

  await scrollToSection(menu, far)
  const current = page.locator('.category-nav a[aria-current="true"]')
  await expect(current).toHaveText(far)
  await expect.poll(() => wholeInBar(current)).toBe(true)

  // A link followed from the bar marks its category too.
  const back = (await links.nth(2).textContent()) ?? ''
  await links.nth(2).click()
  await expect(current).toHaveText(back)
  await expect.poll(() => wholeInBar(current)).toBe(true)
})
