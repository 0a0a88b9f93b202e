import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { composeBurgerMeal, CompositionDialog } from './pages/composition'
import { AgeCheckDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { centsOf, euro } from './support/demo'

// Lumière's 'Burger meal' (Menu burger, 100025), demo data: burger (unique, Lumière burger +2.00),
// sides (multiple 1–2, fries preselected), sauces (free, at most 3, mayonnaise preselected, house sauce
// +0.50), drink (unique, Draught lager = Pils, alcohol, +1.00) and cutlery (fixed).
const MEAL = 'Burger meal'

test.describe('composing a menu (lumiere, Burger meal)', () => {
  test('each step enforces its bounds, alcohol asks for the age, and the composed menu lands in the cart with its supplements', async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'lumiere')
    const composition = new CompositionDialog(page)
    const age = new AgeCheckDialog(page)
    const cart = new CartDrawer(page)
    await menu.open('en')
    const baseCents = centsOf(await menu.productPrice(MEAL).innerText())
    expect(baseCents).toBe(1990) // price list 11 of the demo data, shown before any consumption type is chosen
    await expect(cart.barText()).toHaveText('Empty cart')

    // Step 1, burger (unique, exactly one).
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(composition.title()).toHaveText(MEAL)
    await expect(composition.stepCircles()).toHaveCount(5)
    await expect(composition.currentStepCircle()).toHaveText(/^1/)
    await expect(composition.total()).toHaveText(euro(baseCents))
    await expect(composition.chosenNames()).toHaveCount(0)
    await composition.continue()
    await expect(composition.error()).toHaveText('Please choose at least 1 product')
    await expect(composition.errorCopies()).toHaveCount(2)
    await expect(composition.stepTitle()).toHaveText('Your burger')

    await expect(composition.optionSupplement('Lumière burger')).toHaveText('+€2.00')
    await composition.choose('Lumière burger')
    await expect(composition.choiceButton('Lumière burger')).toHaveAttribute('aria-pressed', 'true')
    await expect(composition.error()).toHaveCount(0)
    await expect(composition.total()).toHaveText(euro(baseCents + 200))
    await composition.continue()

    // Step 2, sides (multiple, 1–2): fries preselected.
    await composition.waitForStep('Sides')
    await expect(composition.stepCircles().first()).toHaveText(/✓/)
    await expect(composition.currentStepCircle()).toHaveText(/^2/)
    await expect(composition.stepHint()).toHaveText('Please choose 1–2 products')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries'])
    await composition.choose('Green salad')
    await composition.choose('Onion rings')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries', 'Green salad', 'Onion rings'])
    await composition.continue()
    await expect(composition.error()).toHaveText('Please choose at most 2 products')
    await expect(composition.stepTitle()).toHaveText('Sides')
    await composition.choose('Onion rings')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries', 'Green salad'])
    await expect(composition.total()).toHaveText(euro(baseCents + 200))
    await composition.continue()

    // Step 3, sauces (free, at most 3): mayonnaise preselected.
    await composition.waitForStep('Sauces')
    await expect(composition.quantity('Mayonnaise')).toHaveText('1')
    await composition.addOne('Ketchup')
    await expect(composition.optionSupplement('Lumière house sauce')).toHaveText('+€0.50')
    await composition.addOne('Lumière house sauce')
    await expect(composition.quantity('Ketchup')).toHaveText('1')
    await expect(composition.quantity('Lumière house sauce')).toHaveText('1')
    await expect(composition.total()).toHaveText(euro(baseCents + 200 + 50))
    await composition.addOne('Andalouse sauce')
    await expect(composition.error()).toHaveText('Please choose at most 3 products')
    await expect(composition.quantity('Andalouse sauce')).toHaveText('0')
    await expect(composition.chosenNames()).toHaveText(['Mayonnaise', 'Ketchup', 'Lumière house sauce'])
    await composition.addOne('Mayonnaise')
    await expect(composition.quantity('Mayonnaise')).toHaveText('1')
    await expect(composition.total()).toHaveText(euro(baseCents + 200 + 50))
    await composition.continue()

    // Step 4, drink: the lager is alcohol, so the age popup comes first; Cancel closes everything.
    await composition.waitForStep('Drink')
    await expect(composition.optionSupplement('Draught lager (25 cl)')).toHaveText('+€1.00')
    await composition.choose('Draught lager (25 cl)')
    await expect(age.root).toBeVisible()
    await age.cancel()
    await expect(age.root).toHaveCount(0)
    await expect(composition.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
    await expect(menu.cardQuantity(MEAL)).toHaveCount(0)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([])

    // Again, from the start: the refusal is no consent, so the popup asks again.
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(composition.chosenNames()).toHaveCount(0)
    await composition.choose('Lumière burger')
    await composition.continue()
    await composition.waitForStep('Sides')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries'])
    await composition.choose('Green salad')
    await composition.continue()
    await composition.waitForStep('Sauces')
    await composition.addOne('Ketchup')
    await composition.addOne('Lumière house sauce')
    await composition.continue()
    await composition.waitForStep('Drink')
    await composition.choose('Draught lager (25 cl)')
    await expect(age.root).toBeVisible()
    await age.confirm()
    await expect(age.root).toHaveCount(0)
    await expect(composition.choiceButton('Draught lager (25 cl)')).toHaveAttribute('aria-pressed', 'true')
    await expect(composition.chosenNames()).toHaveText(['Draught lager (25 cl)'])
    const expectedCents = baseCents + 200 + 50 + 100
    await expect(composition.total()).toHaveText(euro(expectedCents))
    await composition.continue()

    // Step 5, cutlery (fixed): included, not changeable; the last step adds to the cart.
    await composition.waitForStep('Cutlery')
    await expect(composition.included('Cutlery and napkin')).toHaveText('Included ×1')
    await expect(composition.option('Cutlery and napkin').getByRole('button')).toHaveCount(0)
    await expect(composition.continueButton()).toHaveCount(0)
    await composition.addToCart()
    await expect(composition.root).toHaveCount(0)
    await expect(age.root).toHaveCount(0)

    await expect(cart.barText()).toHaveText(`My cart (${euro(expectedCents)})`)
    await expect(cart.count()).toHaveText('1')
    await expect(menu.cardQuantity(MEAL)).toHaveText('1')
    await cart.open()
    await expect(cart.lineNames()).toHaveText([MEAL])
    const line = cart.line(MEAL)
    await expect(cart.lineItems(line)).toHaveText([
      'Lumière burger (+€2.00)',
      'Home-made fries',
      'Green salad',
      'Mayonnaise',
      'Ketchup',
      'Lumière house sauce (+€0.50)',
      'Draught lager (25 cl) (+€1.00)',
      'Cutlery and napkin',
    ])
    await expect(cart.linePrice(line)).toHaveText(euro(expectedCents))
    expect(await cart.total()).toBe(euro(expectedCents))
  })

  test('the back arrow returns to the previous step with its choices kept, and closing discards the composition', async ({ page, menu, composition, cart }) => {
    await menu.open('en')

    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(composition.backButton()).toHaveCount(0)
    await composition.choose('Cheeseburger')
    await composition.continue()
    await composition.waitForStep('Sides')
    await composition.choose('Onion rings')
    await composition.back()

    await composition.waitForStep('Your burger')
    await expect(composition.chosenNames()).toHaveText(['Cheeseburger'])
    await composition.continue()
    await composition.waitForStep('Sides')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries', 'Onion rings'])

    await page.keyboard.press('Escape')
    await expect(composition.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')

    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(composition.chosenNames()).toHaveCount(0)
    await composition.close()
    await expect(composition.root).toHaveCount(0)
    await expect(cart.barText()).toHaveText('Empty cart')
  })
})

test.describe('allergens in the composition (lumiere, Burger meal)', () => {
  test('every product of a step names its allergens under its name, in every kind of step', async ({ menu, composition }) => {
    await menu.open('en')

    // A unique step: the allergens read in the platform's order, and a screen reader hears them with the choice.
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(composition.optionAllergens('Lumière burger')).toHaveText(
      'Allergens: Cereals containing gluten, Eggs, Milk, Mustard, Sesame seeds',
    )
    await expect(composition.optionAllergens('Veggie burger')).toHaveText('Allergens: Cereals containing gluten, Sesame seeds')
    await expect(composition.choiceButton('Veggie burger')).toHaveAccessibleName(/^Veggie burger.*Allergens: Cereals containing gluten, Sesame seeds/)
    const name = (await composition.option('Veggie burger').locator('.option-name').boundingBox())!
    const allergens = (await composition.optionAllergens('Veggie burger').boundingBox())!
    expect(allergens.y).toBeGreaterThanOrEqual(name.y + name.height - 1)
    await composition.choose('Veggie burger')
    await composition.continue()

    // A multiple step: a product without allergens names none.
    await composition.waitForStep('Sides')
    await expect(composition.optionAllergens('Green salad')).toHaveText('Allergens: Mustard')
    await expect(composition.optionAllergens('Onion rings')).toHaveText('Allergens: Cereals containing gluten')
    await expect(composition.optionAllergens('Home-made fries')).toHaveCount(0)
    await composition.continue()

    // A free step (− and +).
    await composition.waitForStep('Sauces')
    await expect(composition.optionAllergens('Mayonnaise')).toHaveText('Allergens: Eggs, Mustard')
    await expect(composition.optionAllergens('Ketchup')).toHaveCount(0)
  })

  test("the allergens are named in the page's language", async ({ menu, composition }) => {
    await menu.open('fr')
    await menu.tapProduct('Menu burger')
    await composition.waitForStep('Votre burger')
    await expect(composition.optionAllergens('Burger végétarien')).toHaveText('Allergènes : Céréales contenant du gluten, Graines de sésame')
  })
})

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
