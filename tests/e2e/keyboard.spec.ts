import { expect, test, type Locator, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { CheckoutPage } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { PHONE } from './support/demo'

// A diner with a keyboard alone: the way from the menu to the payment step, the skip links to the page
// and the cart, and a focused control never left under the cart bar or the schedule's Next. Every key counts: Tab and Shift+Tab,
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

// The way a keyboard diner takes, without the skip links: Tab to the search, two croquettes, the cart's
// Next; takeaway for one at 13:30 on the schedule; on as a guest. The page reached from another starts at
// its heading; a period's times are one stop, the arrows moving by a time or a row.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`from the menu to the payment step at Lumière takes at most 60 keys, ${viewport.width} px wide`, async ({ page }) => {
    const keys = new CountedKeyboard(page)
    const menu = new MenuPage(page)
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    const checkout = new CheckoutPage(page)
    await page.setViewportSize(viewport)
    await menu.open('en')
    await menu.waitUntilInteractive()

    await keys.tabTo(menu.searchField())
    await keys.type('croq')
    await expect(menu.resultsHeading()).toHaveText('2 products match “croq”')
    await keys.tabTo(menu.addOneButton('Cheese croquettes (2 pieces)'))
    await keys.press('Enter')
    await keys.press('Enter')
    await expect(menu.cardQuantity('Cheese croquettes (2 pieces)')).toHaveText('2')
    if (viewport.width < 1024) {
      // The bar opens the cart above it: its Next is the control just before the bar.
      await keys.tabTo(cart.bar())
      await keys.press('Enter')
      await expect(cart.panel()).toBeVisible()
      await keys.tabTo(cart.nextButton(), { backwards: true })
    } else {
      await keys.tabTo(cart.nextButton())
    }
    await keys.press('Enter')

    await expect(page).toHaveURL(/\/en\/schedule$/)
    await schedule.waitForForm()
    await expect(schedule.heading()).toBeFocused()
    await keys.tabTo(schedule.type('Eat in'), { max: 1 })
    await keys.press('ArrowDown')
    await expect(schedule.type('Takeaway')).toBeChecked()
    await keys.tabTo(schedule.guestsGroup().getByRole('button', { name: 'One person more' }))
    await keys.press('Enter')
    await expect(schedule.guestCount()).toHaveText('1')
    const firstTime = schedule.slots().and(page.locator('[tabindex="0"]')).first()
    await expect(firstTime).toBeVisible()
    await keys.tabTo(firstTime)
    // As the eye goes: down to 13:30's row, then across to it.
    for (let moves = 0; moves < 12; moves += 1) {
      const way = await schedule.slot('13:30').evaluate((target) => {
        const here = document.activeElement!.getBoundingClientRect()
        const there = target.getBoundingClientRect()
        if (target === document.activeElement) return null
        if (there.top > here.top + 1) return 'ArrowDown'
        if (there.top < here.top - 1) return 'ArrowUp'
        return there.left > here.left ? 'ArrowRight' : 'ArrowLeft'
      })
      if (!way) break
      await keys.press(way)
    }
    await expect(schedule.slot('13:30')).toBeFocused()
    await keys.press('Enter')
    await expect(schedule.bookingUntil()).toBeVisible()
    await keys.tabTo(schedule.nextButton())
    await keys.press('Enter')

    await checkout.waitForStep('account')
    await expect(checkout.heading()).toBeFocused()
    await keys.tabTo(checkout.guestButton())
    await keys.press('Enter')
    await checkout.waitForStep('payment-method')

    test.info().annotations.push({ type: 'key presses', description: String(keys.presses) })
    expect(keys.presses).toBeLessThanOrEqual(60)
  })
}

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
