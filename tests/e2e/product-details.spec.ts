import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { ProductDetailsDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { euro } from './support/demo'

// Lumière (demo data): Croquettes de fromage 100001 has an HTML description, ingredients and allergens
// 1, 3, 7; Eau pétillante 100035 has neither description nor ingredients; Sorbet citron 100033 has
// ingredients but no allergens.
const CROQUETTES = 'Cheese croquettes (2 pieces)'
const SPARKLING_WATER = 'Sparkling water (50 cl)'
const SORBET = 'Lemon sorbet'

test.describe('product details (lumiere)', () => {
  test('tapping a product opens its description, ingredients and allergens; Escape closes and gives focus back to the card', async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'lumiere')
    const details = new ProductDetailsDialog(page)
    await menu.open('en')
    await expect(menu.productCard(CROQUETTES).locator('.product-details-hint')).toHaveText('Details')
    await expect(menu.productButton(CROQUETTES)).toHaveAttribute('aria-haspopup', 'dialog')

    await menu.tapProduct(CROQUETTES)

    await expect(details.root).toBeVisible()
    await expect(details.root).toHaveAccessibleName(CROQUETTES)
    await expect(details.name()).toHaveText(CROQUETTES)
    await expect(details.price()).toHaveText(euro(1150))
    await expect(details.description()).toContainText('Home-made croquettes with aged Belgian cheese')
    await expect(details.description().locator('strong')).toHaveText('aged Belgian cheese')
    await expect(details.tab('Ingredients')).toHaveAttribute('aria-selected', 'true')
    await expect(details.tab('Allergens')).toHaveAttribute('aria-selected', 'false')
    await expect(details.ingredients()).toHaveText([
      'Belgian cheese',
      'milk',
      'butter',
      'wheat flour',
      'eggs',
      'breadcrumbs',
      'parsley',
      'lemon',
    ])
    await expect(details.allergens().first()).toBeHidden()

    await details.tab('Allergens').click()
    await expect(details.tab('Allergens')).toHaveAttribute('aria-selected', 'true')
    await expect(details.allergens()).toHaveText(['Cereals containing gluten', 'Eggs', 'Milk'])
    await expect(details.allergens().first().locator('img')).toHaveAttribute('alt', 'Cereals containing gluten')
    await expect(details.ingredients().first()).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(details.root).toHaveCount(0)
    await expect(menu.productButton(CROQUETTES)).toBeFocused()
  })

  test('the details add the product with one button that says its price, then a stepper adds and removes', async ({ page, menu, details, cart }) => {
    await menu.open('en')
    await menu.tapProduct(CROQUETTES)
    await expect(details.root).toBeVisible()
    const stepper = details.root.getByRole('group', { name: `Quantity of ${CROQUETTES} in the cart` })
    const add = details.root.getByRole('button', { name: `Add · ${euro(1150)}`, exact: true })
    await expect(stepper).toHaveCount(0)

    // By keyboard: the focus goes from Add to the stepper's + and, once the last is taken out, back.
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(stepper.locator('output')).toHaveText('1')
    await expect(stepper.getByRole('button', { name: `Add one ${CROQUETTES}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(stepper.locator('output')).toHaveText('2')
    await stepper.getByRole('button', { name: `Remove one ${CROQUETTES}` }).click()
    await stepper.getByRole('button', { name: `Remove one ${CROQUETTES}` }).click()
    await expect(add).toBeFocused()
    await add.click()
    await expect(stepper.locator('output')).toHaveText('1')

    await details.closeWithButton()
    await expect(details.root).toHaveCount(0)
    await expect(menu.cardQuantity(CROQUETTES)).toHaveText('1')
    await expect(cart.barText()).toHaveText(`My cart (${euro(1150)})`)
  })

  test('a product without description or ingredients has no details: tapping it adds it to the cart', async ({ page, menu, details, cart }) => {
    await menu.open('en')
    await expect(menu.productCard(SPARKLING_WATER).locator('.product-details-hint')).toHaveCount(0)
    await expect(menu.productButton(SPARKLING_WATER)).not.toHaveAttribute('aria-haspopup')

    await menu.tapProduct(SPARKLING_WATER)

    await expect(menu.cardQuantity(SPARKLING_WATER)).toHaveText('1')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(details.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText(`My cart (${euro(400)})`)

    await menu.tapProduct(SPARKLING_WATER)
    await expect(menu.cardQuantity(SPARKLING_WATER)).toHaveText('2')
  })

  test("a product with ingredients but no allergens says 'This product does not have any allergens'", async ({ page, menu, details }) => {
    await menu.open('en')

    await menu.tapProduct(SORBET)

    await expect(details.root).toBeVisible()
    await expect(details.tab('Ingredients')).toHaveAttribute('aria-selected', 'true')
    await expect(details.ingredients()).toHaveText(['lemon', 'sugar', 'water'])
    await details.tab('Allergens').click()
    await expect(details.emptyMessage()).toHaveText('This product does not have any allergens')
    await expect(details.allergens()).toHaveCount(0)

    // A click on the backdrop, outside the sheet, closes it too.
    await page.locator('.dialog-backdrop').click({ position: { x: 10, y: 10 } })
    await expect(details.root).toHaveCount(0)
  })
})

// Le Comptoir (demo data): Salted peanuts 300018 has an allergen (peanuts) but no description and no ingredients.
const PEANUTS = 'Salted peanuts'

test.describe('product details (comptoir)', () => {
  test('a product with allergens but no description or ingredients opens its details on the Allergens tab instead of being added', async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'comptoir')
    const details = new ProductDetailsDialog(page)
    const cart = new CartDrawer(page)
    await menu.open('en')
    await expect(menu.productCard(PEANUTS).locator('.product-details-hint')).toHaveText('Details')
    await expect(menu.productButton(PEANUTS)).toHaveAttribute('aria-haspopup', 'dialog')

    await menu.tapProduct(PEANUTS)

    await expect(details.root).toBeVisible()
    await expect(details.name()).toHaveText(PEANUTS)
    await expect(details.price()).toHaveText(euro(300))
    await expect(details.tab('Allergens')).toHaveAttribute('aria-selected', 'true')
    await expect(details.allergens()).toHaveText(['Peanuts'])
    await expect(details.description()).toHaveCount(0)
    await details.tab('Ingredients').click()
    await expect(details.emptyMessage()).toHaveText('This product does not have any ingredients')
    await expect(cart.barText()).toHaveText('Empty cart')

    // Added from the details, once the allergens are seen.
    await details.root.getByRole('button', { name: `Add · ${euro(300)}`, exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(details.root).toHaveCount(0)
    await expect(menu.productButton(PEANUTS)).toBeFocused()
    await expect(menu.cardQuantity(PEANUTS)).toHaveText('1')
    await expect(cart.barText()).toHaveText(`My cart (${euro(300)})`)
  })
})
