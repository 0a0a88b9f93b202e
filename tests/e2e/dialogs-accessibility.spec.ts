import { expect, test, type Locator, type Page } from './support/test'
import type { CompositionDialog } from './pages/composition'
import { MenuPage } from './pages/menu-page'
import { expectNoSeriousViolations } from './support/axe'
import { euro } from './support/demo'

const MEAL = 'Burger meal'

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused({ timeout: 100 })
}

/** From the composition's first step to its drinks: a cheeseburger, then the sides and sauces as they come. */
async function toTheDrinks(composition: CompositionDialog): Promise<void> {
  await composition.choose('Cheeseburger')
  await composition.continue()
  await composition.continue()
  await composition.continue()
  await composition.waitForStep('Drink')
}

/** Whether focus is inside the topmost open dialog. */
function focusIsIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((el) => el.contains(document.activeElement))
}

test.describe('accessibility of the popups and the cart (axe-core, WCAG 2.1 A and AA)', () => {
  test('the composition popup has no serious or critical violation, with an error shown', async ({ page, menu, composition }) => {
    await menu.open('en')
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expectNoSeriousViolations(page)

    await composition.continue()
    await expect(composition.error()).toBeVisible()
    await composition.choose('Lumière burger')
    await composition.continue()
    await composition.waitForStep('Sides')
    await expectNoSeriousViolations(page)
  })

  test('the product details popup has no serious or critical violation on either tab', async ({ page, menu, details }) => {
    await menu.open('en')
    await menu.tapProduct('Cheese croquettes (2 pieces)')
    await expect(details.ingredients().first()).toBeVisible()
    await expectNoSeriousViolations(page)

    await details.tab('Allergens').click()
    await expect(details.allergens().first()).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the age popup has no serious or critical violation, over the menu and over the composition', async ({ page, menu, ageCheck: age, composition }) => {
    await menu.open('en')
    await menu.addOne('Glass of red wine (15 cl)')
    await expect(age.root).toBeVisible()
    await expectNoSeriousViolations(page)
    await age.cancel()

    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await toTheDrinks(composition)
    await composition.choose('Draught lager (25 cl)')
    await expect(age.root).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('the open cart drawer has no serious or critical violation, below and above the minimum', async ({ page, menu, cart }) => {
    await menu.open('en')
    await menu.addOne('Still water (50 cl)')
    await cart.open()
    await expect(cart.minimumNotice()).toBeVisible()
    await expectNoSeriousViolations(page)

    await cart.close()
    await menu.addOne('Cheese croquettes (2 pieces)')
    await cart.open()
    await expect(cart.nextButton()).toBeEnabled()
    await expectNoSeriousViolations(page)
  })

  test("the 'where to eat' chooser and the food court drawer have no serious or critical violation", async ({ page, whereToEat, cart }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')
    await expect(whereToEat.root).toBeVisible()
    await expectNoSeriousViolations(page)

    await whereToEat.choose('Takeaway')
    await menu.addOne('Miso soup')
    await cart.open()
    await expect(cart.groupHeadings()).toHaveText(['Sushi Kaze'])
    await expectNoSeriousViolations(page)
  })
})

test.describe('keyboard use of the composition (lumiere, Burger meal)', () => {
  test('a menu can be composed and added to the cart with Tab, Enter and Space only', async ({ page, menu, composition, cart }) => {
    await menu.open('en')
    await menu.waitUntilCardInteractive(MEAL)

    // From the top of the page, Tab reaches the card like any visitor's keyboard would.
    await page.locator('body').focus()
    await tabTo(page, menu.productButton(MEAL), { max: 120 })
    await page.keyboard.press('Enter')
    await composition.waitForStep('Your burger')

    await tabTo(page, composition.choiceButton('Lumière burger'))
    await page.keyboard.press('Space')
    await expect(composition.choiceButton('Lumière burger')).toHaveAttribute('aria-pressed', 'true')
    await tabTo(page, composition.continueButton())
    await page.keyboard.press('Enter')

    await composition.waitForStep('Sides')
    await tabTo(page, composition.choiceButton('Green salad'))
    await page.keyboard.press('Space')
    await expect(composition.chosenNames()).toHaveText(['Home-made fries', 'Green salad'])
    await tabTo(page, composition.continueButton())
    await page.keyboard.press('Enter')

    await composition.waitForStep('Sauces')
    const addKetchup = composition.option('Ketchup').getByRole('button', { name: 'Add one Ketchup' })
    await tabTo(page, addKetchup)
    await page.keyboard.press('Enter')
    await expect(composition.quantity('Ketchup')).toHaveText('1')
    await tabTo(page, composition.continueButton())
    await page.keyboard.press('Enter')

    await composition.waitForStep('Drink')
    await tabTo(page, composition.choiceButton('Home-made lemonade'))
    await page.keyboard.press('Space')
    await expect(composition.chosenNames()).toHaveText(['Home-made lemonade'])
    await tabTo(page, composition.continueButton())
    await page.keyboard.press('Enter')

    await composition.waitForStep('Cutlery')
    await tabTo(page, composition.addToCartButton())
    await page.keyboard.press('Enter')

    await expect(composition.root).toHaveCount(0)
    // 19.90 + Lumière burger 2.00 + lemonade 0.50
    await expect(cart.barText()).toHaveText(`My cart (${euro(2240)})`)
    // Focus goes back to where the visitor was.
    await expect(menu.productButton(MEAL)).toBeFocused()
  })

  test('opening the composition by keyboard puts focus inside it, and it stays there once the steps have loaded', async ({ page, menu, composition }) => {
    await menu.open('en')
    await menu.waitUntilCardInteractive(MEAL)
    await menu.productButton(MEAL).focus()

    await page.keyboard.press('Enter')
    await composition.waitForStep('Your burger')
    await expect(composition.choiceButton('Lumière burger')).toBeVisible()

    // WAI-ARIA modal dialog: focus is in the dialog while it is open (not left on <body>).
    await expect.poll(() => focusIsIn(composition.root), { message: 'focus is inside the composition' }).toBe(true)
  })

  test('the age popup over the composition can be answered by keyboard', async ({ page, menu, composition, ageCheck: age }) => {
    await menu.open('en')
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await toTheDrinks(composition)

    await composition.choiceButton('Draught lager (25 cl)').focus()
    await page.keyboard.press('Enter')
    await expect(age.root).toBeVisible()
    expect(await focusIsIn(age.root)).toBe(true)
    await tabTo(page, age.root.getByRole('button', { name: 'I am 18 or older' }))
    await page.keyboard.press('Enter')

    await expect(age.root).toHaveCount(0)
    await expect(composition.choiceButton('Draught lager (25 cl)')).toHaveAttribute('aria-pressed', 'true')
    expect(await focusIsIn(composition.root)).toBe(true)
  })

  test('what a popup covers is inert, a popup under another too, and nothing stays inert once they close', async ({ page, menu, composition, ageCheck: age }) => {
    const app = page.locator('#root')
    const accent = (element: Locator) => element.evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim())
    await menu.open('en')
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await expect(app).toHaveJSProperty('inert', true)
    // The popup sits outside the app element, and still wears the venue's colour.
    expect(await accent(composition.root)).toBe(await accent(page.locator('#root .app')))

    await toTheDrinks(composition)
    await composition.choose('Draught lager (25 cl)')
    await expect(age.root).toBeVisible()
    const underneath = page.locator('.dialog-backdrop', { has: composition.root })
    await expect(underneath).toHaveJSProperty('inert', true)

    await age.confirm()
    await expect(age.root).toHaveCount(0)
    await expect(underneath).toHaveJSProperty('inert', false)
    await expect(app).toHaveJSProperty('inert', true)

    await page.keyboard.press('Escape')
    await expect(composition.root).toHaveCount(0)
    await expect(app).toHaveJSProperty('inert', false)
  })

  test('focus is trapped in the composition: Tab from the last control goes back to the first, Shift+Tab the other way', async ({ page, menu, composition }) => {
    await menu.open('en')
    await menu.tapProduct(MEAL)
    await composition.waitForStep('Your burger')
    await composition.choose('Cheeseburger')
    await composition.continue()
    await composition.waitForStep('Sides')

    // On step 2 the first control is the back arrow and the last one the Continue button.
    const first = composition.backButton()
    const last = composition.continueButton()
    await tabTo(page, last)
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(last).toBeFocused()

    // A whole round of Tab never leaves the popup.
    const stops = await composition.root.evaluate(
      (el) => el.querySelectorAll('button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])').length,
    )
    for (let presses = 0; presses <= stops; presses++) {
      await page.keyboard.press('Tab')
      expect(await focusIsIn(composition.root), `focus after ${presses + 1} Tab presses`).toBe(true)
    }
    for (let presses = 0; presses <= stops; presses++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsIn(composition.root), `focus after ${presses + 1} Shift+Tab presses`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(composition.root).toHaveCount(0)
    await expect(menu.productButton(MEAL)).toBeFocused()
  })
})
