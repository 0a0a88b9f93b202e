import { useState } from 'react'
import { expect } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CartDrawer } from '../../../components/cart/CartDrawer'
import '../../../components/cart/cart-panel.css'
import { Composer } from '../../../components/composition/Composer'
import '../../../components/composition/composition.css'
import { AgeCheckDialog } from '../../../components/menu/AgeCheckDialog'
import { Dialog } from '../../../components/ui/Dialog'
import type { Locale } from '../../../domain/locale'
import { useUi } from '../../../stores/ordering'
import { demoMenu, demoSheet, demoVenue } from './demo-venues'
import { OnMenuPage } from './ordering-page'
import { renderIn } from './render'

// A composed menu's popup on the menu page (SPEC §2, §4 'Composition'), with the age check above it and
// the cart below, for the component tests composition*.test.tsx, on the demo data: Lumière's Burger
// meal (100025, €19.90 before a consumption type is chosen) has five steps: the burger (unique,
// Lumière burger +€2.00), sides (multiple, 1–2, fries chosen first), sauces (free, at most 3,
// mayonnaise chosen first, house sauce +€0.50), the drink (unique, Draught lager: alcohol, +€1.00)
// and the cutlery (fixed).
export const BURGER_MEAL = 100025

/** The menu page with the Burger meal's card as a button that opens its composition, as a tap on the card does. */
export function MenuWithBurgerMeal({ locale }: { locale: Locale }) {
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

export async function openBurgerMeal(locale: Locale = 'en') {
  const screen = await renderIn(<MenuWithBurgerMeal locale={locale} />, locale)
  await tapMeal()
  return screen
}
export const tapMeal = () => page.getByRole('button', { name: 'Burger meal' }).click()

export const composition = () => page.getByRole('dialog', { name: 'Burger meal' })
export const ageCheck = () => page.getByRole('dialog', { name: 'Are you 18 or older?' })
export const stepTitle = () => composition().getByRole('heading', { level: 3 })
export const text = (selector: string) => document.querySelector(`.composition ${selector}`)?.textContent ?? null
export const texts = (selector: string) => [...document.querySelectorAll(`.composition ${selector}`)].map((element) => element.textContent)
export const total = () => text('.composition-total strong')
export const chosen = () => texts('.step-option.is-chosen .option-name')
export const option = (name: string) => [...document.querySelectorAll('.composition .step-option')].find((item) => item.querySelector('.option-name')?.textContent === name)!
export const inOption = (name: string, selector: string) => option(name).querySelector(selector)?.textContent ?? null
export const choice = (name: string) => composition().getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
export const continueButton = () => composition().getByRole('button', { name: 'Continue', exact: true })
export const addOne = (name: string) => composition().getByRole('button', { name: `Add one ${name}`, exact: true })
export const error = () => composition().getByRole('alert')

export async function toStep(name: string) {
  await expect.element(stepTitle()).toHaveTextContent(name)
}

/** Presses Tab (Shift+Tab backwards) until `target` has focus; fails after `max` presses. */
export async function tabTo(target: ReturnType<typeof page.getByRole>, { max = 40, backwards = false } = {}) {
  const element = target.element()
  for (let presses = 0; presses < max && document.activeElement !== element; presses++) await userEvent.tab({ shift: backwards })
  expect(document.activeElement, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBe(element)
}

export const focusIsIn = (dialog: ReturnType<typeof page.getByRole>) => dialog.element().contains(document.activeElement)
