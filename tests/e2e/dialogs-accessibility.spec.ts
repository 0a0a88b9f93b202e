import { expect, test, type Locator, type Page } from './support/test'
import { composeBurgerMeal, type CompositionDialog } from './pages/composition'
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
  // Composing by Tab, Enter and Space, the age answered by keyboard and the focus kept inside the popup are
  // tested in tests/components/composition-keyboard.test.tsx; here, the menu page's part.
  test('Tab reaches the card from the top of the page and Enter opens the composition, with the focus inside it once its steps have loaded; the menu added, the focus is back on the card', async ({
    page,
    menu,
    composition,
    cart,
  }) => {
    await menu.open('en')
    await menu.waitUntilCardInteractive(MEAL)
    await page.locator('body').focus()
    await tabTo(page, menu.productButton(MEAL), { max: 120 })

    await page.keyboard.press('Enter')
    await composition.waitForStep('Your burger')
    await expect(composition.choiceButton('Lumière burger')).toBeVisible()
    // WAI-ARIA modal dialog: focus is in the dialog while it is open (not left on <body>).
    await expect.poll(() => focusIsIn(composition.root), { message: 'focus is inside the composition' }).toBe(true)

    await composeBurgerMeal(composition, { burger: 'Lumière burger', drink: 'Home-made lemonade' })
    // 19.90 + Lumière burger 2.00 + lemonade 0.50
    await expect(cart.barText()).toHaveText(`My cart (${euro(2240)})`)
    await expect(menu.productButton(MEAL)).toBeFocused()
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
})
