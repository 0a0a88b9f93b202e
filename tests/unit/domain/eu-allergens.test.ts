import { describe, expect, it } from 'vitest'
import { allergenView, EU_ALLERGEN_DOTS, EU_ALLERGENS, euAllergenOf } from '../../../domain/eu-allergens'
import { LOCALES } from '../../../domain/locale'
import type { Allergen } from '../../../domain/schemas/platform'
import { allergenNameKey } from '../../../locales/allergen-names'
import { allergenNamesFor } from '../../../locales/messages.server'
import { demoAllergens } from './demo-data'

const allergen = (record: Partial<Allergen> & { id: number }): Allergen => ({
  name: '',
  name_fr: null,
  name_nl: null,
  name_en: null,
  image_content: null,
  ...record,
})

describe('the fourteen EU allergens', () => {
  it("are the platform's allergens 1 to 14, in the order of Annex II", () => {
    const demo = demoAllergens()
    expect(demo.map((record) => [euAllergenOf(record.id), record.name_en])).toEqual([
      ['gluten', 'Cereals containing gluten'],
      ['crustaceans', 'Crustaceans'],
      ['eggs', 'Eggs'],
      ['fish', 'Fish'],
      ['peanuts', 'Peanuts'],
      ['soybeans', 'Soybeans'],
      ['milk', 'Milk'],
      ['nuts', 'Tree nuts'],
      ['celery', 'Celery'],
      ['mustard', 'Mustard'],
      ['sesame', 'Sesame seeds'],
      ['sulphites', 'Sulphur dioxide and sulphites'],
      ['lupin', 'Lupin'],
      ['molluscs', 'Molluscs'],
    ])
    expect(euAllergenOf(0)).toBeUndefined()
    expect(euAllergenOf(15)).toBeUndefined()
  })

  it('have a name of their own in each of our four catalogues, all fourteen different', () => {
    for (const locale of LOCALES) {
      const names = Object.values(allergenNamesFor(locale))
      expect(names, locale).toHaveLength(14)
      expect(names.filter((name) => name.startsWith('allergenName.')), locale).toEqual([])
      expect(new Set(names).size, locale).toBe(14)
    }
    expect(allergenNamesFor('de').lupin).toBe('Lupinen')
    expect(allergenNameKey('sulphites')).toBe('allergenName.sulphites')
  })

  it("are named in the page's language whatever the venue writes, and so are never marked as another language", () => {
    const gluten = allergen({ id: 1, name: 'Gluten (FR)', name_fr: 'Gluten (FR)', name_en: 'Gluten-ish' })
    expect(allergenView(gluten, 'de', allergenNamesFor('de'))).toEqual({ id: 1, name: 'Glutenhaltiges Getreide', image: expect.any(String) })
    expect(allergenView(gluten, 'en', allergenNamesFor('en')).name).toBe('Cereals containing gluten')
  })

  it("keep the platform's picture where it gives one", () => {
    const milk = allergen({ id: 7, name_en: 'Milk', image_content: 'AAAA' })
    expect(allergenView(milk, 'en', allergenNamesFor('en')).image).toBe('data:image/jpeg;base64,AAAA')
  })

  it('each have a dot of a colour no other has, drawn where the platform gives no picture (lupin and molluscs in the demo)', () => {
    const colours = EU_ALLERGENS.map((eu) => EU_ALLERGEN_DOTS[eu].toLowerCase())
    expect(new Set(colours).size).toBe(14)
    const images = demoAllergens().map((record) => allergenView(record, 'en', allergenNamesFor('en')).image)
    expect(images.every((image) => image !== null)).toBe(true)
    expect(new Set(images).size).toBe(14)
    const lupin = allergenView(allergen({ id: 13 }), 'en', allergenNamesFor('en')).image!
    expect(lupin).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(lupin)).toContain(`fill="${EU_ALLERGEN_DOTS.lupin}"`)
  })
})

describe('an allergen the EU list does not have', () => {
  const kiwi = allergen({ id: 40, name: 'Kiwi', name_fr: 'Kiwi', name_nl: 'Kiwi (nl)' })

  it("keeps the venue's name, marked with the language it is written in where that is not the page's", () => {
    expect(allergenView(kiwi, 'de', allergenNamesFor('de'))).toEqual({ id: 40, name: 'Kiwi', nameLang: 'fr', image: null })
    expect(allergenView(kiwi, 'nl', allergenNamesFor('nl'))).toEqual({ id: 40, name: 'Kiwi (nl)', image: null })
  })
})
