import { expect, test } from './support/test'
import { composeBurgerMeal } from './pages/composition'

// Lumière's 'Burger meal' (Menu burger, 100025), demo data: burger (unique, Lumière burger +2.00),
// sides (multiple 1–2, fries preselected), sauces (free, at most 3, mayonnaise preselected, house sauce
// +0.50), drink (unique, Draught lager = Pils, alcohol, +1.00) and cutlery (fixed).
// The composition's steps themselves (each step's bounds and errors, the price, the age check, going
// back, closing, the allergens in every kind of step and language, the menu landing in the cart, the
// keyboard) are tested in tests/components/composition*.test.tsx, and the steps the Worker answers in
// tests/worker/product-sheet.test.ts. Here: the menu's card and its variants in the cart.
const MEAL = 'Burger meal'

test.describe("'Which menu to delete?' (lumiere, Burger meal)", () => {
  test('two variants of one menu add up on the card, and − asks which one to remove', async ({ page, menu, composition, cart, deleteVariation: which }) => {
    await menu.open('en')

    await menu.tapProduct(MEAL)
    await composeBurgerMeal(composition, { burger: 'Cheeseburger', drink: 'Cola (33 cl)' })
    await expect(menu.cardQuantity(MEAL)).toHaveText('1')
    // '+' on a menu opens a new composition rather than copying a line.
    await menu.addOne(MEAL)
    await composeBurgerMeal(composition, { burger: 'Chicken burger', drink: 'Still water (50 cl)' })
    await expect(menu.cardQuantity(MEAL)).toHaveText('2')
    await expect(cart.count()).toHaveText('2')

    await menu.removeOne(MEAL)

    await expect(which.root).toBeVisible()
    await expect(which.root).toContainText(MEAL)
    await expect(which.variants()).toHaveCount(2)
    await expect(which.descriptions()).toHaveText([
      'Cheeseburger, Home-made fries, Mayonnaise, Cola (33 cl), Cutlery and napkin',
      'Chicken burger, Home-made fries, Mayonnaise, Still water (50 cl), Cutlery and napkin',
    ])
    await which.remove(which.variant(/^Cheeseburger/))

    await expect(which.variants()).toHaveCount(1)
    await expect(which.descriptions()).toHaveText([/^Chicken burger/])
    await expect(menu.cardQuantity(MEAL)).toHaveText('1')
    await page.keyboard.press('Escape')
    await expect(which.root).toHaveCount(0)

    await expect(cart.count()).toHaveText('1')
    await cart.open()
    await expect(cart.lineNames()).toHaveText([MEAL])
    await expect(cart.lineItems(cart.line(MEAL)).first()).toHaveText('Chicken burger')
  })

  test('removing the last variant closes the popup and empties the cart', async ({ menu, composition, cart, deleteVariation: which }) => {
    await menu.open('en')

    await menu.tapProduct(MEAL)
    await composeBurgerMeal(composition, { burger: 'Veggie burger', drink: 'Cola zero (33 cl)' })
    await menu.removeOne(MEAL)
    await expect(which.variants()).toHaveCount(1)
    await which.remove(which.variants().first())

    await expect(which.root).toHaveCount(0)
    await expect(menu.cardQuantity(MEAL)).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
  })
})
