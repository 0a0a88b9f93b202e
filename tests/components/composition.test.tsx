import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { BURGER_MEAL, MenuWithBurgerMeal, addOne, ageCheck, choice, chosen, composition, continueButton, error, inOption, openBurgerMeal, option, tapMeal, text, texts, toStep, total } from './support/burger-meal'
import { keptCart } from './support/ordering-page'
import { renderIn } from './support/render'

// A composed menu's steps on the menu page, on the Lumière Burger meal of the demo data
// (tests/components/support/burger-meal.tsx says its steps).

beforeEach(() => localStorage.clear())

describe("a composed menu's steps", () => {
  it('holds each step to its bounds with its error, counts the supplements in the price, and puts the menu in the cart with its choices', async () => {
    await openBurgerMeal()

    // Step 1, the burger (unique, exactly one).
    await toStep('Your burger')
    await expect.element(composition().getByRole('heading', { level: 2 })).toHaveTextContent('Burger meal')
    expect(texts('.step-progress li').map((circle) => circle![0])).toEqual(['1', '2', '3', '4', '5'])
    expect(text('.step-progress li[aria-current="step"]')).toMatch(/^1/)
    await expect.element(composition().getByRole('list', { name: 'Step 1 of 5' })).toBeVisible()
    expect(total()).toBe('€19.90')
    expect(chosen()).toEqual([])
    await continueButton().click()
    await expect.element(error()).toHaveTextContent('Please choose at least 1 product')
    // Above and below the products; the screen reader hears it once.
    expect(texts('.step-error')).toEqual(['Please choose at least 1 product', 'Please choose at least 1 product'])
    await toStep('Your burger')

    expect(inOption('Lumière burger', '.option-price')).toBe('+€2.00')
    await choice('Lumière burger').click()
    await expect.element(choice('Lumière burger')).toHaveAttribute('aria-pressed', 'true')
    await expect.element(error()).not.toBeInTheDocument()
    expect(total()).toBe('€21.90')
    await continueButton().click()

    // Step 2, the sides (multiple, 1–2): the fries come chosen.
    await toStep('Sides')
    expect(text('.step-progress li')).toMatch(/^✓/)
    expect(text('.step-progress li[aria-current="step"]')).toMatch(/^2/)
    expect(text('.step-hint')).toBe('Please choose 1–2 products')
    expect(chosen()).toEqual(['Home-made fries'])
    await choice('Green salad').click()
    await choice('Onion rings').click()
    expect(chosen()).toEqual(['Home-made fries', 'Green salad', 'Onion rings'])
    await continueButton().click()
    await expect.element(error()).toHaveTextContent('Please choose at most 2 products')
    await toStep('Sides')
    await choice('Onion rings').click()
    await expect.poll(chosen).toEqual(['Home-made fries', 'Green salad'])
    expect(total()).toBe('€21.90')
    await continueButton().click()

    // Step 3, the sauces (free, at most 3): the mayonnaise comes chosen.
    await toStep('Sauces')
    expect(inOption('Mayonnaise', '.stepper-quantity')).toBe('1')
    await addOne('Ketchup').click()
    expect(inOption('Lumière house sauce', '.option-price')).toBe('+€0.50')
    await addOne('Lumière house sauce').click()
    await expect.poll(() => inOption('Lumière house sauce', '.stepper-quantity')).toBe('1')
    expect(inOption('Ketchup', '.stepper-quantity')).toBe('1')
    expect(total()).toBe('€22.40')
    await addOne('Andalouse sauce').click()
    await expect.element(error()).toHaveTextContent('Please choose at most 3 products')
    expect(inOption('Andalouse sauce', '.stepper-quantity')).toBe('0')
    expect(chosen()).toEqual(['Mayonnaise', 'Ketchup', 'Lumière house sauce'])
    await addOne('Mayonnaise').click()
    expect(inOption('Mayonnaise', '.stepper-quantity')).toBe('1')
    expect(total()).toBe('€22.40')
    await continueButton().click()

    // Step 4, the drink: the lager is alcohol, so the age is asked first; Cancel closes everything.
    await toStep('Drink')
    expect(inOption('Draught lager (25 cl)', '.option-price')).toBe('+€1.00')
    await choice('Draught lager (25 cl)').click()
    await expect.element(ageCheck()).toBeVisible()
    await ageCheck().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(ageCheck()).not.toBeInTheDocument()
    await expect.element(composition()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Empty cart' })).toBeVisible()
    expect(keptCart()).toEqual([])

    // Again, from the start: a refusal is no consent, so the age is asked again.
    await tapMeal()
    await toStep('Your burger')
    expect(chosen()).toEqual([])
    await choice('Lumière burger').click()
    await continueButton().click()
    await toStep('Sides')
    expect(chosen()).toEqual(['Home-made fries'])
    await choice('Green salad').click()
    await continueButton().click()
    await toStep('Sauces')
    await addOne('Ketchup').click()
    await addOne('Lumière house sauce').click()
    await continueButton().click()
    await toStep('Drink')
    await choice('Draught lager (25 cl)').click()
    await ageCheck().getByRole('button', { name: 'I am 18 or older' }).click()
    await expect.element(ageCheck()).not.toBeInTheDocument()
    await expect.element(choice('Draught lager (25 cl)')).toHaveAttribute('aria-pressed', 'true')
    expect(chosen()).toEqual(['Draught lager (25 cl)'])
    expect(total()).toBe('€23.40')
    await continueButton().click()

    // Step 5, the cutlery (fixed): included, not to change; the last step puts the menu in the cart.
    await toStep('Cutlery')
    expect(inOption('Cutlery and napkin', '.option-included')).toBe('Included ×1')
    expect(option('Cutlery and napkin').querySelector('button')).toBeNull()
    await expect.element(continueButton()).not.toBeInTheDocument()
    await composition().getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect.element(composition()).not.toBeInTheDocument()
    await expect.element(ageCheck()).not.toBeInTheDocument()

    const bar = page.getByRole('button', { name: /^My cart/ })
    await expect.element(bar).toHaveTextContent('My cart (€23.40)')
    expect(document.querySelector('.cart-count')?.textContent).toBe('1')
    await bar.click()
    expect([...document.querySelectorAll('#cart-panel .cart-line-name')].map((name) => name.textContent)).toEqual(['Burger meal'])
    expect([...document.querySelectorAll('#cart-panel .cart-line-items li')].map((item) => item.textContent)).toEqual([
      'Lumière burger (+€2.00)',
      'Home-made fries',
      'Green salad',
      'Mayonnaise',
      'Ketchup',
      'Lumière house sauce (+€0.50)',
      'Draught lager (25 cl) (+€1.00)',
      'Cutlery and napkin',
    ])
    expect(document.querySelector('#cart-panel .cart-line-price')?.textContent).toBe('€23.40')
    expect(document.querySelector('#cart-panel .cart-total strong')?.textContent).toBe('€23.40')
    expect(keptCart()).toEqual([expect.objectContaining({ id: BURGER_MEAL, posId: 100, quantity: 1 })])
  })

  it('goes back a step with its choices kept, and a popup closed (Escape, ×) keeps nothing and adds nothing', async () => {
    await openBurgerMeal()
    await toStep('Your burger')
    await expect.element(composition().getByRole('button', { name: 'Previous step' })).not.toBeInTheDocument()
    await choice('Cheeseburger').click()
    await continueButton().click()
    await toStep('Sides')
    await choice('Onion rings').click()
    await composition().getByRole('button', { name: 'Previous step' }).click()

    await toStep('Your burger')
    expect(chosen()).toEqual(['Cheeseburger'])
    await continueButton().click()
    await toStep('Sides')
    expect(chosen()).toEqual(['Home-made fries', 'Onion rings'])

    await userEvent.keyboard('{Escape}')
    await expect.element(composition()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Empty cart' })).toBeVisible()

    await tapMeal()
    await toStep('Your burger')
    expect(chosen()).toEqual([])
    await composition().getByRole('button', { name: 'Close', exact: true }).click()
    await expect.element(composition()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Empty cart' })).toBeVisible()
    expect(keptCart()).toEqual([])
  })

  it("names each product's allergens under its name, in every kind of step", async () => {
    await openBurgerMeal()

    // A unique step: the allergens in the platform's order, heard with the choice.
    await toStep('Your burger')
    expect(inOption('Lumière burger', '.option-allergens')).toBe('Allergens: Cereals containing gluten, Eggs, Milk, Mustard, Sesame seeds')
    expect(inOption('Veggie burger', '.option-allergens')).toBe('Allergens: Cereals containing gluten, Sesame seeds')
    await expect.element(choice('Veggie burger')).toHaveAccessibleName(/^Veggie burger.*Allergens: Cereals containing gluten, Sesame seeds/)
    const name = option('Veggie burger').querySelector('.option-name')!.getBoundingClientRect()
    const allergens = option('Veggie burger').querySelector('.option-allergens')!.getBoundingClientRect()
    expect(allergens.top).toBeGreaterThanOrEqual(name.bottom - 1)
    await choice('Veggie burger').click()
    await continueButton().click()

    // A multiple step: a product without allergens names none.
    await toStep('Sides')
    expect(inOption('Green salad', '.option-allergens')).toBe('Allergens: Mustard')
    expect(inOption('Onion rings', '.option-allergens')).toBe('Allergens: Cereals containing gluten')
    expect(inOption('Home-made fries', '.option-allergens')).toBeNull()
    await continueButton().click()

    // A free step (− and +).
    await toStep('Sauces')
    expect(inOption('Mayonnaise', '.option-allergens')).toBe('Allergens: Eggs, Mustard')
    expect(inOption('Ketchup', '.option-allergens')).toBeNull()
  })

  it("speaks the page's language: the steps, the products and their allergens", async () => {
    await renderIn(<MenuWithBurgerMeal locale="fr" />, 'fr')
    await page.getByRole('button', { name: 'Menu burger' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Menu burger' }).getByRole('heading', { level: 3 })).toHaveTextContent('Votre burger')
    expect(inOption('Burger végétarien', '.option-allergens')?.replace(/\s/g, ' ')).toBe('Allergènes : Céréales contenant du gluten, Graines de sésame')
    await page.getByRole('button', { name: 'Continuer', exact: true }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Veuillez choisir au moins 1 produit')
  })
})
