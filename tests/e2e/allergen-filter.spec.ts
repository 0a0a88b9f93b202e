import type { AllergenFilter } from './pages/allergen-filter'
import { MenuPage } from './pages/menu-page'
import { expectNoSeriousViolations } from './support/axe'
import { languageOf } from './support/demo'
import { expect, test } from './support/test'

// Lumière (demo data): every burger contains gluten (allergen 1), and so does every choice of the Burger
// meal's first step; 19 of the 45 products shown contain gluten; the Lemon sorbet and the soft drinks
// (10 products) come with no allergen data at all.
const GLUTEN = 'Cereals containing gluten'
const MILK = 'Milk'
const BURGERS = ['Lumière burger', 'Cheeseburger', 'Chicken burger', 'Veggie burger', 'Truffle burger']

test.describe('the allergen filter (lumiere)', () => {
  test('avoiding gluten hides the burgers and every dish with gluten, and says how many, per category and in all', async ({ menu, allergenFilter }) => {
    await menu.open('en')
    await expect(menu.productCards()).toHaveCount(45)
    await expect(allergenFilter.button()).toHaveAttribute('aria-expanded', 'false')

    await allergenFilter.open()
    await expect(allergenFilter.button()).toHaveAttribute('aria-expanded', 'true')
    await expect(allergenFilter.panel.getByRole('group').getByRole('button')).toHaveCount(14)
    await expect(allergenFilter.panel).toContainText('Allergen information comes from the venue. When in doubt, ask the staff.')
    await allergenFilter.avoid(GLUTEN)

    // Said where a screen reader hears it (role=status), as it changes.
    await expect(allergenFilter.summary()).toHaveRole('status')
    await expect(allergenFilter.summary()).toHaveText(`Avoiding: ${GLUTEN} · 19 dishes hidden · 10 without allergen data`)
    await expect(menu.productCards()).toHaveCount(45 - 19)
    for (const burger of BURGERS) await expect(menu.productCard(burger)).toHaveCount(0)
    await expect(allergenFilter.sectionNote('Burgers')).toHaveText('Nothing left here: all 5 dishes contain what you avoid.')
    await expect(allergenFilter.sectionNote('Starters')).toHaveText('5 dishes hidden')
    await expect(allergenFilter.sectionNote('Soft drinks')).toHaveCount(0)
    await expect(menu.productCard('Beef carpaccio')).toBeVisible()

    // A composed menu stays, marked: every burger of the Burger meal contains gluten; the Lunch set menu has safe choices.
    await expect(allergenFilter.mark('Burger meal')).toHaveText(`Contains: ${GLUTEN}`)
    await expect(allergenFilter.mark('Lunch set menu')).toHaveText(`Some choices contain: ${GLUTEN}`)
    // No data is never taken for safe.
    await expect(allergenFilter.mark('Lemon sorbet')).toHaveText('No allergen data')
    await expect(allergenFilter.mark('Beef carpaccio')).toHaveCount(0)

    await allergenFilter.mode('Show them marked').check()
    await expect(menu.productCards()).toHaveCount(45)
    await expect(allergenFilter.mark('Cheeseburger')).toHaveText(`Contains: ${GLUTEN}`)
    await expect(allergenFilter.summary()).toHaveText(`Avoiding: ${GLUTEN} · 21 dishes marked · 10 without allergen data`)
    await expect(allergenFilter.sectionNote('Burgers')).toHaveText('5 dishes here contain what you avoid')

    await expectNoSeriousViolations(menu.page)

    await allergenFilter.panel.getByRole('button', { name: 'Avoid nothing', exact: true }).click()
    await expect(allergenFilter.summary()).toBeEmpty()
    await expect(menu.page.locator('.allergen-mark')).toHaveCount(0)
  })

  test('the choice survives a reload, and the dishes it hides never show meanwhile', async ({ page, menu, allergenFilter }) => {
    await menu.open('en')
    await allergenFilter.open()
    await allergenFilter.avoid(GLUTEN, MILK)
    await allergenFilter.close()
    await expect(allergenFilter.button()).toBeFocused()
    await expect(allergenFilter.summary()).toContainText(`Avoiding: ${GLUTEN}, ${MILK} ·`)

    // How the menu looked when the browser first had it, before any of the page's code ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const section = document.querySelector('.menu-section')
        Object.assign(window, { menuAtFirstSight: section && getComputedStyle(section).visibility })
      }),
    )
    await page.reload()

    await expect(allergenFilter.summary()).toContainText(`Avoiding: ${GLUTEN}, ${MILK} ·`)
    expect(await page.evaluate(() => Reflect.get(window, 'menuAtFirstSight'))).toBe('hidden')
    await expect(page.locator('.menu-section').first()).toBeVisible()
    for (const burger of BURGERS) await expect(menu.productCard(burger)).toHaveCount(0)
    await expect(allergenFilter.button()).toHaveAttribute('aria-expanded', 'false')
    await allergenFilter.open()
    await expect(allergenFilter.chip(GLUTEN)).toHaveAttribute('aria-pressed', 'true')
    await expect(allergenFilter.chip(MILK)).toHaveAttribute('aria-pressed', 'true')
    await expect(allergenFilter.chip('Eggs')).toHaveAttribute('aria-pressed', 'false')
  })

  test("inside the Burger meal each burger is marked and is chosen only once the diner confirms it", async ({ page, menu, allergenFilter, composition }) => {
    await menu.open('en')
    await allergenFilter.open()
    await allergenFilter.avoid(GLUTEN)
    await allergenFilter.close()

    await menu.tapProduct('Burger meal')
    await composition.waitForStep('Your burger')
    // Before the diner starts: the step has nothing safe to choose.
    await expect(composition.root.getByRole('note')).toHaveText(`Every choice of “Your burger” contains: ${GLUTEN}`)
    for (const burger of ['Lumière burger', 'Cheeseburger', 'Chicken burger', 'Veggie burger']) {
      await expect(composition.option(burger).locator('.allergen-mark')).toHaveText(`Contains: ${GLUTEN}`)
    }

    await composition.choose('Cheeseburger')
    const confirmation = page.getByRole('dialog', { name: `Cheeseburger contains: ${GLUTEN}` })
    await expect(confirmation).toBeVisible()
    await expect(confirmation.getByRole('button', { name: 'Keep looking' })).toBeFocused()
    await expectNoSeriousViolations(page)
    await page.keyboard.press('Escape')
    await expect(confirmation).toHaveCount(0)
    await expect(composition.root).toBeVisible()
    await expect(composition.chosenNames()).toHaveCount(0)

    await composition.choose('Cheeseburger')
    await confirmation.getByRole('button', { name: 'Keep looking' }).click()
    await expect(composition.chosenNames()).toHaveCount(0)

    await composition.choose('Cheeseburger')
    await confirmation.getByRole('button', { name: 'Choose anyway' }).click()
    await expect(composition.chosenNames()).toHaveText(['Cheeseburger'])
    // Each burger asks on its own.
    await composition.choose('Chicken burger')
    await page.getByRole('dialog', { name: `Chicken burger contains: ${GLUTEN}` }).getByRole('button', { name: 'Keep looking' }).click()
    await expect(composition.chosenNames()).toHaveText(['Cheeseburger'])
  })

  test('a preselected option the diner avoids is not preselected', async ({ menu, allergenFilter, composition }) => {
    await menu.open('en')
    await allergenFilter.open()
    await allergenFilter.avoid('Eggs')
    await allergenFilter.close()

    await menu.tapProduct('Burger meal')
    await composition.waitForStep('Your burger')
    await composition.choose('Cheeseburger')
    await composition.continue()
    await composition.waitForStep('Sides')
    await composition.continue()
    // Mayonnaise (eggs) is the sauce the venue preselects.
    await composition.waitForStep('Sauces')
    await expect(composition.option('Mayonnaise').locator('.allergen-mark')).toHaveText('Contains: Eggs')
    await expect(composition.quantity('Mayonnaise')).toHaveText('0')
    await expect(composition.option('Ketchup').locator('.allergen-mark')).toHaveText('No allergen data')
  })

  test("a product's details say first what it contains of what the diner avoids, or that the venue gives no data", async ({ menu, allergenFilter, details }) => {
    await menu.open('en')
    await allergenFilter.open()
    await allergenFilter.avoid(MILK)
    await allergenFilter.mode('Show them marked').check()
    await allergenFilter.close()

    await menu.tapProduct('Cheese croquettes (2 pieces)')
    await expect(details.root.getByRole('note')).toHaveText(`Contains what you avoid: ${MILK}`)
    await expect(details.tab('Allergens')).toHaveAttribute('aria-selected', 'true')
    await expect(details.allergens()).toHaveText([`${MILK}avoided`, GLUTEN, 'Eggs'])
    await details.closeWithButton()

    await menu.tapProduct('Lemon sorbet')
    await expect(details.root.getByRole('note')).toHaveText('The venue gives no allergen data for this product. Ask the staff before you order it.')
  })

  test('works by keyboard alone: open, choose, close with Escape back to the button', async ({ page, menu, allergenFilter }) => {
    await menu.open('en')
    await menu.waitUntilInteractive()
    await allergenFilter.button().focus()
    await page.keyboard.press('Enter')
    await expect(allergenFilter.panel).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(allergenFilter.chip(GLUTEN)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(allergenFilter.chip(GLUTEN)).toHaveAttribute('aria-pressed', 'true')
    await expect(allergenFilter.summary()).toContainText('19 dishes hidden')

    await page.keyboard.press('Escape')
    await expect(allergenFilter.panel).toHaveCount(0)
    await expect(allergenFilter.button()).toBeFocused()
  })

  test('tells the diner when the filter cannot be loaded, shows every dish, and tries again on demand', async ({ page, menu, allergenFilter }) => {
    await page.addInitScript(() => localStorage.setItem('allergen-filter', JSON.stringify({ allergenIds: [1], mode: 'hide' })))
    let refuse = true
    await page.route('**/api/menu/100/facts', (route) => (refuse ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()))
    await page.goto('/en')

    const failure = page.getByRole('alert').filter({ hasText: 'The allergen filter could not be loaded: the menu shows every dish.' })
    await expect(failure).toBeVisible()
    await expect(menu.productCard('Cheeseburger')).toBeVisible()

    refuse = false
    await failure.getByRole('button', { name: 'Try again' }).click()
    await expect(allergenFilter.summary()).toContainText('19 dishes hidden')
    await expect(failure).toHaveCount(0)
    await expect(menu.productCard('Cheeseburger')).toHaveCount(0)
    // A failed read of the venue's data is not the page's code gone: the page was never reloaded for it.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type))).toEqual(['navigate'])
  })

  test('speaks the page language', async ({ menu, allergenFilter }) => {
    await menu.open('de')
    await menu.waitUntilInteractive()
    await allergenFilter.button('Vermeiden…').click()
    await expect(allergenFilter.panel.getByRole('heading')).toHaveText('Was vermeiden Sie?')
    // The platform names its allergens in French, Dutch and English only: the app names the EU's fourteen itself.
    await allergenFilter.avoid(GERMAN_GLUTEN)
    await expect(allergenFilter.summary()).toHaveText(`Sie vermeiden: ${GERMAN_GLUTEN} · 19 Gerichte ausgeblendet · 10 ohne Allergenangaben`)
  })
})

// The fourteen allergens of Regulation (EU) No 1169/2011, Annex II, as our German catalogue names them.
const GERMAN_GLUTEN = 'Glutenhaltiges Getreide'
const GERMAN_ALLERGENS = [
  GERMAN_GLUTEN,
  'Krebstiere',
  'Eier',
  'Fisch',
  'Erdnüsse',
  'Sojabohnen',
  'Milch',
  'Schalenfrüchte',
  'Sellerie',
  'Senf',
  'Sesamsamen',
  'Schwefeldioxid und Sulfite',
  'Lupinen',
  'Weichtiere',
]

/** Each toggle's name is read in the page's language, German, and each has a picture or dot of its own. */
async function expectGermanAllergens(allergenFilter: AllergenFilter) {
  await expect(allergenFilter.chips()).toHaveText(GERMAN_ALLERGENS)
  for (const chip of await allergenFilter.chips().all()) expect(await languageOf(allergenFilter.chipName(chip))).toBe('de')
  // The platform draws no picture for lupin and molluscs: they have dots of their own too.
  await expect(allergenFilter.dots()).toHaveCount(14)
  const dots = await allergenFilter.dots().evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
  expect(new Set(dots).size).toBe(14)
}

test.describe('the allergens in German, which the venues do not write', () => {
  test("lumiere /de: the filter and a product's Allergens tab name the EU's fourteen in German, read as German", async ({ page, menu, allergenFilter, details }) => {
    await menu.open('de')
    await menu.waitUntilInteractive()
    await allergenFilter.button('Vermeiden…').click()
    await expect(allergenFilter.panel).toBeVisible()
    await expectGermanAllergens(allergenFilter)
    await expectNoSeriousViolations(page)
    await allergenFilter.panel.getByRole('button', { name: 'Fertig', exact: true }).click()

    // The dish is the venue's, in English; its allergens are ours, in German.
    await menu.tapProduct('Cheese croquettes (2 pieces)')
    await details.tab('Allergene').click()
    await expect(details.allergens()).toHaveText([GERMAN_GLUTEN, 'Eier', 'Milch'])
    for (const allergen of await details.allergens().all()) expect(await languageOf(allergen.locator('span'))).toBe('de')
    await expect(details.name()).toHaveAttribute('lang', 'en')
  })

  test("halles /de: a stand's filter and Allergens tab name them in German too", async ({ page, allergenFilter, details }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('de')
    await menu.waitUntilInteractive()
    // A first visit to the food court asks where the diner eats.
    await page.getByRole('dialog', { name: 'Wo möchten Sie essen?' }).getByRole('button', { name: 'Vor Ort essen', exact: true }).click()
    await allergenFilter.button('Vermeiden…').click()
    await expect(allergenFilter.panel).toBeVisible()
    await expectGermanAllergens(allergenFilter)
    await allergenFilter.panel.getByRole('button', { name: 'Fertig', exact: true }).click()

    await menu.tapProduct('Crab California roll (8 pieces)')
    await details.tab('Allergene').click()
    await expect(details.allergens()).toHaveText(['Krebstiere', 'Eier', 'Fisch', 'Sesamsamen'])
    for (const allergen of await details.allergens().all()) expect(await languageOf(allergen.locator('span'))).toBe('de')
  })
})

test.describe('search by ingredient (lumiere)', () => {
  test('finds the products that have an ingredient, after those named after it, and says which ingredient', async ({ menu }) => {
    await menu.open('en')
    await menu.search('cheddar')

    await expect(menu.resultsHeading()).toHaveText('2 products match “cheddar”')
    await expect(menu.productNames()).toHaveText(['Lumière burger', 'Cheeseburger'])
    await expect(menu.productCard('Cheeseburger').locator('.product-note')).toHaveText('With cheddar')

    await menu.search('cheese')
    await expect(menu.productNames().first()).toHaveText('Cheese croquettes (2 pieces)')
    await expect(menu.productCard('Cheese croquettes (2 pieces)').locator('.product-note')).toHaveCount(0)
  })

  test('leaves out what the filter hides', async ({ menu, allergenFilter }) => {
    await menu.open('en')
    await allergenFilter.open()
    await allergenFilter.avoid(GLUTEN)
    await allergenFilter.close()
    await menu.search('beef')

    // The stew and the burgers have beef too, and gluten.
    await expect(menu.resultsHeading()).toHaveText('3 products match “beef”')
    await expect(menu.productNames()).toHaveText(['Beef carpaccio', 'Steak and fries, pepper sauce', 'Belgian steak tartare with fries'])
    await expect(menu.productCard('Belgian steak tartare with fries').locator('.product-note')).toHaveText('With minced beef')
  })
})
