import { expect, test } from './support/test'
import { euro, PHONE } from './support/demo'

// The cart's bar and panel alone (lines, quantities, totals, the minimum order, emptying it) are tested
// in tests/components/cart-drawer.test.tsx; here, the cart as the menu page and the device have it.
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

  // Every kind of corrupt cart is read as an empty one (tests/unit/domain/cart.test.ts, parseStoredCart),
  // which then works and is kept again (tests/components/cart-drawer.test.tsx); the whole page, once.
  test('a corrupt stored cart (lines of the wrong shape) gives an empty cart and a working page', async ({ page, menu, cart }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await expect(cart.count()).toHaveText('1')
    // The cart is saved once the stored one has been read back; corrupt it only after that.
    await expect
      .poll(async () => page.evaluate(() => localStorage.getItem('cart') ?? ''))
      .toContain('"id":100001')

    await page.evaluate(() => localStorage.setItem('cart', '[{"id":"100001","quantity":"two"},null,42]'))
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
