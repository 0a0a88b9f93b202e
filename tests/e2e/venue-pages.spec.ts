import { expect, test } from './support/test'
import { MenuPage } from './pages/menu-page'
import { SiteFooter } from './pages/site-chrome'
import { venueUrl } from './support/demo'
import { expectNoSeriousViolations } from './support/axe'

test.describe('venue states and error pages', () => {
  test('an inactive venue (ferme) shows POS unavailable instead of a menu', async ({ page, errorScreen: screen }) => {
    await page.goto(venueUrl('ferme', '/en'))

    await expect(screen.title()).toHaveText('POS unavailable')
    await expect(page.getByRole('search')).toHaveCount(0)
    await expect(page.locator('.product-card')).toHaveCount(0)
  })

  test('an unknown host says it cannot find the host, and below it what a diner can do', async ({ page, errorScreen: screen }) => {
    await page.goto(venueUrl('nowhere', '/en'))

    await expect(screen.message()).toHaveText('Unable to find host with url')
    await expect(screen.hint()).toHaveText("This address does not lead to a venue's ordering site. Check the address, or use the link or QR code the venue gave you.")
    await expect(page.getByRole('search')).toHaveCount(0)

    await page.goto(venueUrl('nowhere', '/nl'))
    await expect(screen.hint()).toHaveText('Dit adres leidt niet naar de bestelsite van een zaak. Controleer het adres, of gebruik de link of QR-code die je van de zaak kreeg.')
    await expectNoSeriousViolations(page)
  })

  test('a checkout step that does not exist answers 404 (SPEC §2: the step is one of three)', async ({ page, errorScreen: screen }) => {
    for (const path of ['/en/checkout/nowhere', '/en/checkout/payment', '/fr/checkout/account/more']) {
      const response = await page.goto(venueUrl('lumiere', path))
      expect(response?.status(), path).toBe(404)
      await expect(screen.message()).toHaveText(path.startsWith('/fr') ? 'Cette page est introuvable' : 'This page could not be found')
    }
  })

  test('an unknown route answers 404 with "This page could not be found" and a way back to the menu', async ({ page, errorScreen: screen }) => {
    const response = await page.goto(venueUrl('lumiere', '/en/does-not-exist'))

    expect(response?.status()).toBe(404)
    await expect(screen.message()).toHaveText('This page could not be found')

    await screen.action().click()

    await expect(page).toHaveURL(venueUrl('lumiere', '/en'))
    await expect(new MenuPage(page).productCards()).toHaveCount(45)
  })
})

test.describe('home (/home)', () => {
  const homes = [
    ['en', 'See the menu and order', 'Log in'],
    ['fr', 'Voir la carte et commander', 'Se connecter'],
    ['nl', 'Bekijk de kaart en bestel', 'Aanmelden'],
    ['de', 'Zur Karte und bestellen', 'Anmelden'],
  ] as const
  for (const [locale, toMenu, login] of homes) {
    test(`answers in ${locale} with the venue, the way to its menu and to an account`, async ({ page }) => {
      const response = await page.goto(venueUrl('lumiere', `/${locale}/home`))
      expect(response?.status()).toBe(200)
      const home = page.locator('.home-screen')
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Brasserie Lumière')
      await expect(home.getByRole('link', { name: login, exact: true })).toHaveAttribute('href', `/${locale}/customer/login`)
      await home.getByRole('link', { name: toMenu }).click()
      await expect(page).toHaveURL(venueUrl('lumiere', `/${locale}`))
    })
  }
})

test.describe('footer', () => {
  test('shows the venue name, VAT number, e-mail link and the website with http:// added', async ({ menu }) => {
    await menu.open('en')
    const footer = menu.footer

    await expect(footer.venueName()).toHaveText('Brasserie Lumière')
    await expect(footer.root).toContainText('Rue Antoine Dansaert 118')
    await expect(footer.details().filter({ hasText: 'VAT BE0612345162' })).toHaveCount(1)
    await expect(footer.emailLink()).toHaveText('contact@brasserie-lumiere.example')
    await expect(footer.emailLink()).toHaveAttribute('href', 'mailto:contact@brasserie-lumiere.example')
    await expect(footer.websiteLink()).toHaveText('www.brasserie-lumiere.example')
    await expect(footer.websiteLink()).toHaveAttribute('href', 'http://www.brasserie-lumiere.example')
  })

  test('keeps a website that already has https:// as it is', async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')

    await expect(menu.footer.websiteLink()).toHaveAttribute('href', 'https://halles-saint-gery.example')
  })

  test('opens the terms of use', async ({ page, menu }) => {
    await menu.open('en')

    await menu.footer.openLegalPage('Terms of use')

    await expect(page).toHaveURL(venueUrl('lumiere', '/en/info/termsofuse'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')
    await expect(page.locator('.info-page')).toContainText('These terms govern orders placed online with Brasserie Lumière.')
  })

  test('opens the privacy policy in the page language', async ({ page, menu }) => {
    await menu.open('fr')

    await menu.footer.openLegalPage('Politique de confidentialité')

    await expect(page).toHaveURL(venueUrl('lumiere', '/fr/info/privacy'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité')
    await expect(page.locator('.info-page')).toContainText('contact@brasserie-lumiere.example')
    await expect(new SiteFooter(page).venueName()).toHaveText('Brasserie Lumière')
  })
})
