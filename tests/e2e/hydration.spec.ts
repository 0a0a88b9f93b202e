import { expect, test, type ConsoleMessage } from './support/test'
import { MenuPage } from './pages/menu-page'
import { LOCALES } from './support/demo'

// The Tartare de saumon image is broken on purpose (demo data): its 404 is expected.
const EXPECTED_FAILED_LOAD = /\/demo-images\/missing\//

function isExpected(message: ConsoleMessage): boolean {
  return /^Failed to load resource/.test(message.text()) && EXPECTED_FAILED_LOAD.test(message.location().url)
}

test.describe('hydration', () => {
  test('the client takes over the streamed menu: typing in the search field filters', async ({ page }) => {
    const menu = new MenuPage(page, 'lumiere')
    await menu.open('en')

    await menu.search('croquettes')

    await expect(menu.resultsHeading()).toHaveText('2 products match “croquettes”')
    await expect(menu.productNames()).toHaveText(['Cheese croquettes (2 pieces)', 'Grey shrimp croquettes (2 pieces)'])
  })

  for (const locale of LOCALES) {
    test(`the lumiere menu in ${locale} loads and hydrates without console errors or uncaught exceptions`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message)) errors.push(`console: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      const menu = new MenuPage(page, 'lumiere')

      await menu.open(locale)
      await menu.waitUntilInteractive()
      // Bring every lazy image into view, so each image (and the broken one) has loaded or failed.
      await menu.footer.root.scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      await menu.search('burg')
      await expect(menu.productCards()).toHaveCount(6)

      expect(errors).toEqual([])
    })
  }
})
