import { describe, expect, it } from 'vitest'
import { buildMenuBundle } from '../../../domain/menu-bundle'
import { hasDetails, menuView, priceFor } from '../../../domain/menu-view'
import { productSheet } from '../../../domain/product-sheet'
import { venueView } from '../../../domain/venue-view'
import { allergenNamesFor } from '../../../locales/messages.server'
import { demoMenuInput, demoPlatform, demoVenueRecords, type DemoPlatform } from './demo-data'

const bundleOf = (platform: DemoPlatform) => buildMenuBundle(demoMenuInput(platform))


describe('menuView', () => {
  const lumiere = demoPlatform('lumiere')
  const view = menuView(bundleOf(lumiere), 'nl')
  const product = (id: number) => view.products.find((candidate) => candidate.id === id)!

  it('names categories and products in the page language, falling back to the base name', () => {
    expect(view.categories.map((category) => category.name)).toContain('Voorgerechten')
    expect(product(100001).name).toBe('Kaaskroketten (2 stuks)')
    expect(product(100010).name).toBe('Vol-au-vent')
  })

  it('lists each category with its products in menu order', () => {
    expect(view.categories.flatMap((category) => category.productIds)).toHaveLength(45)
  })

  it('marks menus, alcohol, details and stock as the cards need them', () => {
    expect(product(100025).isMenu).toBe(true)
    expect(product(100043).isAlcohol).toBe(true)
    expect(product(100035).hasDetails).toBe(false)
    expect(product(100001).hasDetails).toBe(true)
    expect(view.unavailableIds).toContain(100023)
  })

  it('opens the details of a product with allergens but no description or ingredients (Comptoir, Salted peanuts)', () => {
    const comptoir = menuView(bundleOf(demoPlatform('comptoir')), 'en')
    const peanuts = comptoir.products.find((candidate) => candidate.id === 300018)!
    expect(peanuts.name).toBe('Salted peanuts')
    expect(peanuts.hasDetails).toBe(true)
  })

  it('carries a consumption type price only where it differs, and priceFor picks it', () => {
    const croquettes = product(100001)
    expect(croquettes.pricesByType).toEqual({ 2: 1050 })
    expect(priceFor(croquettes, null)).toBe(1150)
    expect(priceFor(croquettes, 1)).toBe(1150)
    expect(priceFor(croquettes, 2)).toBe(1050)
  })
})

describe('hasDetails', () => {
  const known = new Set([1, 5, 7])
  const bare = {
    description: null, description_fr: null, description_nl: null, description_en: null,
    picker_ingredient: null, picker_ingredient_fr: null, picker_ingredient_nl: null, picker_ingredient_en: null,
    allergens: [],
  }

  it('is false for a product with nothing to show beyond its card', () => {
    expect(hasDetails(bare, 'en', known)).toBe(false)
  })

  it('is true with a description or ingredients in the page language or the base field (SPEC §2)', () => {
    expect(hasDetails({ ...bare, description_en: '<p>Crisp</p>' }, 'en', known)).toBe(true)
    expect(hasDetails({ ...bare, description_en: '<p>Crisp</p>' }, 'nl', known)).toBe(false)
    expect(hasDetails({ ...bare, picker_ingredient: 'arachides, sel' }, 'nl', known)).toBe(true)
  })

  it('is true with allergens alone, so they are seen before the product is added', () => {
    expect(hasDetails({ ...bare, allergens: [{ allergen_id: 5 }] }, 'en', known)).toBe(true)
  })

  it('is false when every allergen named is unknown to the platform: the popup would have nothing to show', () => {
    expect(hasDetails({ ...bare, allergens: [{ allergen_id: 99 }] }, 'en', known)).toBe(false)
  })
})

describe('productSheet', () => {
  const lumiere = demoPlatform('lumiere')
  const bundle = bundleOf(lumiere)

  it('gives the ingredients split from the localized field and the allergens by name', () => {
    const sheet = productSheet(bundle, 100001, 'en', allergenNamesFor('en'))!
    expect(sheet.ingredients).toContain('Belgian cheese')
    expect(sheet.allergens.map((allergen) => allergen.id)).toEqual([1, 3, 7])
    expect(sheet.allergens[0]?.image).toMatch(/^data:image\/jpeg;base64,/)
    expect(sheet.descriptionHtml).toContain('<strong>')
  })

  it('gives a menu its steps in order with every offered product, hidden sides included', () => {
    const sheet = productSheet(bundle, 100025, 'en', allergenNamesFor('en'))!
    expect(sheet.steps.map((step) => step.name)).toHaveLength(5)
    expect(sheet.steps[0]?.quantityType).toBe(1)
    const offered = sheet.steps.flatMap((step) => step.options.map((option) => option.itemId))
    expect(offered.every((id) => id in sheet.optionProducts)).toBe(true)
    expect(sheet.optionProducts[100043]?.isAlcohol).toBe(true)
  })

  it('names the allergens of every offered product in the page language, none for a product without', () => {
    const sheet = productSheet(bundle, 100025, 'nl', allergenNamesFor('nl'))!
    expect(sheet.optionProducts[100019]?.allergens).toEqual(['Glutenbevattende granen', 'Eieren', 'Melk', 'Mosterd', 'Sesamzaad'])
    expect(sheet.optionProducts[100049]?.allergens).toEqual([])
  })

  it('knows no product outside the menu', () => {
    expect(productSheet(bundle, 100008, 'en', allergenNamesFor('en'))).toBeNull()
  })
})

describe('venueView', () => {
  it('offers the languages the store enables, and all four when it names none', () => {
    expect(venueView(demoVenueRecords(demoPlatform('lumiere')), 'en').languages).toEqual(['en', 'fr', 'nl'])
    expect(venueView(demoVenueRecords(demoPlatform('halles')), 'en').languages).toEqual(['en', 'fr', 'nl', 'de'])
  })

  it('shows a food court its active stands in order, with their minimums', () => {
    const halles = venueView(demoVenueRecords(demoPlatform('halles')), 'en')
    expect(halles.stands.map((stand) => [stand.title, stand.minimumOrderCents])).toEqual([
      ['Sushi Kaze', 2000],
      ['Pizza Nonna', 1500],
      ['Bar Central', null],
    ])
    expect(halles.asksEatInOrTakeaway).toBe(true)
    expect(halles.whereToEat.banner).toBe('/demo-images/halles-where-to-eat-banner.svg')
  })

  it('gives Lumière its ordering settings, footer and theme', () => {
    const lumiere = venueView(demoVenueRecords(demoPlatform('lumiere')), 'fr')
    expect(lumiere.consumptionTypes).toEqual([1, 2, 5])
    expect(lumiere.asksEatInOrTakeaway).toBe(false)
    expect(lumiere.minimumOrderCents).toBe(1200)
    expect(lumiere.websiteHref).toBe('http://www.brasserie-lumiere.example')
    expect(lumiere.themeClass).toBe('theme-3')
    expect(lumiere.logoUrl).toBe('/POS/100/logo.svg')
  })

  it('hides the logo of a venue without logo media and uses the default theme when unset', () => {
    expect(venueView(demoVenueRecords(demoPlatform('club')), 'en').logoUrl).toBeNull()
    expect(venueView(demoVenueRecords(demoPlatform('ferme')), 'en').themeClass).toBe('theme-1')
  })
})
