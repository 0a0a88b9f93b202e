import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { MenuWithBurgerMeal, addOne, ageCheck, choice, chosen, composition, continueButton, focusIsIn, inOption, openBurgerMeal, tabTo, toStep } from './support/burger-meal'
import { renderIn } from './support/render'

// A composed menu's popup driven by the keyboard alone (WAI-ARIA modal dialog), on the Lumière Burger
// meal of the demo data (tests/components/support/burger-meal.tsx).

beforeEach(() => localStorage.clear())

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
