import { describe, expect, it } from 'vitest'
import {
  composedMenuVerdict,
  filterSections,
  hiddenByFilter,
  productVerdict,
  type AllergenIds,
  type MenuVerdict,
} from '../../../domain/allergen-filter'
import { parseStoredAvoidChoice } from '../../../domain/avoid-choice'
import { nextStep, QuantityType, startComposition, type CompositionStep } from '../../../domain/composition'

const GLUTEN = 1
const EGGS = 3
const MILK = 7
const facts = (...ids: number[]): AllergenIds => ids
const avoid = (...ids: number[]) => new Set(ids)

describe('productVerdict', () => {
  it('is safe when nothing is avoided, whatever the product', () => {
    expect(productVerdict(facts(GLUTEN), avoid())).toEqual({ kind: 'safe' })
    expect(productVerdict(facts(), avoid())).toEqual({ kind: 'safe' })
  })

  it('names the avoided allergens a product contains, once each', () => {
    expect(productVerdict(facts(GLUTEN, EGGS, MILK), avoid(MILK, GLUTEN))).toEqual({ kind: 'contains', allergenIds: [GLUTEN, MILK] })
    expect(productVerdict([GLUTEN, GLUTEN], avoid(GLUTEN))).toEqual({ kind: 'contains', allergenIds: [GLUTEN] })
  })

  it('is safe when the venue lists allergens and none is avoided', () => {
    expect(productVerdict(facts(EGGS), avoid(GLUTEN))).toEqual({ kind: 'safe' })
  })

  it('is unknown, never safe, when the venue lists no allergens or none at all', () => {
    expect(productVerdict(facts(), avoid(GLUTEN))).toEqual({ kind: 'unknown' })
    expect(productVerdict(null, avoid(GLUTEN))).toEqual({ kind: 'unknown' })
    expect(productVerdict(undefined, avoid(GLUTEN))).toEqual({ kind: 'unknown' })
  })
})

const step = (uid: string, quantityType: CompositionStep['quantityType'], itemIds: number[], min: number | null = 1): CompositionStep => ({
  uid,
  id: 1,
  quantityType,
  min,
  max: 1,
  retrievePrice: false,
  options: itemIds.map((itemId, order) => ({ itemId, itemUid: `u${itemId}`, supplementCents: 0, quantity: 1, order })),
  names: { name: uid, name_fr: null, name_nl: null, name_en: null },
})

// Lumière's Menu burger: a burger (all with gluten), a side, a drink.
const ITEMS: Record<number, AllergenIds> = {
  19: facts(GLUTEN, EGGS, MILK),
  20: facts(GLUTEN, MILK),
  22: facts(GLUTEN),
  30: facts(10),
  31: facts(12),
  35: facts(),
  40: facts(MILK),
}
const itemFacts = (id: number) => ITEMS[id]

describe('composedMenuVerdict', () => {
  const burgerMeal = [step('burger', QuantityType.Unique, [19, 20, 22]), step('side', QuantityType.Unique, [30, 31]), step('drink', QuantityType.Unique, [31, 40], 0)]

  it('marks a menu whose required step has no choice without the avoided allergen, and says which step', () => {
    const verdict = composedMenuVerdict(burgerMeal, itemFacts, avoid(GLUTEN))
    expect(verdict).toMatchObject({ kind: 'contains', allergenIds: [GLUTEN] })
    expect(verdict.steps).toEqual([
      { stepUid: 'burger', excludedItemIds: [19, 20, 22], noSafeChoice: true },
      { stepUid: 'side', excludedItemIds: [], noSafeChoice: false },
      { stepUid: 'drink', excludedItemIds: [], noSafeChoice: false },
    ])
  })

  it('lets the diner choose carefully when a safe choice exists: the others are marked inside', () => {
    const verdict = composedMenuVerdict(burgerMeal, itemFacts, avoid(MILK))
    expect(verdict.kind).toBe('choose-carefully')
    expect(verdict.steps.map((s) => s.excludedItemIds)).toEqual([[19, 20], [], [40]])
  })

  it('marks a menu whose fixed item contains the allergen, even with nothing to choose', () => {
    const withFixedBread = [step('bread', QuantityType.Fixed, [22], null), step('side', QuantityType.Unique, [30, 31])]
    const verdict = composedMenuVerdict(withFixedBread, itemFacts, avoid(GLUTEN))
    expect(verdict).toMatchObject({ kind: 'contains', allergenIds: [GLUTEN], steps: [{ stepUid: 'bread', noSafeChoice: true }, { stepUid: 'side' }] })
  })

  it('does not mark a menu for an optional step full of the allergen: the diner may skip it', () => {
    const optionalSauce = [step('side', QuantityType.Unique, [30, 31]), step('sauce', QuantityType.Multiple, [19, 20], 0)]
    expect(composedMenuVerdict(optionalSauce, itemFacts, avoid(GLUTEN)).kind).toBe('choose-carefully')
  })

  it('is unknown when a required step offers nothing the venue has data for', () => {
    const waterOnly = [step('side', QuantityType.Unique, [30]), step('drink', QuantityType.Unique, [35])]
    expect(composedMenuVerdict(waterOnly, itemFacts, avoid(GLUTEN)).kind).toBe('unknown')
  })

  it('is safe when every required step has a known safe choice', () => {
    expect(composedMenuVerdict([step('side', QuantityType.Unique, [30, 35])], itemFacts, avoid(GLUTEN)).kind).toBe('safe')
    expect(composedMenuVerdict(burgerMeal, itemFacts, avoid()).kind).toBe('safe')
  })
})

describe('the menu under the filter', () => {
  const sections = [
    { id: 1, productIds: [19, 20, 22, 25] },
    { id: 2, productIds: [30, 31, 35] },
  ]
  const burgerMealVerdict = composedMenuVerdict([step('burger', QuantityType.Unique, [19, 20, 22])], itemFacts, avoid(GLUTEN))
  const verdicts: Record<number, MenuVerdict> = {
    19: { kind: 'contains', allergenIds: [GLUTEN] },
    20: { kind: 'contains', allergenIds: [GLUTEN] },
    22: { kind: 'contains', allergenIds: [GLUTEN] },
    25: burgerMealVerdict,
    30: { kind: 'safe' },
    31: { kind: 'contains', allergenIds: [12] },
    35: { kind: 'unknown' },
  }
  const verdictOf = (id: number) => verdicts[id]!

  it('hides the products that contain an avoided allergen, keeps the unknown, and counts per category and in all', () => {
    const menu = filterSections(sections, verdictOf, 'hide')
    expect(menu.sections.get(1)).toEqual({ shownIds: [25], hiddenCount: 3, containsCount: 4 })
    expect(menu.sections.get(2)).toEqual({ shownIds: [30, 35], hiddenCount: 1, containsCount: 1 })
    expect(menu).toMatchObject({ hidden: 4, contains: 5, unknown: 1 })
  })

  it('keeps a composed menu that contains one, marked: what is in it is the diner\'s choice', () => {
    expect(burgerMealVerdict.kind).toBe('contains')
    expect(hiddenByFilter(burgerMealVerdict, 'hide')).toBe(false)
    expect(hiddenByFilter({ kind: 'contains', allergenIds: [GLUTEN] }, 'hide')).toBe(true)
  })

  it('keeps every product when marking, with the same counts of what contains one', () => {
    const menu = filterSections(sections, verdictOf, 'mark')
    expect([...menu.sections.values()].map((section) => section.shownIds)).toEqual([[19, 20, 22, 25], [30, 31, 35]])
    expect(menu).toMatchObject({ hidden: 0, contains: 5, unknown: 1 })
  })

  it('counts a product shown in two sections (matrices) once', () => {
    const menu = filterSections([{ id: 1, productIds: [19, 30] }, { id: 2, productIds: [19] }], verdictOf, 'hide')
    expect(menu.sections.get(2)).toEqual({ shownIds: [], hiddenCount: 1, containsCount: 1 })
    expect(menu.hidden).toBe(1)
  })
})

describe('a composed menu opened under the filter', () => {
  // Sauces: mayonnaise (eggs) is preselected; ketchup has no data.
  const offered = step('sauce', QuantityType.Free, [52, 53], null)
  const sauces = { ...offered, options: offered.options.map((option) => ({ ...option, quantity: option.itemId === 52 ? 1 : 0 })) }
  const fixedCutlery = step('cutlery', QuantityType.Fixed, [56], null)

  it('does not preselect an option the diner avoids, but still gives a fixed item', () => {
    expect(startComposition(25, [sauces]).choices.map((choice) => choice.itemId)).toEqual([52])
    expect(startComposition(25, [sauces], new Set([52])).choices).toEqual([])
    const steps = [step('side', QuantityType.Unique, [30], 0), fixedCutlery]
    const entered = nextStep(startComposition(25, steps, new Set([56])), steps, new Set([56]))
    expect(entered.state.choices.map((choice) => choice.itemId)).toEqual([56])
  })
})

describe('the stored choice', () => {
  it('reads back what was kept', () => {
    expect(parseStoredAvoidChoice(JSON.stringify({ allergenIds: [1, 7], mode: 'mark' }))).toEqual({ allergenIds: [1, 7], mode: 'mark' })
  })

  it('avoids nothing when the value is missing or unreadable, and drops what is not an id', () => {
    expect(parseStoredAvoidChoice(null)).toEqual({ allergenIds: [], mode: 'hide' })
    expect(parseStoredAvoidChoice('{not json')).toEqual({ allergenIds: [], mode: 'hide' })
    expect(parseStoredAvoidChoice('null')).toEqual({ allergenIds: [], mode: 'hide' })
    expect(parseStoredAvoidChoice(JSON.stringify({ allergenIds: [1, '7', 1.5, 1], mode: 'shout' }))).toEqual({ allergenIds: [1], mode: 'hide' })
  })
})
