import { MenuPage } from './pages/menu-page'
import { expect, test } from './support/test'

// Grand: 600 products in 20 categories, the first sections drawn by the server, the rest when near.
test.describe('a 600-product menu on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true })

  test('draws a far category once the diner comes near it, the page keeping its length meanwhile', async ({ page }) => {
    const refused: string[] = []
    page.on('console', (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()))
    const menu = new MenuPage(page, 'grand')
    await menu.open('en')
    await menu.waitUntilInteractive()

    const last = page.locator('.menu-section').last()
    const waiting = await last.locator('.product-placeholder').count()
    expect(waiting).toBeGreaterThan(0)
    await expect(last.locator('.product-card')).toHaveCount(0)
    const lengthBefore = await page.evaluate(() => document.documentElement.scrollHeight)

    await menu.categoryLinks().last().click()

    await expect(last.locator('.product-card')).toHaveCount(waiting)
    await expect(last.getByRole('heading', { level: 2 })).toBeInViewport()
    const lengthAfter = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(Math.abs(lengthAfter - lengthBefore) / lengthBefore).toBeLessThan(0.02)
    // The waiting cells are sized by the stylesheet, not by inline styles the page's CSP would refuse.
    expect(refused).toEqual([])
  })
})
