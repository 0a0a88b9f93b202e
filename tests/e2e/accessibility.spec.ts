import { expect, test } from './support/test'
import { WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { expectNoSeriousViolations } from './support/axe'
import { LOCALES, venueUrl } from './support/demo'

test.describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const locale of LOCALES) {
    test(`the lumiere menu in ${locale} has no serious or critical violation`, async ({ page }) => {
      await new MenuPage(page, 'lumiere').open(locale)
      await expectNoSeriousViolations(page)
    })
  }

  test('the comptoir menu in en has no serious or critical violation', async ({ page }) => {
    await new MenuPage(page, 'comptoir').open('en')
    await expectNoSeriousViolations(page)
  })

  test('the halles menu in en, with the where-to-eat chooser a first visit opens, has no serious or critical violation', async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')
    // The chooser opens once the page is interactive: checked as the diner sees it, not half faded in.
    await menu.waitUntilInteractive()
    await expect(new WhereToEatDialog(page).root).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the search results have no serious or critical violation', async ({ page, menu }) => {
    await menu.open('en')
    await menu.search('burg')
    await expect(menu.resultsHeading()).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the 404 page has no serious or critical violation', async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en/does-not-exist'))
    await expect(page.getByText('This page could not be found')).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the unavailable venue (ferme) has no serious or critical violation', async ({ page }) => {
    await page.goto(venueUrl('ferme', '/en'))
    await expect(page.getByRole('heading', { name: 'POS unavailable' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the home page has no serious or critical violation', async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en/home'))
    await expect(page.getByRole('heading', { level: 1, name: 'Brasserie Lumière' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the grand menu (600 products) has no serious or critical violation', async ({ page }) => {
    await page.goto(venueUrl('grand', '/en'))
    await expect(new MenuPage(page, 'grand').productCards().first()).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})
