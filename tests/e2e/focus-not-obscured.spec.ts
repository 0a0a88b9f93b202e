import { expect, test, type Page } from './support/test'
import { loginAs } from './pages/account'
import { CartDrawer } from './pages/cart'
import { cartToSchedule, CheckoutPage, COMPTOIR_TABLE_1, holdSlot, openDay, quickOrderOnSite } from './pages/checkout'
import { WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { venueUrl } from './support/demo'

// A focused control is never hidden (WCAG 2.4.11): every stop that Tab reaches on the pages of the
// journey, from the top of the page to its end, is on screen and drawn on top, not under the cart bar,
// the schedule's Next or the header, on a small phone, a phone and a laptop.

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

/**
 * Tabs from the top of the page through each of its stops (at most `max`) and names those whose centre
 * is off screen or under another element once the browser has scrolled to them.
 */
async function obscuredStops(page: Page, max = 150): Promise<string[]> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: 0 })
  })
  const obscured: string[] = []
  const seen = new Set<string>()
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const path = []
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.tagName}${node.id ? `#${node.id}` : ''}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`)
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const box = element.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return { key: path.join('/'), name, obscured: 'off screen' }
      const top = document.elementFromPoint(x, y)
      // A control drawn by its label (a styled radio or checkbox) is on top through that label.
      const drawnBy: Element[] = [element, ...Array.from((element as HTMLInputElement).labels ?? [])]
      const onTop = top !== null && drawnBy.some((part) => part.contains(top) || top.contains(part))
      return { key: path.join('/'), name, obscured: onTop ? null : `under ${top?.className || top?.tagName}` }
    })
    if (!stop) continue
    if (seen.has(stop.key)) break
    seen.add(stop.key)
    if (stop.obscured) obscured.push(`${stop.name}: ${stop.obscured}`)
  }
  return obscured
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport })

    test("a visitor's journey: menu with a cart, schedule with its times, account step, payment step", async ({ page }) => {
      const menu = new MenuPage(page)
      const cart = new CartDrawer(page)
      const schedule = new SchedulePage(page)
      const checkout = new CheckoutPage(page)
      await menu.open('en')
      await menu.addOne('Cheese croquettes (2 pieces)')
      await menu.addOne('Cheese croquettes (2 pieces)')
      expect.soft(await obscuredStops(page), 'menu').toEqual([])

      await cartToSchedule(cart, schedule)
      await schedule.type('Eat in').check()
      await schedule.setGuests(2)
      await schedule.chooseDay(openDay())
      await expect(schedule.slot('13:00')).toBeEnabled()
      expect.soft(await obscuredStops(page), 'schedule, nothing held').toEqual([])
      await holdSlot(schedule, { type: 'Eat in', day: openDay(), time: '13:00' })
      expect.soft(await obscuredStops(page), 'schedule, a slot held').toEqual([])

      await schedule.nextButton().click()
      await checkout.waitForStep('account')
      expect.soft(await obscuredStops(page), 'account step').toEqual([])
      await checkout.guestButton().click()
      await checkout.waitForStep('payment-method')
      await expect(checkout.paymentMethods().first()).toBeVisible()
      expect.soft(await obscuredStops(page), 'payment step').toEqual([])
    })

    test("a customer's pages: login, dashboard, balance, orders, addresses, profile", async ({ page, context }) => {
      await page.goto(venueUrl('lumiere', '/en/customer/login'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect.soft(await obscuredStops(page), 'login').toEqual([])
      await loginAs(context, 'lumiere', 'camille')
      // Each page once its own data is on it, so that nothing moves under the keyboard.
      const pages: [path: string, shown: string][] = [
        ['/en/dashboard', 'main .balance-card'],
        ['/en/customer/credit', 'main .balance-line'],
        ['/en/customer/order', 'main .order-list'],
        ['/en/customer/addresses', 'main .address-list'],
        ['/en/customer/edit', 'main form input'],
      ]
      for (const [path, shown] of pages) {
        await page.goto(venueUrl('lumiere', path))
        await expect(page.locator(shown).first()).toBeVisible()
        expect.soft(await obscuredStops(page), path).toEqual([])
      }
    })

    test("a table's quick order with a line, its order's page, a food court's menu with its cart, and a menu of 20 categories", async ({ page }) => {
      await page.goto(venueUrl('comptoir', `/en/quickorder/${COMPTOIR_TABLE_1}`))
      const menu = new MenuPage(page, 'comptoir')
      await menu.waitUntilInteractive()
      await menu.addOne('Iced tea')
      expect.soft(await obscuredStops(page), 'quick order').toEqual([])
      const uid = await quickOrderOnSite(page)
      await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`))
      await expect(page.locator('.order-progress')).toBeVisible()
      expect.soft(await obscuredStops(page), "the order's page").toEqual([])

      const halles = new MenuPage(page, 'halles')
      await halles.open('en')
      await new WhereToEatDialog(page).choose('Eat in')
      await halles.addOne('Salmon poke bowl')
      expect.soft(await obscuredStops(page), "the food court's menu").toEqual([])

      // Twenty categories in a bar that scrolls sideways, its edges faded and, for a mouse, arrowed.
      const grand = new MenuPage(page, 'grand')
      await grand.open('en')
      await grand.waitUntilInteractive()
      expect.soft(await obscuredStops(page, 40), 'a menu of 20 categories').toEqual([])
    })
  })
}
