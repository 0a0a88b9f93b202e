import { expect, test, type Locator, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { CheckoutPage } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { PHONE } from './support/demo'

// A diner with a keyboard alone: the skip links reach the page and the cart, a period's times are one
// stop, and a focused control is never left under the cart bar. Every key counts: Tab and Shift+Tab,
// Enter, Space and the arrows one each, typing one per character.

/** The keyboard, counting every key it presses. */
class CountedKeyboard {
  presses = 0

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses += 1
    await this.page.keyboard.press(key)
  }

  async type(text: string): Promise<void> {
    this.presses += text.length
    await this.page.keyboard.type(text)
  }

  /** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
    for (let pressed = 0; pressed < max; pressed += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
      await this.press(backwards ? 'Shift+Tab' : 'Tab')
    }
    await expect(target, `reached within ${max} presses`).toBeFocused({ timeout: 100 })
  }
}

const skipLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true })

test('from the menu to the payment step at Lumière takes fewer than 60 keys', async ({ page }) => {
  test.setTimeout(60_000)
  const keys = new CountedKeyboard(page)
  const menu = new MenuPage(page)
  const cart = new CartDrawer(page)
  const schedule = new SchedulePage(page)
  const checkout = new CheckoutPage(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await menu.open('en')
  await menu.waitUntilInteractive()

  // The menu: past the header to the search, two croquettes (over the minimum of €12.00), then Next in the cart.
  await keys.tabTo(skipLink(page, 'Skip to the menu'))
  await keys.press('Enter')
  await keys.tabTo(menu.searchField())
  await keys.type('croq')
  await expect(menu.resultsHeading()).toHaveText('2 products match “croq”')
  await keys.tabTo(menu.addOneButton('Cheese croquettes (2 pieces)'))
  await keys.press('Enter')
  await keys.press('Enter')
  await expect(menu.cardQuantity('Cheese croquettes (2 pieces)')).toHaveText('2')
  await keys.tabTo(cart.nextButton())
  await keys.press('Enter')

  // The schedule: takeaway for one, on the day the calendar opens on, at the first free time.
  await expect(page).toHaveURL(/\/en\/schedule$/)
  await schedule.waitForForm()
  await keys.tabTo(skipLink(page, 'Skip to the menu'))
  await keys.press('Enter')
  await keys.tabTo(schedule.type('Eat in'))
  await keys.press('ArrowDown')
  await expect(schedule.type('Takeaway')).toBeChecked()
  await keys.tabTo(schedule.guestsGroup().getByRole('button', { name: 'One person more' }))
  await keys.press('Enter')
  await expect(schedule.guestCount()).toHaveText('1')
  const firstTime = schedule.slots().and(page.locator('[tabindex="0"]')).first()
  await expect(firstTime).toBeVisible()
  await keys.tabTo(firstTime)
  await keys.press('Enter')
  await expect(schedule.bookingUntil()).toBeVisible()
  await keys.tabTo(schedule.nextButton())
  await keys.press('Enter')

  // The account step: on as a guest, to the payment step.
  await checkout.waitForStep('account')
  await keys.tabTo(checkout.guestButton())
  await keys.press('Enter')
  await checkout.waitForStep('payment-method')

  expect(keys.presses).toBeLessThan(60)
  test.info().annotations.push({ type: 'key presses', description: String(keys.presses) })
})

test('the skip link reaches the cart of a 600-product menu in a few keys', async ({ page }) => {
  const keys = new CountedKeyboard(page)
  const menu = new MenuPage(page, 'grand')
  const cart = new CartDrawer(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await menu.open('en')
  await menu.waitUntilInteractive()
  await menu.addOne((await menu.productNames().first().textContent()) ?? '')
  await menu.addOne((await menu.productNames().first().textContent()) ?? '')
  // Afresh, the cart kept on the device: the keyboard starts at the top of the page.
  await page.evaluate(() => window.scrollTo({ top: 0 }))
  await page.reload()
  await menu.waitUntilInteractive()
  await expect(cart.lines()).toHaveCount(1)

  await keys.tabTo(skipLink(page, 'Skip to the cart'))
  await keys.press('Enter')
  await keys.tabTo(cart.nextButton(), { max: 6 })
  expect(keys.presses).toBeLessThanOrEqual(8)
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the skip link to the cart opens it, its first control a Tab away', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await page.evaluate(() => window.scrollTo({ top: 0 }))
    await skipLink(page, 'Skip to the cart').focus()
    await page.keyboard.press('Enter')
    await expect(cart.panel()).toBeVisible()
    await expect(cart.bar()).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(cart.panel().getByRole('link', { name: 'Change' })).toBeFocused()
  })

  test('a control reached by Tab is never left under the cart bar', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await page.evaluate(() => window.scrollTo({ top: 0 }))
    await menu.searchField().focus()
    await menu.searchField().blur()
    await expect(cart.bar()).toBeVisible()
    const barTop = (await cart.bar().boundingBox())!.y
    await menu.searchField().focus()
    const hidden: string[] = []
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement
        const box = element.getBoundingClientRect()
        return { bottom: box.bottom, inCart: element.closest('.cart-drawer') !== null, name: element.getAttribute('aria-label') ?? element.textContent ?? '' }
      })
      if (focused.inCart) break
      if (focused.bottom > barTop) hidden.push(focused.name)
    }
    expect(hidden).toEqual([])
  })
})
