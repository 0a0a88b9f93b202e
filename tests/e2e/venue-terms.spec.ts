import { loginAs } from './pages/account'
import { MenuPage } from './pages/menu-page'
import { normaliseSpaces, PHONE, type Locale } from './support/demo'
import { recordLayoutShifts } from './support/layout-shifts'
import { expect, test, type Page } from './support/test'

// Under its heading the menu says the venue's terms before the cart does (domain/venue-terms.ts):
// Lumière (demo data) asks a minimum order of 12.00 and delivers to three cities, each with its own
// minimum; its ordering hours are not limited. The members' club takes orders for today only, from 5.00.

const LUMIERE_TERMS: Record<Locale, string[]> = {
  en: ['Minimum order €12.00', 'Delivery to Brussels (min. €15.00), Ixelles (min. €20.00) and Etterbeek (min. €25.00)'],
  fr: ['Commande minimum 12,00 €', 'Livraison à Bruxelles (min. 15,00 €), Ixelles (min. 20,00 €) et Etterbeek (min. 25,00 €)'],
  nl: ['Minimumbestelling € 12,00', 'Levering in Brussel (min. € 15,00), Elsene (min. € 20,00) en Etterbeek (min. € 25,00)'],
  // German data falls back to the English city names.
  de: ['Mindestbestellwert 12,00 €', 'Lieferung nach Brussels (mind. 15,00 €), Ixelles (mind. 20,00 €) und Etterbeek (mind. 25,00 €)'],
}

const termsOf = (page: Page) => page.locator('.menu .venue-terms li')
const shownTerms = async (page: Page) => (await termsOf(page).allInnerTexts()).map(normaliseSpaces)

test.describe('the server HTML, before any script', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test("Lumière's menu says its minimum order, and where it delivers at what minimum, in each language", async ({ page }) => {
    const menu = new MenuPage(page, 'lumiere')
    for (const locale of ['en', 'fr', 'nl', 'de'] as const) {
      await menu.open(locale)
      expect(await shownTerms(page), locale).toEqual(LUMIERE_TERMS[locale].map(normaliseSpaces))
    }
  })
})

test.describe('the hydrated menu', () => {
  test.use({ viewport: PHONE })

  test('says the same once its script has run, and nothing moves', async ({ page }) => {
    const layoutShift = await recordLayoutShifts(page)
    const menu = new MenuPage(page, 'lumiere')
    await menu.open('en')
    await menu.waitUntilInteractive()
    await expect(termsOf(page)).toHaveText(LUMIERE_TERMS.en)
    // Under the search, above the categories.
    const [tools, terms, bar] = await Promise.all(['.menu-tools', '.venue-terms', '.category-nav'].map((selector) => page.locator(selector).boundingBox()))
    expect(terms!.y).toBeGreaterThanOrEqual(tools!.y + tools!.height)
    expect(bar!.y).toBeGreaterThanOrEqual(terms!.y + terms!.height)
    expect(await layoutShift()).toBe(0)
  })

  test('a members-only venue that books for today only says so with its minimum', async ({ page, context }) => {
    await loginAs(context, 'club', 'oliver')
    const menu = new MenuPage(page, 'club')
    await menu.open('en')
    await expect(termsOf(page)).toHaveText(['Orders for today only', 'Minimum order €5.00'])
  })

  test("a food court leaves each stand's minimum to its stand's card, and has nothing else to say", async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')
    await expect(menu.currentStand()).toHaveText('Sushi Kaze')
    await expect(page.locator('.current-stand-minimum')).toHaveText('Minimum order €20.00')
    await expect(page.locator('.venue-terms')).toHaveCount(0)
  })
})
