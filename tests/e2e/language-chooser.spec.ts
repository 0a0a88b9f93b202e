import { expect, test, type Page } from './support/test'
import { storedState } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { SiteHeader } from './pages/site-chrome'
import { venueUrl } from './support/demo'

/** The language kept in the order stored on the device. */
async function storedOrderLanguage(page: Page) {
  return ((await storedState(page)).order as { language?: string } | null)?.language
}

test.describe('language chooser', () => {
  test('lists only the languages the venue offers, marks the active one and names each', async ({ menu }) => {
    await menu.open('en')
    const chooser = menu.header.languageChooser()

    // Brasserie Lumière's store does not offer German.
    await expect(chooser.languages()).toHaveText(['EN', 'FR', 'NL'])
    await expect(chooser.current()).toHaveText('EN')
    await expect(chooser.language('en')).toHaveAttribute('aria-current', 'true')
    await expect(chooser.language('fr')).not.toHaveAttribute('aria-current', /.*/)
    await expect(chooser.language('en')).toHaveAttribute('title', 'English')
    await expect(chooser.language('fr')).toHaveAttribute('title', 'Français')
    await expect(chooser.language('nl')).toHaveAttribute('title', 'Nederlands')
  })

  test('offers all four languages at a venue that enables German', async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('de')
    const chooser = menu.header.languageChooser()

    await expect(chooser.languages()).toHaveText(['EN', 'FR', 'NL', 'DE'])
    await expect(chooser.current()).toHaveText('DE')
    await expect(chooser.language('de')).toHaveAttribute('title', 'Deutsch')
  })

  test("/de at a venue without German: DE shows as the active language, and the venue's English texts are marked as English", async ({ page, details }) => {
    const menu = new MenuPage(page)
    await menu.open('de')
    const chooser = menu.header.languageChooser()

    // Brasserie Lumière offers EN, FR and NL; the page is German all the same, and says so.
    await expect(chooser.languages()).toHaveText(['EN', 'FR', 'NL', 'DE'])
    await expect(chooser.current()).toHaveText('DE')

    // German buttons, English dishes: each English text carries its language for screen readers.
    await expect(menu.sectionHeadings().filter({ hasText: 'Starters' })).toHaveAttribute('lang', 'en')
    await expect(menu.categoryLinks().filter({ hasText: 'Starters' })).toHaveAttribute('lang', 'en')
    await expect(menu.productCard('Cheese croquettes (2 pieces)').locator('.product-name')).toHaveAttribute('lang', 'en')

    await menu.tapProduct('Cheese croquettes (2 pieces)')
    await expect(details.name()).toHaveAttribute('lang', 'en')
    await expect(details.description()).toHaveAttribute('lang', 'en')
    await expect(details.root.locator('.ingredient-list')).toHaveAttribute('lang', 'en')
  })

  test("on an English page, a dish the venue named only in French is marked as French; English ones are not marked", async ({ menu }) => {
    await menu.open('en')
    await expect(menu.productCard('Vol-au-vent').locator('.product-name')).toHaveAttribute('lang', 'fr')
    await expect(menu.productCard('Cheese croquettes (2 pieces)').locator('.product-name')).not.toHaveAttribute('lang', /.*/)
    await expect(menu.sectionHeadings().filter({ hasText: 'Starters' })).not.toHaveAttribute('lang', /.*/)
  })

  test('the language chosen is kept with the cart on the device as well as in its cookie (SPEC §4)', async ({ page, context, menu }) => {
    await menu.open('en')
    await menu.addOne('Still water (50 cl)')
    await expect.poll(() => storedOrderLanguage(page)).toBe('en')

    await menu.header.languageChooser().choose('fr')
    await expect(page).toHaveURL(venueUrl('lumiere', '/fr'))
    await expect.poll(() => storedOrderLanguage(page)).toBe('fr')
    const cookies = await context.cookies(venueUrl('lumiere'))
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr')
    expect(((await storedState(page)).cart ?? []).length).toBe(1)
  })

  test('choosing FR on the English privacy page opens the French privacy page', async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en/info/privacy'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    const chooser = new SiteHeader(page).languageChooser()

    await chooser.choose('fr')

    await expect(page).toHaveURL(venueUrl('lumiere', '/fr/info/privacy'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité')
    await expect(chooser.current()).toHaveText('FR')
  })
})
