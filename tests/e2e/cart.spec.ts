import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { MenuPage } from './pages/menu-page'
import { euro, PHONE } from './support/demo'

// Lumière (demo data): minimum order 12.00; Cheese croquettes (2 pieces) 11.50, Still water (50 cl) 4.00,
// Sparkling water (50 cl) 4.00 (no description, no ingredients: tapping it adds it).
const CROQUETTES = 'Cheese croquettes (2 pieces)'
const STILL_WATER = 'Still water (50 cl)'
const SPARKLING_WATER = 'Sparkling water (50 cl)'

test.describe('plain products in the cart (lumiere)', () => {
  test("'+' and '−' on a card add and remove one at a time, and the bar follows", async ({ menu, cart }) => {
    await menu.open('en')
    await expect(cart.barText()).toHaveText('Empty cart')
    await expect(cart.count()).toHaveCount(0)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveCount(0)
    await expect(menu.removeOneButton(CROQUETTES)).toHaveCount(0)

    await menu.addOne(CROQUETTES)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveText('1')
    await expect(menu.cardQuantity(CROQUETTES)).toHaveAccessibleName('1 in the cart')
    await expect(cart.barText()).toHaveText(`My cart (${euro(1150)})`)
    await expect(cart.count()).toHaveText('1')

    await menu.addOne(CROQUETTES)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveText('2')
    await expect(cart.barText()).toHaveText(`My cart (${euro(2300)})`)
    await expect(cart.count()).toHaveText('2')

    await menu.removeOne(CROQUETTES)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveText('1')
    await expect(cart.barText()).toHaveText(`My cart (${euro(1150)})`)

    await menu.removeOne(CROQUETTES)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveCount(0)
    await expect(menu.removeOneButton(CROQUETTES)).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
    await expect(cart.count()).toHaveCount(0)
  })

  // The bar and its panel: a phone's (on a wide screen the cart is a column, always open: desktop-layout.spec.ts).
  test('the expanded drawer lists the lines with their prices, and emptying it from the drawer closes it', async ({ page, menu, cart }) => {
    await page.setViewportSize(PHONE)
    await menu.open('en')

    await menu.addOne(CROQUETTES)
    await menu.addOne(STILL_WATER)
    await cart.open()

    await expect(cart.slotTitle()).toHaveText('No schedule yet')
    await expect(cart.slotDetail()).toHaveText('Eat in / Takeaway / Delivery')
    await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
    await expect(cart.linePrice(cart.line(CROQUETTES))).toHaveText(euro(1150))
    await expect(cart.linePrice(cart.line(STILL_WATER))).toHaveText(euro(400))
    expect(await cart.total()).toBe(euro(1550))

    await cart.addOne(cart.line(STILL_WATER))
    await expect(cart.lineQuantity(cart.line(STILL_WATER))).toHaveText('2')
    await expect(cart.linePrice(cart.line(STILL_WATER))).toHaveText(euro(800))
    await expect(cart.totalAmount()).toHaveText(euro(1950))

    await cart.removeOne(cart.line(CROQUETTES))
    await cart.removeOne(cart.line(STILL_WATER))
    await cart.removeOne(cart.line(STILL_WATER))

    await expect(cart.panel()).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
  })
})

test.describe('minimum order amount (lumiere, €12.00)', () => {
  test('below the minimum the drawer says so and Next is disabled; reaching it enables Next, which leads to the schedule', async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'lumiere')
    const cart = new CartDrawer(page)
    await menu.open('en')

    await menu.addOne(STILL_WATER)
    await cart.open()
    expect(await cart.total()).toBe(euro(400))
    await expect(cart.minimumNotice()).toHaveText('Minimum order amount €12.00')
    await expect(cart.nextButton()).toBeDisabled()

    await cart.addOne(cart.line(STILL_WATER))
    await expect(cart.totalAmount()).toHaveText(euro(800))
    await expect(cart.minimumNotice()).toHaveText('Minimum order amount €12.00')
    await expect(cart.nextButton()).toBeDisabled()

    // Exactly the minimum is enough.
    await cart.addOne(cart.line(STILL_WATER))
    await expect(cart.totalAmount()).toHaveText(euro(1200))
    await expect(cart.minimumNotice()).toHaveCount(0)
    await expect(cart.nextButton()).toBeEnabled()

    await cart.removeOne(cart.line(STILL_WATER))
    await expect(cart.minimumNotice()).toHaveText('Minimum order amount €12.00')
    await expect(cart.nextButton()).toBeDisabled()

    await cart.close()
    await menu.addOne(CROQUETTES)
    await cart.open()
    await expect(cart.totalAmount()).toHaveText(euro(1950))
    await expect(cart.minimumNotice()).toHaveCount(0)
    await expect(cart.nextButton()).toBeEnabled()

    await cart.nextButton().click()
    await expect(page).toHaveURL(/\/en\/schedule$/)
    await expect(page.getByRole('heading', { level: 1, name: 'When would you like your order?' })).toBeVisible()
    // The schedule keeps the cart, without a way on from it yet.
    await expect(cart.barText()).toHaveText(`My cart (${euro(1950)})`)
  })
})

test.describe('the cart kept on the device (localStorage "cart")', () => {
  test('a reload shows the same products, count and total', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(CROQUETTES)
    await menu.addOne(SPARKLING_WATER)
    await expect(cart.barText()).toHaveText(`My cart (${euro(2700)})`)
    await expect(cart.count()).toHaveText('3')

    await page.reload()
    await expect(menu.productCards().first()).toBeVisible()

    await expect(cart.count()).toHaveText('3')
    await expect(cart.barText()).toHaveText(`My cart (${euro(2700)})`)
    // What each card shows once the diner scrolls to it (the reload keeps the page where it was).
    await menu.productCard(CROQUETTES).scrollIntoViewIfNeeded()
    await expect(menu.cardQuantity(CROQUETTES)).toHaveText('2')
    await menu.productCard(SPARKLING_WATER).scrollIntoViewIfNeeded()
    await expect(menu.cardQuantity(SPARKLING_WATER)).toHaveText('1')
    await cart.open()
    await expect(cart.lineNames()).toHaveText([CROQUETTES, SPARKLING_WATER])
    expect(await cart.total()).toBe(euro(2700))
  })

  for (const [label, stored] of [
    ['text that is not JSON', '{"uuid": oops'],
    ['JSON that is not a cart', '{"lines":[{"id":"x"}]}'],
    ['lines of the wrong shape', '[{"id":"100001","quantity":"two"},null,42]'],
  ] as const) {
    test(`a corrupt stored cart (${label}) gives an empty cart and a working page`, async ({ page, menu, cart }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await menu.open('en')
      await menu.addOne(CROQUETTES)
      await expect(cart.count()).toHaveText('1')
      // The cart is saved once the stored one has been read back; corrupt it only after that.
      await expect
        .poll(async () => page.evaluate(() => localStorage.getItem('cart') ?? ''))
        .toContain('"id":100001')

      await page.evaluate((value) => localStorage.setItem('cart', value), stored)
      await page.reload()
      await expect(menu.productCards().first()).toBeVisible()
      await menu.waitUntilInteractive()

      await expect(cart.barText()).toHaveText('Empty cart')
      await expect(menu.cardQuantity(CROQUETTES)).toHaveCount(0)
      // Still usable: adding works and is stored again.
      await menu.addOne(STILL_WATER)
      await expect(cart.barText()).toHaveText(`My cart (${euro(400)})`)
      await expect
        .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? 'null'))
        .toEqual([expect.objectContaining({ id: 100034, quantity: 1, posId: 100 })])
      expect(errors).toEqual([])
    })
  }
})

test.describe('the cart drawer and the search field', () => {
  // SPEC §2: on a phone, where the keyboard takes half the screen; a wide screen's column stays.
  test.use({ viewport: PHONE })

  test('the drawer hides while the search field has focus and comes back when it loses it', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await expect(cart.bar()).toBeVisible()

    await menu.searchField().focus()
    await expect(cart.bar()).toBeHidden()
    await menu.searchField().pressSequentially('croq')
    await expect(menu.resultsHeading()).toHaveText('2 products match “croq”')
    await expect(cart.bar()).toBeHidden()

    await menu.searchField().blur()
    await expect(cart.bar()).toBeVisible()
    await expect(cart.barText()).toHaveText(`My cart (${euro(1150)})`)

    await menu.searchField().click()
    await expect(cart.bar()).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(cart.bar()).toBeVisible()
  })
})
