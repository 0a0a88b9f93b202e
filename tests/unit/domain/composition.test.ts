import { describe, expect, it } from 'vitest'
import {
  chosenItemIds, compositionFaults, compositionItems, compositionSteps, compositionTotalCents, enterStep, nextStep, previousStep,
  QuantityType, selectOption, startComposition, stepCount, stepDefaults, stepError, stepHint,
  type CompositionState, type CompositionStep,
} from '../../../domain/composition'
import { toCents } from '../../../domain/money'
import { demoPlatform, itemById, type DemoPlatform } from './demo-data'

const lumiere = demoPlatform('lumiere')
const halles = demoPlatform('halles')

function stepsOf(platform: DemoPlatform, menuId: number): CompositionStep[] {
  return compositionSteps(itemById(platform, menuId), platform.propositions)
}
const priceOf = (platform: DemoPlatform) => (id: number) => toCents(itemById(platform, id).price_vat_included)
const nameOf = (platform: DemoPlatform) => (id: number) => itemById(platform, id).name

function step(steps: CompositionStep[], index: number): CompositionStep {
  const found = steps[index]
  if (!found) throw new Error(`no step ${index}`)
  return found
}
function pick(state: CompositionState, target: CompositionStep, itemId: number, delta = 1) {
  const option = target.options.find((candidate) => candidate.itemId === itemId)
  if (!option) throw new Error(`item ${itemId} is not offered in step ${target.uid}`)
  return selectOption(state, target, option, delta)
}

// Menu burger 100025: burger (unique), sides (multiple 1–2), sauces (free ≤ 3), drink (unique), cutlery (fixed).
const burgerSteps = stepsOf(lumiere, 100025)
const [burger, sides, sauces, drink, cutlery] = [0, 1, 2, 3, 4].map((index) => step(burgerSteps, index)) as [
  CompositionStep, CompositionStep, CompositionStep, CompositionStep, CompositionStep,
]
const FRIES = 100049, SALAD = 100050, ONION_RINGS = 100051
const MAYONNAISE = 100052, KETCHUP = 100053, HOUSE_SAUCE = 100055
const BURGER_LUMIERE = 100019, CHEESEBURGER = 100020, PILS = 100043, CUTLERY = 100056

describe('compositionSteps', () => {
  it('orders the Menu burger steps by order_number with their quantity types', () => {
    expect(burgerSteps.map((s) => s.id)).toEqual([100904, 100905, 100906, 100907, 100908])
    expect(burgerSteps.map((s) => s.quantityType)).toEqual([1, 2, 3, 1, 4])
    expect(sides).toMatchObject({ min: 1, max: 2, retrievePrice: false, names: { name_en: 'Sides' } })
  })

  it('puts the Menu enfant toy last: listed first but order 4', () => {
    const steps = stepsOf(lumiere, 100026)
    expect(steps.map((s) => s.id)).toEqual([100909, 100910, 100911, 100912])
    expect(step(steps, 3).quantityType).toBe(QuantityType.Fixed)
  })

  it('orders options by link order_number and converts supplements to cents', () => {
    expect(drink.options.map((o) => o.itemId)).toEqual([100036, 100037, 100034, 100038, 100046, PILS])
    expect(drink.options.at(-1)).toMatchObject({ supplementCents: 100, quantity: 1, order: 6 })
    expect(burger.options[0]).toMatchObject({ itemId: BURGER_LUMIERE, supplementCents: 200 })
  })

  it('skips steps whose proposition is unknown', () => {
    const propositionsFrom = [{ proposition_uid: 'missing', order_number: 0 }, { proposition_uid: burger.uid, order_number: 1 }]
    const menu = { propositionsFrom }
    expect(compositionSteps(menu, lumiere.propositions).map((s) => s.uid)).toEqual([burger.uid])
  })
})

describe('defaults', () => {
  it('preselects fries, mayonnaise and the fixed cutlery, but nothing in a unique step', () => {
    expect(stepDefaults(burger)).toEqual([])
    expect(stepDefaults(sides)).toEqual([{ itemId: FRIES, step: sides.uid, quantity: 1 }])
    expect(stepDefaults(sauces)).toEqual([{ itemId: MAYONNAISE, step: sauces.uid, quantity: 1 }])
    expect(stepDefaults(cutlery)).toEqual([{ itemId: CUTLERY, step: cutlery.uid, quantity: 1 }])
  })

  it('starts at step 0 with its defaults and preloads a step on entering it', () => {
    const start = startComposition(100025, burgerSteps)
    expect(start).toEqual({ parentId: 100025, stepIndex: 0, choices: [] })
    const atSides = enterStep(start, burgerSteps, 1)
    expect(atSides.stepIndex).toBe(1)
    expect(chosenItemIds(atSides)).toEqual([FRIES])
  })

  it('keeps what was chosen when coming back to a step', () => {
    let state = enterStep(startComposition(100025, burgerSteps), burgerSteps, 1)
    state = pick(pick(state, sides, FRIES).state, sides, SALAD).state
    state = previousStep(nextStep(state, burgerSteps).state, burgerSteps)
    expect(state.stepIndex).toBe(1)
    const sideChoices = state.choices.filter((choice) => choice.step === sides.uid)
    expect(sideChoices).toEqual([{ itemId: SALAD, step: sides.uid, quantity: 1 }])
  })
})

describe('selectOption', () => {
  const start = startComposition(100025, burgerSteps)

  it('replaces the choice of a unique step', () => {
    const first = pick(start, burger, BURGER_LUMIERE).state
    const second = pick(first, burger, CHEESEBURGER)
    expect(second.refused).toBe(false)
    expect(second.state.choices).toEqual([{ itemId: CHEESEBURGER, step: burger.uid, quantity: 1 }])
  })

  it('toggles options of a multiple step', () => {
    const atSides = enterStep(start, burgerSteps, 1)
    expect(chosenItemIds(pick(atSides, sides, SALAD).state)).toEqual([FRIES, SALAD])
    expect(chosenItemIds(pick(atSides, sides, FRIES).state)).toEqual([])
  })

  it('accepts a third side but stops on next with "at most 2"', () => {
    let state = enterStep(start, burgerSteps, 1)
    state = pick(pick(state, sides, SALAD).state, sides, ONION_RINGS).state
    expect(stepCount(state, sides)).toBe(3)
    const move = nextStep(state, burgerSteps)
    expect(move).toEqual({ state, error: { kind: 'max', max: 2 }, done: false })
  })

  it('stops on next with "at least 1" when no side is chosen', () => {
    const state = pick(enterStep(start, burgerSteps, 1), sides, FRIES).state
    expect(stepError(state, sides)).toEqual({ kind: 'min', min: 1 })
    expect(nextStep(state, burgerSteps).state.stepIndex).toBe(1)
  })

  it('adds and subtracts sauces, removing one at 0', () => {
    let state = enterStep(start, burgerSteps, 2)
    state = pick(pick(state, sauces, MAYONNAISE).state, sauces, KETCHUP).state
    expect(state.choices).toContainEqual({ itemId: MAYONNAISE, step: sauces.uid, quantity: 2 })
    expect(stepCount(state, sauces)).toBe(3)
    state = pick(state, sauces, KETCHUP, -1).state
    expect(chosenItemIds(state)).toEqual([MAYONNAISE])
    expect(pick(state, sauces, KETCHUP, -1)).toEqual({ state, refused: true })
  })

  it('refuses a fourth sauce in a free step limited to 3', () => {
    let state = enterStep(start, burgerSteps, 2)
    state = pick(pick(state, sauces, KETCHUP).state, sauces, HOUSE_SAUCE).state
    const fourth = pick(state, sauces, MAYONNAISE)
    expect(fourth).toEqual({ state, refused: true })
    expect(stepError(state, sauces)).toBeNull()
  })

  it('cannot change the fixed cutlery', () => {
    const state = enterStep(start, burgerSteps, 4)
    expect(pick(state, cutlery, CUTLERY)).toEqual({ state, refused: true })
    expect(pick(state, cutlery, CUTLERY, -1)).toEqual({ state, refused: true })
  })
})

describe('stepHint and navigation', () => {
  it('gives a range, an at-most, an at-least or no hint from the bounds in the data', () => {
    expect(stepHint(sides)).toEqual({ kind: 'range', min: 1, max: 2 })
    expect(stepHint(step(stepsOf(lumiere, 100026), 2))).toEqual({ kind: 'range', min: 0, max: 1 })
    expect(stepHint(sauces)).toEqual({ kind: 'max', max: 3 })
    expect(stepHint({ ...sauces, min: 1, max: null })).toEqual({ kind: 'min', min: 1 })
    expect(stepHint(cutlery)).toBeNull()
  })

  it('reports done on the last step and does not go back before the first', () => {
    const last = enterStep(startComposition(100025, burgerSteps), burgerSteps, 4)
    expect(nextStep(last, burgerSteps)).toEqual({ state: last, error: null, done: true })
    const first = startComposition(100025, burgerSteps)
    expect(previousStep(first, burgerSteps)).toBe(first)
  })
})

/** Walks the Menu burger: Lumière burger, fries, mayonnaise + house sauce, Pils, cutlery. */
function composedBurger(): CompositionState {
  const actions: ((state: CompositionState) => CompositionState)[] = [
    (state) => pick(state, burger, BURGER_LUMIERE).state,
    (state) => state, // fries preselected
    (state) => pick(state, sauces, HOUSE_SAUCE).state,
    (state) => pick(state, drink, PILS).state,
    (state) => state, // cutlery fixed
  ]
  let state = startComposition(100025, burgerSteps)
  for (const [index, act] of actions.entries()) {
    const move = nextStep(act(state), burgerSteps)
    expect(move).toMatchObject({ error: null, done: index === actions.length - 1 })
    state = move.state
  }
  return state
}

describe('prices and cart items', () => {
  it('adds the Lumière +2.00, house sauce +0.50 and Pils +1.00 supplements to the Menu burger', () => {
    const state = composedBurger()
    const base = toCents(itemById(lumiere, 100025).price_vat_included)
    expect(compositionTotalCents(base, burgerSteps, state, priceOf(lumiere))).toBe(1990 + 200 + 50 + 100)
  })

  it('keeps every choice, the fixed cutlery included, as cart items in step order', () => {
    const items = compositionItems(composedBurger(), burgerSteps, nameOf(lumiere))
    expect(items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [BURGER_LUMIERE, 1, 200], [FRIES, 1, 0], [MAYONNAISE, 1, 0],
      [HOUSE_SAUCE, 1, 50], [PILS, 1, 100], [CUTLERY, 1, 0],
    ])
    expect(items[4]).toEqual({
      id: PILS, uid: 'a5cbe590-c17c-5bf2-a897-711a0c1452ce', name: 'Pils pression (25 cl)', quantity: 1, price: 100,
      step: drink.uid, proposition: { uid: drink.uid, retrieve_price: false },
    })
  })

  it("adds the item's own price for Bento Kaze extras, which retrieve the price", () => {
    const steps = stepsOf(halles, 202012)
    const [main, starter, extras] = [step(steps, 0), step(steps, 1), step(steps, 2)]
    let state = pick(startComposition(202012, steps), main, 202011).state
    state = pick(state, starter, 202001).state
    state = pick(pick(state, extras, 202003).state, extras, 202006).state
    expect(compositionTotalCents(2200, steps, state, priceOf(halles))).toBe(2200 + 150 + 750 + 500)
    // A price list changing the item price shows the item's price wins over the link price.
    const discounted = (id: number) => (id === 202003 ? 600 : priceOf(halles)(id))
    expect(compositionTotalCents(2200, steps, state, discounted)).toBe(2200 + 150 + 600 + 500)
    const items = compositionItems(state, steps, nameOf(halles), discounted)
    expect(items.at(-2)).toMatchObject({ id: 202003, price: 600, proposition: { retrieve_price: true } })
  })
})

describe('compositionFaults: a composition sent from outside, checked against the steps', () => {
  const sent = (state: CompositionState) => state.choices.map((choice) => ({ id: choice.itemId, quantity: choice.quantity, step: choice.step }))
  const lunchSteps = stepsOf(lumiere, 100024)
  const [starterStep, mainStep, dessertStep] = [0, 1, 2].map((index) => step(lunchSteps, index)) as [CompositionStep, CompositionStep, CompositionStep]

  it('finds nothing wrong in what the popup composes', () => {
    expect(compositionFaults(burgerSteps, sent(composedBurger()))).toEqual([])
  })

  it('refuses 99 of a unique main course and 99 of a unique dessert in the lunch set menu', () => {
    const items = [
      { id: 100003, quantity: 1, step: starterStep.uid },
      { id: 100010, quantity: 99, step: mainStep.uid },
      { id: 100028, quantity: 99, step: dessertStep.uid },
    ]
    expect(compositionFaults(lunchSteps, items)).toEqual([
      { kind: 'quantity', itemId: 100010, step: mainStep.uid, expected: 1 },
      { kind: 'quantity', itemId: 100028, step: dessertStep.uid, expected: 1 },
      { kind: 'count', step: mainStep.uid, min: 1, max: 1 },
      { kind: 'count', step: dessertStep.uid, min: 1, max: 1 },
    ])
  })

  it('refuses two choices in a unique step, an item twice, and an item the step does not offer', () => {
    const items = [
      { id: 100003, quantity: 1, step: starterStep.uid },
      { id: 100001, quantity: 1, step: starterStep.uid },
      { id: 100010, quantity: 1, step: mainStep.uid },
      { id: 100010, quantity: 1, step: mainStep.uid },
      { id: 100028, quantity: 1, step: mainStep.uid },
    ]
    expect(compositionFaults(lunchSteps, items)).toEqual([
      { kind: 'twice', itemId: 100010, step: mainStep.uid },
      { kind: 'not-offered', itemId: 100028, step: mainStep.uid },
      { kind: 'count', step: starterStep.uid, min: 1, max: 1 },
      { kind: 'count', step: dessertStep.uid, min: 1, max: 1 },
    ])
  })

  it('takes a free step by summed quantity, a multiple step one of each, and needs the fixed cutlery', () => {
    const base = sent(composedBurger()).filter((item) => item.id !== CUTLERY)
    const moreFries = base.map((item) => (item.id === FRIES ? { ...item, quantity: 3 } : item))
    const fourSauces = base.map((item) => (item.id === MAYONNAISE ? { ...item, quantity: 3 } : item))
    expect(compositionFaults(burgerSteps, base)).toEqual([{ kind: 'fixed-missing', itemId: CUTLERY, step: cutlery.uid }])
    expect(compositionFaults(burgerSteps, [...moreFries, { id: CUTLERY, quantity: 1, step: cutlery.uid }])).toEqual([
      { kind: 'quantity', itemId: FRIES, step: sides.uid, expected: 1 },
      { kind: 'count', step: sides.uid, min: 1, max: 2 },
    ])
    expect(compositionFaults(burgerSteps, [...fourSauces, { id: CUTLERY, quantity: 2, step: cutlery.uid }])).toEqual([
      { kind: 'quantity', itemId: CUTLERY, step: cutlery.uid, expected: 1 },
      { kind: 'count', step: sauces.uid, min: 0, max: 3 },
      { kind: 'fixed-missing', itemId: CUTLERY, step: cutlery.uid },
    ])
  })

  it('refuses any choice for a product without steps, and a quantity that is not a whole number above 0', () => {
    expect(compositionFaults([], [{ id: 100003, quantity: 1, step: starterStep.uid }])).toEqual([
      { kind: 'not-offered', itemId: 100003, step: starterStep.uid },
    ])
    const half = [{ id: MAYONNAISE, quantity: 0.5, step: sauces.uid }]
    expect(compositionFaults([sauces], half)).toEqual([{ kind: 'quantity', itemId: MAYONNAISE, step: sauces.uid, expected: 1 }])
  })
})
