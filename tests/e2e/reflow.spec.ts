import { expect, test, type Page } from './support/test'
import { loginAs } from './pages/account'
import { CartDrawer } from './pages/cart'
import { cartToSchedule, CheckoutPage, COMPTOIR_TABLE_1 as TABLE_1, holdSlot, openDay, quickOrderOnSite, QuickOrderPage, SandboxPaymentPage } from './pages/checkout'
import { CompositionDialog } from './pages/composition'
import { ProductDetailsDialog, WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { OrderResultPage, OUTCOMES, sandbox } from './pages/order-result'
import { SchedulePage } from './pages/schedule'
import { animationsSettled } from './support/axe'
import { venueUrl, type VenueKey } from './support/demo'

// Every page reflows at 320 px (WCAG 1.4.10, a 1280 px screen at 400 %): nothing to scroll sideways,
// and no price cut short ('€22.0'). Each route of SPEC §2 is visited, with the popups of the menu.

const NARROW = { width: 320, height: 640 }
test.use({ viewport: NARROW })

/**
 * What does not reflow on the page as it is: a document wider than the screen, a box inside it that
 * scrolls sideways, and each price whose text runs out of the screen or out of a box that clips it.
 */
function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = []
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`)
    for (const box of Array.from(document.body.querySelectorAll('*'))) {
      const overflow = getComputedStyle(box).overflowX
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1 && box.checkVisibility()) {
        problems.push(`.${box.className || box.tagName} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth})`)
      }
    }
    const PRICE = /€\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?€/
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const element = node.parentElement
      if (!PRICE.test(text) || !element || !element.checkVisibility() || element.closest('.visually-hidden')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const shown = range.getBoundingClientRect()
      if (shown.width === 0) continue
      if (shown.left < -0.5 || shown.right > width + 0.5) problems.push(`“${text.trim()}” runs off the screen`)
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue
        const frame = box.getBoundingClientRect()
        if (shown.left < frame.left - 0.5 || shown.right > frame.right + 0.5) {
          problems.push(`“${text.trim()}” is cut by .${box.className || box.tagName}`)
          break
        }
      }
    }
    return problems
  }, NARROW.width)
}

async function expectReflow(page: Page, what: string) {
  await page.evaluate(() => document.fonts.ready)
  await animationsSettled(page)
  expect.soft(await reflowProblems(page), what).toEqual([])
}

/** Opens a page and waits for its content: the page's heading, an error screen, or the menu. */
async function visit(page: Page, venue: VenueKey, path: string) {
  await page.goto(venueUrl(venue, path))
  await expect(page.locator('main h1, .error-screen h1, .product-card').first()).toBeVisible()
  await expect(page.locator('.loading-screen, .read-status')).toHaveCount(0)
}

test.beforeAll(() => sandbox.reset())
test.afterAll(() => sandbox.reset())

test("a visitor's pages reflow at 320 px", async ({ page }) => {
  const pages: [VenueKey, string][] = [
    ['lumiere', '/en'],
    ['lumiere', '/de'],
    ['lumiere', '/en/home'],
    ['lumiere', '/en/info/privacy'],
    ['lumiere', '/en/info/termsofuse'],
    ['lumiere', '/en/customer/login'],
    ['lumiere', '/en/customer/register'],
    ['lumiere', '/en/customer/resetpassword'],
    ['lumiere', '/en/customer/validatetoken?token=nope'],
    ['lumiere', '/en/customer/linkcard'],
    ['lumiere', '/en/schedule'],
    ['lumiere', '/en/does-not-exist'],
    ['comptoir', '/en/quickorder'],
    ['comptoir', `/en/quickorder/${TABLE_1}`],
    ['grand', '/en'],
    ['club', '/en/customer/login'],
    ['ferme', '/en'],
    ['nowhere', '/en'],
  ]
  for (const [venue, path] of pages) {
    await visit(page, venue, path)
    await expectReflow(page, `${venue} ${path}`)
  }
})

test('the ordering journey reflows at 320 px: menu, popups, cart, schedule, checkout with delivery, payment, result', async ({ page }) => {
  test.setTimeout(90_000)
  const menu = new MenuPage(page, 'lumiere')
  const cart = new CartDrawer(page)
  const schedule = new SchedulePage(page)
  const checkout = new CheckoutPage(page)
  await menu.open('en')
  await menu.search('croq')
  await expectReflow(page, 'search results')
  await menu.search('zzz')
  await expectReflow(page, 'a search that finds nothing')
  await menu.clearSearch()

  await menu.tapProduct('Salmon tartare')
  await expect(new ProductDetailsDialog(page).root).toBeVisible()
  await expectReflow(page, 'product details')
  await page.keyboard.press('Escape')
  await menu.tapProduct('Burger meal')
  await new CompositionDialog(page).waitForStep()
  await expectReflow(page, 'composition')
  await page.keyboard.press('Escape')
  await menu.page.getByRole('button', { name: 'Avoid…', exact: true }).click()
  await expect(page.locator('#allergen-filter')).toBeVisible()
  await expectReflow(page, 'allergen filter')
  await page.keyboard.press('Escape')

  for (const product of ['Cheese croquettes (2 pieces)', 'Soup of the day', 'Beef carpaccio']) await menu.addOne(product)
  await cart.open()
  await expectReflow(page, 'the open cart')
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Delivery', guests: 1, day: openDay(), time: '19:00' })
  await expectReflow(page, 'the schedule with a held slot')
  await schedule.nextButton().click()

  await checkout.waitForStep('delivery-address')
  await expectReflow(page, 'the delivery address step')
  await checkout.open('account')
  await checkout.waitForStep('account')
  await expectReflow(page, 'the account step')
  await checkout.guestButton().click()
  await checkout.waitForStep('delivery-address')
  await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
  await checkout.continueButton().click()
  await checkout.fillPayment({ method: 'Bancontact' })
  await expectReflow(page, 'the payment step')
  await page.locator('.site-header').getByRole('button', { name: /^My cart/ }).click()
  await expectReflow(page, "the header's cart over the payment step")
  await page.keyboard.press('Escape')

  await checkout.payButton().click()
  const payment = new SandboxPaymentPage(page)
  await payment.waitForIt()
  await payment.choose('Paid')
  const result = new OrderResultPage(page)
  await expect(result.title()).toHaveText(OUTCOMES.success.title)
  await expectReflow(page, 'the order result')
})

test("a food court's cart, a table's payment form and the results of a quick and a wallet payment reflow at 320 px", async ({ page }) => {
  const menu = new MenuPage(page, 'halles')
  await menu.open('en')
  await new WhereToEatDialog(page).choose('Eat in')
  await menu.addOne('Salmon poke bowl')
  await new CartDrawer(page).open()
  await expectReflow(page, 'halles with its cart open')

  const quick = new QuickOrderPage(page)
  await quick.open(`/${TABLE_1}`)
  await new MenuPage(page, 'comptoir').addOne('Belgian cheese board')
  await page.goto(venueUrl('comptoir', `/en/quickorder/${TABLE_1}?checkout`))
  await expect(page.locator('form.checkout-step')).toBeVisible()
  await expectReflow(page, "the quick order's payment form")

  // A quick order paid on site, placed as the form would place it.
  const uid = await quickOrderOnSite(page)
  await visit(page, 'comptoir', `/en/quickorder/order?uid=${uid}`)
  await expectReflow(page, "a quick order's result")
  await visit(page, 'lumiere', '/en/wallet-order?info=pay_unknown')
  await expectReflow(page, "a wallet payment's result")
})

test("a customer's pages reflow at 320 px", async ({ page, context }) => {
  test.setTimeout(60_000)
  await loginAs(context, 'lumiere', 'camille')
  const pages = [
    '/en',
    '/en/dashboard',
    '/en/customer/account',
    '/en/customer/edit',
    '/en/customer/changepassword',
    '/en/customer/credit',
    '/en/customer/creditadd',
    '/en/customer/creditok',
    '/en/customer/creditrefund',
    '/en/customer/order',
    '/en/customer/addresses',
    '/en/customer/tickets',
    '/en/customer/invoices',
    '/en/schedule',
  ]
  for (const path of pages) {
    await visit(page, 'lumiere', path)
    await expectReflow(page, path)
  }
  await page.getByRole('button', { name: 'Open the account menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectReflow(page, "the customer's sidebar drawer")
})
