import { describe, expect, it } from 'vitest'
import { composedMenuVerdict, filterSections, productVerdict, type AllergenFacts } from '../../../domain/allergen-filter'
import { QuantityType, type CompositionStep } from '../../../domain/composition'

const GLUTEN = 1
const EGGS = 3
const MILK = 7
const facts = (...ids: number[]): AllergenFacts => ({ allergens: ids.map((allergen_id) => ({ allergen_id })) })
const avoid = (...ids: number[]) => new Set(ids)

describe('productVerdict', () => {
  it('is safe when nothing is avoided, whatever the product', () => {
    expect(productVerdict(facts(GLUTEN), avoid())).toEqual({ kind: 'safe' })
    expect(productVerdict(facts(), avoid())).toEqual({ kind: 'safe' })
  })

  it('names the avoided allergens a product contains, once each', () => {
    expect(productVerdict(facts(GLUTEN, EGGS, MILK), avoid(MILK, GLUTEN))).toEqual({ kind: 'contains', allergenIds: [GLUTEN, MILK] })
    expect(productVerdict({ allergens: [{ allergen_id: GLUTEN }, { allergen_id: GLUTEN }] }, avoid(GLUTEN))).toEqual({ kind: 'contains', allergenIds: [GLUTEN] })
  })

  it('is safe when the venue lists allergens and none is avoided', () => {
    expect(productVerdict(facts(EGGS), avoid(GLUTEN))).toEqual({ kind: 'safe' })
  })

  it('is unknown, never safe, when the venue lists no allergens or none at all', () => {
    expect(productVerdict(facts(), avoid(GLUTEN))).toEqual({ kind: 'unknown' })
    expect(productVerdict({ allergens: null }, avoid(GLUTEN))).toEqual({ kind: 'unknown' })
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
const ITEMS: Record<number, AllergenFacts> = {
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

describe('filterSections', () => {
  const sections = [
    { id: 1, name: 'Burgers', productIds: [19, 20, 22] },
    { id: 2, name: 'Sides', productIds: [30, 31, 35] },
  ]
  const kinds: Record<number, 'safe' | 'contains' | 'unknown'> = { 19: 'contains', 20: 'contains', 22: 'contains', 30: 'safe', 31: 'contains', 35: 'unknown' }

  it('hides what contains an avoided allergen, keeps the unknown, and counts per category and in all', () => {
    const { sections: filtered, hiddenTotal } = filterSections(sections, (id) => kinds[id]!, 'hide')
    expect(filtered.map(({ name, shownIds, hiddenCount }) => ({ name, shownIds, hiddenCount }))).toEqual([
      { name: 'Burgers', shownIds: [], hiddenCount: 3 },
      { name: 'Sides', shownIds: [30, 35], hiddenCount: 1 },
    ])
    expect(hiddenTotal).toBe(4)
  })

  it('keeps every product when marking, with the same counts', () => {
    const { sections: filtered, hiddenTotal } = filterSections(sections, (id) => kinds[id]!, 'mark')
    expect(filtered.map((section) => section.shownIds)).toEqual([[19, 20, 22], [30, 31, 35]])
    expect(filtered.map((section) => section.hiddenCount)).toEqual([3, 1])
    expect(hiddenTotal).toBe(4)
  })
})
