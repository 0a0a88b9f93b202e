import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CartDrawer } from '../../components/cart/CartDrawer'
import '../../components/cart/cart-panel.css'
import { Composer } from '../../components/composition/Composer'
import '../../components/composition/composition.css'
import { AgeCheckDialog } from '../../components/menu/AgeCheckDialog'
import { Dialog } from '../../components/ui/Dialog'
import type { Locale } from '../../domain/locale'
import { useUi } from '../../stores/ordering'
import { demoMenu, demoSheet, demoVenue } from './support/demo-venues'
import { keptCart, OnMenuPage } from './support/ordering-page'
import { renderIn } from './support/render'

// A composed menu's popup on the menu page (SPEC §2, §4 'Composition'), with the age check above it and
// the cart below, on the demo data: Lumière's Burger meal (100025, €19.90 before a consumption type is
// chosen) has five steps: the burger (unique, Lumière burger +€2.00), sides (multiple, 1–2, fries
// chosen first), sauces (free, at most 3, mayonnaise chosen first, house sauce +€0.50), the drink
// (unique, Draught lager: alcohol, +€1.00) and the cutlery (fixed).
const BURGER_MEAL = 100025

/** The menu page with the Burger meal's card as a button that opens its composition, as a tap on the card does. */
function MenuWithBurgerMeal({ locale }: { locale: Locale }) {
  const menu = demoMenu('lumiere', undefined, locale)
  const meal = menu.products.find((product) => product.id === BURGER_MEAL)!
  const [sheet] = useState(() => demoSheet('lumiere', BURGER_MEAL, locale))
  const [open, setOpen] = useState(false)
  return (
    <OnMenuPage venue={demoVenue('lumiere', locale)} menus={[menu]} locale={locale}>
      <button type="button" onClick={() => setOpen(true)}>
        {meal.name}
      </button>
      {open && (
        // The popup's frame, as components/composition/CompositionDialog.tsx puts the steps in it once they have come.
        <Dialog open onClose={() => setOpen(false)} labelledBy="composition-title" variant="page" className="composition">
          <Composer sheet={sheet} avoid={null} product={meal} posId={menu.posId} onClose={() => setOpen(false)} />
        </Dialog>
      )}
      <AgeQuestion />
      <CartDrawer showNext />
    </OnMenuPage>
  )
}

/** The age check the menu page shows above its popups when one asks (components/menu/MenuDialogs.tsx). */
function AgeQuestion() {
  const pending = useUi((state) => state.pendingAgeCheck)
  const answer = useUi((state) => state.answerAgeCheck)
  return pending !== null ? <AgeCheckDialog open onAnswer={answer} /> : null
}

async function openBurgerMeal(locale: Locale = 'en') {
  const screen = await renderIn(<MenuWithBurgerMeal locale={locale} />, locale)
  await tapMeal()
  return screen
}
const tapMeal = () => page.getByRole('button', { name: 'Burger meal' }).click()

const composition = () => page.getByRole('dialog', { name: 'Burger meal' })
const ageCheck = () => page.getByRole('dialog', { name: 'Are you 18 or older?' })
const stepTitle = () => composition().getByRole('heading', { level: 3 })
const text = (selector: string) => document.querySelector(`.composition ${selector}`)?.textContent ?? null
const texts = (selector: string) => [...document.querySelectorAll(`.composition ${selector}`)].map((element) => element.textContent)
const total = () => text('.composition-total strong')
const chosen = () => texts('.step-option.is-chosen .option-name')
const option = (name: string) => [...document.querySelectorAll('.composition .step-option')].find((item) => item.querySelector('.option-name')?.textContent === name)!
const inOption = (name: string, selector: string) => option(name).querySelector(selector)?.textContent ?? null
const choice = (name: string) => composition().getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
const continueButton = () => composition().getByRole('button', { name: 'Continue', exact: true })
const addOne = (name: string) => composition().getByRole('button', { name: `Add one ${name}`, exact: true })
const error = () => composition().getByRole('alert')

async function toStep(name: string) {
  await expect.element(stepTitle()).toHaveTextContent(name)
}

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. */
async function tabTo(target: ReturnType<typeof page.getByRole>, { max = 40, backwards = false } = {}) {
  const element = target.element()
  for (let presses = 0; presses < max && document.activeElement !== element; presses++) await userEvent.tab({ shift: backwards })
  expect(document.activeElement, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBe(element)
}

const focusIsIn = (dialog: ReturnType<typeof page.getByRole>) => dialog.element().contains(document.activeElement)

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

describe('the composition by keyboard', () => {
  it('composes a menu with Tab, Enter and Space only, and gives the focus back to the card it was opened from', async () => {
    await renderIn(<MenuWithBurgerMeal locale="en" />)
    const card = page.getByRole('button', { name: 'Burger meal' })
    card.element().focus()
    await userEvent.keyboard('{Enter}')
    await toStep('Your burger')

    await tabTo(choice('Lumière burger'))
    await userEvent.keyboard(' ')
    await expect.element(choice('Lumière burger')).toHaveAttribute('aria-pressed', 'true')
    await tabTo(continueButton())
    await userEvent.keyboard('{Enter}')

    await toStep('Sides')
    await tabTo(choice('Green salad'))
    await userEvent.keyboard(' ')
    await expect.poll(chosen).toEqual(['Home-made fries', 'Green salad'])
    await tabTo(continueButton())
    await userEvent.keyboard('{Enter}')

    await toStep('Sauces')
    await tabTo(addOne('Ketchup'))
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => inOption('Ketchup', '.stepper-quantity')).toBe('1')
    await tabTo(continueButton())
    await userEvent.keyboard('{Enter}')

    await toStep('Drink')
    await tabTo(choice('Home-made lemonade'))
    await userEvent.keyboard(' ')
    await expect.poll(chosen).toEqual(['Home-made lemonade'])
    await tabTo(continueButton())
    await userEvent.keyboard('{Enter}')

    await toStep('Cutlery')
    await tabTo(composition().getByRole('button', { name: 'Add to cart', exact: true }))
    await userEvent.keyboard('{Enter}')

    await expect.element(composition()).not.toBeInTheDocument()
    // €19.90, the Lumière burger €2.00 and the lemonade €0.50.
    await expect.element(page.getByRole('button', { name: /^My cart/ })).toHaveTextContent('My cart (€22.40)')
    await expect.element(card).toHaveFocus()
  })

  it('answers the age asked over it by keyboard, and the focus comes back into it', async () => {
    await openBurgerMeal()
    await toStep('Your burger')
    await choice('Cheeseburger').click()
    await continueButton().click()
    await toStep('Sides')
    await continueButton().click()
    await toStep('Sauces')
    await continueButton().click()
    await toStep('Drink')

    choice('Draught lager (25 cl)').element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(ageCheck()).toBeVisible()
    expect(focusIsIn(ageCheck())).toBe(true)
    // What the age check covers is out of reach: the composition under it too.
    await expect.poll(() => composition().element().closest('[inert]')).not.toBeNull()
    await tabTo(ageCheck().getByRole('button', { name: 'I am 18 or older' }))
    await userEvent.keyboard('{Enter}')

    await expect.element(ageCheck()).not.toBeInTheDocument()
    await expect.element(choice('Draught lager (25 cl)')).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => composition().element().closest('[inert]')).toBeNull()
    expect(focusIsIn(composition())).toBe(true)
  })

  it('keeps Tab inside it: from the last control to the first and back, a whole round either way, and Escape gives the focus back', async () => {
    await openBurgerMeal()
    await toStep('Your burger')
    await choice('Cheeseburger').click()
    await continueButton().click()
    await toStep('Sides')

    // On step 2 the first control is the back arrow and the last one Continue.
    const first = composition().getByRole('button', { name: 'Previous step' })
    await tabTo(continueButton())
    await userEvent.tab()
    await expect.element(first).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect.element(continueButton()).toHaveFocus()

    const stops = composition().element().querySelectorAll('button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])').length
    for (let presses = 0; presses <= stops; presses++) {
      await userEvent.tab()
      expect(focusIsIn(composition()), `focus after ${presses + 1} Tab presses`).toBe(true)
    }
    for (let presses = 0; presses <= stops; presses++) {
      await userEvent.tab({ shift: true })
      expect(focusIsIn(composition()), `focus after ${presses + 1} Shift+Tab presses`).toBe(true)
    }

    await userEvent.keyboard('{Escape}')
    await expect.element(composition()).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Burger meal' })).toHaveFocus()
  })
})

