import { expect, test, type ConsoleMessage, type Page } from './support/test'
import { LOCALES, venueUrl } from './support/demo'
import { quickOrderOnSite } from './pages/checkout'
import { waitUntilInteractive } from './support/interactive'

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

// A browser's first Intl date format costs a slow phone 100 to 300 ms (decision 070): the pages that
// show dates write them from the venue's offsets and their own names, hydrating and after.
test.describe('no date format built in the browser', () => {
  const countDateFormats = (page: Page) =>
    page.addInitScript(() => {
      const built = { count: 0 }
      ;(window as unknown as { dateFormats: typeof built }).dateFormats = built
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          built.count += 1
          return new target(...args)
        },
        apply(target, _self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          built.count += 1
          return target(...args)
        },
      })
    })
  const dateFormats = (page: Page) => page.evaluate(() => (window as unknown as { dateFormats: { count: number } }).dateFormats.count)

  test('the schedule, its calendar known and another day chosen, builds none', async ({ page, schedule }) => {
    await countDateFormats(page)
    await schedule.open('en')
    await schedule.type('Eat in').check()
    await schedule.setGuests(2)
    const open = schedule.calendarGrid().locator('[data-state="open"]')
    await expect(open.nth(1)).toBeVisible()
    await open.nth(1).click()
    await expect(open.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.slots().first()).toBeVisible()
    expect(await dateFormats(page)).toBe(0)
  })

  test("a table's order, its kitchen's steps timed, builds none", async ({ page }) => {
    await page.goto(venueUrl('comptoir', '/en/quickorder/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'))
    const uid = await quickOrderOnSite(page)
    await countDateFormats(page)
    await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
    await expect(page.locator('.order-progress time').first()).toHaveText(/^\d{2}:\d{2}$/)
    await expect(page.locator('.progress-timing')).toHaveText(/^Expected ready at \d{2}:\d{2}$/)
    await waitUntilInteractive(page)
    expect(await dateFormats(page)).toBe(0)
  })
})
