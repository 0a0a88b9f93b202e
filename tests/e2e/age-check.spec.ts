import { expect, test } from './support/test'
import { MenuPage } from './pages/menu-page'
import { euro } from './support/demo'

// Lumière's alcoholic drinks (demo data): Draught lager (25 cl) = Pils 100043 (3.50), Abbey tripel (33 cl)
// 100044 (6.00) and Glass of red wine (15 cl) 100045 (6.50); the alcohol-free wheat beer is not flagged.
const WINE = 'Glass of red wine (15 cl)'
const LAGER = 'Draught lager (25 cl)'
const TRIPEL = 'Abbey tripel (33 cl)'
const ALCOHOL_FREE = 'Alcohol-free wheat beer 0.0%'

test.describe('age check on alcohol (lumiere)', () => {
  test('once confirmed, the answer is remembered: later alcohol, even after a reload, goes straight to the cart', async ({ page, menu, ageCheck: age, cart }) => {
    await menu.open('en')

    await menu.addOne(WINE)
    await expect(age.root).toBeVisible()
    await expect(age.root).toContainText('This product contains alcohol. You must be 18 or older to order it.')
    await expect(menu.cardQuantity(WINE)).toHaveCount(0)
    await age.confirm()
    await expect(age.root).toHaveCount(0)
    await expect(menu.cardQuantity(WINE)).toHaveText('1')

    await menu.addOne(LAGER)
    await expect(menu.cardQuantity(LAGER)).toHaveText('1')
    await expect(age.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText(`My cart (${euro(650 + 350)})`)

    await page.reload()
    await expect(menu.productCards().first()).toBeVisible()
    await menu.addOne(TRIPEL)
    await expect(menu.cardQuantity(TRIPEL)).toHaveText('1')
    await expect(age.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText(`My cart (${euro(650 + 350 + 600)})`)
  })

  test('refusing on a plain alcoholic product adds nothing, and the next alcohol asks again', async ({ page, menu, ageCheck: age, cart }) => {
    await menu.open('en')

    await menu.addOne(LAGER)
    await expect(age.root).toBeVisible()
    await age.cancel()

    await expect(age.root).toHaveCount(0)
    await expect(menu.cardQuantity(LAGER)).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')

    // Escape counts as a refusal too.
    await menu.addOne(WINE)
    await expect(age.root).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(age.root).toHaveCount(0)
    await expect(menu.cardQuantity(WINE)).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([])
  })

  test('a product without alcohol never asks, even next to the beers', async ({ menu, ageCheck: age }) => {
    await menu.open('en')

    await menu.addOne(ALCOHOL_FREE)

    await expect(menu.cardQuantity(ALCOHOL_FREE)).toHaveText('1')
    await expect(age.root).toHaveCount(0)
  })
})

test.describe('age check on a composed menu sold as alcohol (grand)', () => {
  // Le Grand Café (generated demo venue): 'Burger meal · 5' is flagged as alcohol as a whole.
  const MENU = 'Burger meal · 5'

  test('asks before the composition opens; a refusal opens nothing, a confirmation opens the steps', async ({ page, ageCheck: age, composition }) => {
    const menu = new MenuPage(page, 'grand')
    await menu.open('en')
    await menu.search(MENU)

    await menu.tapProduct(MENU)
    await expect(age.root).toBeVisible()
    await age.cancel()
    await expect(age.root).toHaveCount(0)
    await expect(composition.root).toHaveCount(0)

    await menu.tapProduct(MENU)
    await age.confirm()
    await composition.waitForStep()
    await expect(composition.title()).toHaveText(MENU)
  })
})
