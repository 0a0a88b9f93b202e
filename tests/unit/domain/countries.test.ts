import { describe, expect, it } from 'vitest'
import { countryName, countryOptions, defaultCountry } from '../../../domain/countries'

const countries = [
  { code: 'NL', name_fr: 'Pays-Bas', name_nl: 'Nederland', name_en: 'Netherlands' },
  { code: 'BE', name_fr: 'Belgique', name_nl: 'België', name_en: 'Belgium' },
  { code: 'DE', name_fr: 'Allemagne', name_nl: 'Duitsland', name_en: 'Germany' },
]

describe('countries', () => {
  it('names a country in the page language, German reading English', () => {
    expect(countryName(countries[1]!, 'fr')).toBe('Belgique')
    expect(countryName(countries[1]!, 'nl')).toBe('België')
    expect(countryName(countries[1]!, 'en')).toBe('Belgium')
    expect(countryName(countries[1]!, 'de')).toBe('Belgium')
  })

  it('sorts the options by their name in that language', () => {
    expect(countryOptions(countries, 'fr').map((option) => option.code)).toEqual(['DE', 'BE', 'NL'])
    expect(countryOptions(countries, 'nl').map((option) => option.name)).toEqual(['België', 'Duitsland', 'Nederland'])
  })

  it('preselects Belgium, else the first country', () => {
    expect(defaultCountry(countries)).toBe('BE')
    expect(defaultCountry([{ code: 'FR' }, { code: 'LU' }])).toBe('FR')
    expect(defaultCountry([])).toBe('')
  })
})
