import { expect, test, type ConsoleMessage, type Page } from './support/test'
import { LOCALES, venueUrl } from './support/demo'

// The Tartare de saumon image is broken on purpose (demo data): its 404 is expected.
const EXPECTED_FAILED_LOAD = /\/demo-images\/missing\//

function isExpected(message: ConsoleMessage): boolean {
  return /^Failed to load resource/.test(message.text()) && EXPECTED_FAILED_LOAD.test(message.location().url)
}

test.describe('hydration', () => {
  test('the client takes over the streamed menu: typing in the search field filters', { tag: '@smoke' }, async ({ menu }) => {
    await menu.open('en')

    await menu.search('croquettes')

    await expect(menu.resultsHeading()).toHaveText('2 products match “croquettes”')
    await expect(menu.productNames()).toHaveText(['Cheese croquettes (2 pieces)', 'Grey shrimp croquettes (2 pieces)'])
  })

  for (const locale of LOCALES) {
    test(`the lumiere menu in ${locale} loads and hydrates without console errors or uncaught exceptions`, async ({ page, menu }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpected(message)) errors.push(`console: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))

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

// Nothing on the menu moves once it is on screen: not when its code takes over, nor when the styles of
// its popups (product details, composed menus, the cart), fetched while the browser is idle, arrive, nor
// when the diner jumps to its end. A tap aimed at a link would otherwise land beside it.
const POPUP_STYLES = /\/components_(ui_dialog|composition_composition|cart_cart-panel)-/

/** Where the header, the first and last product cards and the footer's links stand on the page. */
function menuLayout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return [rect.left, rect.top + scrollY, rect.width, rect.height].map(Math.round)
    }
    const cards = Array.from(document.querySelectorAll('.product-card'))
    return {
      header: box(document.querySelector('.site-header')!),
      firstCard: box(cards[0]!),
      lastCard: box(cards.at(-1)!),
      footerLinks: Array.from(document.querySelectorAll('.site-footer a'), box),
    }
  })
}

for (const [screen, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a wide screen', { width: 1280, height: 800 }],
] as const) {
  test(`on ${screen}, the menu stays where it was painted once its code and its popups' styles arrive`, async ({ page, menu }) => {
    await page.setViewportSize(viewport)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**/*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
    await expect(menu.productCards().first()).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    const painted = await menuLayout(page)
    const termsLink = menu.footer.legalLink('Terms of use')
    await termsLink.scrollIntoViewIfNeeded()
    const landed = await termsLink.boundingBox()
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))))
    expect(await termsLink.boundingBox(), 'the footer stays where the diner landed').toEqual(landed)

    release()
    await menu.waitUntilInteractive()
    await expect
      .poll(() => page.evaluate((styles) => Array.from(document.styleSheets).filter((sheet) => new RegExp(styles).test(sheet.href ?? '')).length, POPUP_STYLES.source), {
        message: "the popups' styles have arrived",
      })
      .toBe(3)

    expect(await termsLink.boundingBox()).toEqual(landed)
    expect(await menuLayout(page)).toEqual(painted)
  })
}
