import { describe, expect, it } from 'vitest'
import { localized, localizedKeys, localizedText } from '../../../domain/localized'
import { demoPlatform, itemById } from './demo-data'

const lumiere = demoPlatform('lumiere')

describe('localized', () => {
  const croquettes = itemById(lumiere, 100001)

  it('reads the field with the locale suffix', () => {
    expect(localized(croquettes, 'name', 'fr')).toBe('Croquettes de fromage (2 pièces)')
    expect(localized(croquettes, 'name', 'nl')).toBe('Kaaskroketten (2 stuks)')
    expect(localized(croquettes, 'name', 'en')).toBe('Cheese croquettes (2 pieces)')
  })

  it('falls back from German to English, then to the base field', () => {
    expect(localized(croquettes, 'name', 'de')).toBe('Cheese croquettes (2 pieces)')
    expect(localized({ name: 'Base', name_en: null }, 'name', 'de')).toBe('Base')
    expect(localized({ name: 'Base', name_en: 'English', name_de: 'Deutsch' }, 'name', 'de')).toBe('Deutsch')
    expect(localizedKeys('name', 'de')).toEqual(['name_de', 'name_en', 'name'])
  })

  it('falls back to the base name for Vol-au-vent 100010, whose name_nl and name_en are null', () => {
    const volAuVent = itemById(lumiere, 100010)
    expect(volAuVent.name_nl).toBeNull()
    expect(localized(volAuVent, 'name', 'nl')).toBe('Vol-au-vent')
    expect(localized(volAuVent, 'name', 'en')).toBe('Vol-au-vent')
    expect(localized(volAuVent, 'name', 'de')).toBe('Vol-au-vent')
  })

  it('does not fall back from Dutch or French to English', () => {
    expect(localized({ name: 'Base', name_en: 'English' }, 'name', 'nl')).toBe('Base')
  })

  it('treats empty strings and non-strings as missing and returns null when nothing is left', () => {
    expect(localized({ name: 'Base', name_fr: '' }, 'name', 'fr')).toBe('Base')
    expect(localized({ name: 42 }, 'name', 'fr')).toBeNull()
    expect(localized(itemById(lumiere, 100035), 'picker_ingredient', 'en')).toBeNull()
    expect(localized({}, 'description', 'de')).toBeNull()
  })
})

describe('localizedText', () => {
  const croquettes = itemById(lumiere, 100001)

  it("names no language for a text in the page's own", () => {
    expect(localizedText(croquettes, 'name', 'fr')).toEqual({ text: 'Croquettes de fromage (2 pièces)' })
    expect(localizedText({ name: 'Base', name_de: 'Deutsch' }, 'name', 'de')).toEqual({ text: 'Deutsch' })
  })

  it('names English for a German page that falls back to it', () => {
    expect(localizedText(croquettes, 'name', 'de')).toEqual({ text: 'Cheese croquettes (2 pieces)', lang: 'en' })
  })

  it("names the language of the base field by the suffixed field it copies: Vol-au-vent 100010 is French on an English page", () => {
    expect(localizedText(itemById(lumiere, 100010), 'name', 'en')).toEqual({ text: 'Vol-au-vent', lang: 'fr' })
    expect(localizedText(itemById(lumiere, 100010), 'name', 'fr')).toEqual({ text: 'Vol-au-vent' })
  })

  it('leaves a base field that copies no suffixed one unmarked, and is null when nothing is left', () => {
    expect(localizedText({ name: 'Base', name_fr: 'Autre' }, 'name', 'nl')).toEqual({ text: 'Base' })
    expect(localizedText({ name: '' }, 'name', 'nl')).toBeNull()
  })
})
