import { expect, test } from './support/test'
import { expectNoSeriousViolations } from './support/axe'
import { LOCALES, messages, venueUrl } from './support/demo'

// Each venue's accessibility statement (/info/accessibility), linked from the footer of every page:
// the standard, how the site is tested, the known limitations, and the venue's own contact.

test.describe('accessibility statement', () => {
  test("the footer links to it; it names the standard, the tests, the limitations and the venue's e-mail", async ({ page, menu, footer }) => {
    await menu.open('en')
    await footer.openLegalPage('Accessibility')

    await expect(page).toHaveURL(venueUrl('lumiere', '/en/info/accessibility'))
    const statement = page.locator('main article.accessibility-statement')
    await expect(statement.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
    await expect(statement.getByRole('heading', { level: 2 })).toHaveText(['The standard', 'How it was tested', 'Known limitations', 'Contact'])
    await expect(statement).toContainText('WCAG) 2.2 at level AA')
    await expect(statement).toContainText('EN 301 549')
    await expect(statement).toContainText('Directive (EU) 2019/882')
    await expect(statement.locator('ul').first().locator('li')).toHaveCount(5)
    await expect(statement.locator('ul').nth(1).locator('li')).toHaveCount(5)
    await expect(statement.locator('ul').nth(1)).toContainText('Dish names, descriptions and ingredients are written by Brasserie Lumière.')
    await expect(statement.locator('ul').first()).toContainText('nothing to scroll sideways')
    await expect(statement.locator('ul').first()).toContainText('in at most 60 key presses')
    await expect(statement.getByRole('link', { name: 'contact@brasserie-lumiere.example' })).toHaveAttribute('href', 'mailto:contact@brasserie-lumiere.example')
    await expect(statement).toContainText('This statement was written on 7 December 2026.')
  })

  test("another venue's statement is that venue's: its name and its e-mail", async ({ page }) => {
    await page.goto(venueUrl('club', '/en/info/accessibility'))
    const statement = page.locator('main article.accessibility-statement')
    await expect(statement).toContainText('Les Pins Sports Club wants everyone to be able to order on this site')
    await expect(statement.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
    await expect(statement.getByRole('link', { name: 'contact@brasserie-lumiere.example' })).toHaveCount(0)
  })

  for (const locale of LOCALES) {
    test(`in ${locale}: its own title, and no serious or critical axe violation, on a phone and at 320 px`, async ({ page }) => {
      const texts = messages(locale)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(venueUrl('lumiere', `/${locale}/info/accessibility`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['info.accessibility.title']!)
      await expect(page.locator('footer.site-footer').getByRole('link', { name: texts['footer.accessibility']!, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/info/accessibility`,
      )
      await expectNoSeriousViolations(page)

      // The statement and the footer's links reflow at 320 px (the site's header is the layout's own).
      await page.setViewportSize({ width: 320, height: 640 })
      for (const part of [page.locator('main article.accessibility-statement'), page.locator('footer.site-footer .footer-links')]) {
        const right = await part.evaluate((element) =>
          Math.max(element.getBoundingClientRect().right, ...Array.from(element.querySelectorAll('*'), (child) => child.getBoundingClientRect().right)),
        )
        expect(right, 'nothing past 320 px').toBeLessThanOrEqual(320)
      }
    })
  }
})
