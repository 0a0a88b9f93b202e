import { describe, expect, it } from 'vitest'
import { composedMenuVerdict, productVerdict } from '../../../domain/allergen-filter'
import { buildMenuBundle } from '../../../domain/menu-bundle'
import { menuFacts } from '../../../domain/menu-facts'
import { allergenNamesFor } from '../../../locales/messages.server'
import { demoMenuInput, demoPlatform } from './demo-data'

const GLUTEN = 1
const BURGER_MEAL = 100025

describe("Lumière's menu facts", () => {
  const bundle = buildMenuBundle(demoMenuInput(demoPlatform('lumiere')))
  const facts = menuFacts(bundle, 'en', allergenNamesFor('en'))

  it("lists the platform allergens in the page language, with the platform's picture, or our dot where it has none", () => {
    expect(facts.allergens.map((allergen) => allergen.name)).toHaveLength(14)
    expect(facts.allergens[0]).toMatchObject({ id: GLUTEN, name: 'Cereals containing gluten', image: expect.stringMatching(/^data:image\/jpeg;base64,/) })
    expect(facts.allergens.find((allergen) => allergen.id === 13)?.image).toMatch(/^data:image\/svg\+xml,/)
    expect(menuFacts(bundle, 'nl', allergenNamesFor('nl')).allergens[0]?.name).toBe('Glutenbevattende granen')
  })

  it('names the fourteen in German, which the venue does not write, and marks none of them as another language', () => {
    const german = menuFacts(bundle, 'de', allergenNamesFor('de')).allergens
    expect(german.map((allergen) => allergen.name).slice(0, 3)).toEqual(['Glutenhaltiges Getreide', 'Krebstiere', 'Eier'])
    expect(german.filter((allergen) => allergen.nameLang !== undefined)).toEqual([])
  })

  it('knows the allergens of the products inside composed menus too (fries and sauces are not on the menu)', () => {
    expect(facts.allergenIds[100019]).toEqual([1, 3, 7, 10, 11])
    expect(facts.allergenIds[100052]).toEqual([3, 10]) // Mayonnaise, offered only in the Burger meal
    expect(facts.allergenIds[100035]).toEqual([]) // Sparkling water: the venue gives none
  })

  it('gives the ingredients in the page language, only for products that have some', () => {
    expect(facts.ingredients[100020]).toEqual(['sesame bun', 'beef', 'cheddar', 'pickles', 'onions', 'ketchup', 'mustard'])
    expect(facts.ingredients[100035]).toBeUndefined()
  })

  it("is enough to tell that every burger of the Burger meal contains gluten", () => {
    const verdict = composedMenuVerdict(facts.steps[BURGER_MEAL]!, (id) => facts.allergenIds[id], new Set([GLUTEN]))
    expect(verdict.kind).toBe('contains')
    expect(verdict.steps[0]).toEqual({ stepUid: expect.any(String), excludedItemIds: [100019, 100020, 100021, 100022], noSafeChoice: true })
    expect(productVerdict(facts.allergenIds[100033], new Set([GLUTEN])).kind).toBe('unknown') // Lemon sorbet: no data
  })
})
