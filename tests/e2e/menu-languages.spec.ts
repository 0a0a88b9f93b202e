import { expect, test } from './support/test'
import { MenuPage } from './pages/menu-page'
import { LOCALES, MENUS, messages, normaliseSpaces } from './support/demo'

for (const menu of MENUS) {
  for (const locale of LOCALES) {
    test(`${menu.venue} /${locale}: the menu is shown in ${locale} with its products, headings and euro prices`, async ({ page }) => {
      const menuPage = new MenuPage(page, menu.venue)
      const texts = messages(locale)

      await menuPage.open(locale)

      await expect(page).toHaveTitle(menu.name[locale])
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(menuPage.header.venueName()).toHaveText(menu.name[locale])
      await expect(menuPage.productCards()).toHaveCount(menu.productCount)
      await expect(menuPage.sectionHeadings().filter({ hasText: menu.heading[locale] })).toHaveCount(1)

      const price = await menuPage.productPrice(menu.product[locale]).textContent()
      expect(normaliseSpaces(price ?? '')).toBe(menu.price[locale])

      await expect(menuPage.searchField()).toHaveAttribute('placeholder', texts['menu.search.placeholder']!)
      await expect(menuPage.searchField()).toHaveAccessibleName(texts['menu.search.label']!)
      await expect(page.locator('.cart-bar .cart-summary')).toHaveText(texts['cart.empty']!)
    })
  }
}
