import { describe, expect, it } from 'vitest'
import {
  backgroundPath,
  deliveryCities,
  logoPath,
  MediaType,
  storeMedia,
  themeClass,
  venueName,
  visibleChildren,
  websiteHref,
} from '../../../domain/venue'
import { demoPlatform, storeOf } from './demo-data'

const lumiere = demoPlatform('lumiere')
const halles = demoPlatform('halles')
const ferme = demoPlatform('ferme')
const club = demoPlatform('club')

describe('themeClass', () => {
  it("uses the entity's picker_theme_color", () => {
    expect(themeClass(lumiere.entities[0])).toBe('theme-3')
  })

  it('defaults to theme 1 when the colour is null (ferme) or outside 1–11', () => {
    expect(ferme.entities[0]?.picker_theme_color).toBeNull()
    expect(themeClass(ferme.entities[0])).toBe('theme-1')
    expect(themeClass({ picker_theme_color: 0 })).toBe('theme-1')
    expect(themeClass({ picker_theme_color: 12 })).toBe('theme-1')
    expect(themeClass({ picker_theme_color: 2.5 })).toBe('theme-1')
    expect(themeClass({ picker_theme_color: 11 })).toBe('theme-11')
    expect(themeClass(undefined)).toBe('theme-1')
  })
})

describe('websiteHref', () => {
  it('adds http:// to a link with neither http nor https', () => {
    expect(websiteHref('www.brasserie-lumiere.example')).toBe('http://www.brasserie-lumiere.example')
    expect(websiteHref('sushikaze.example')).toBe('http://sushikaze.example')
  })

  it('keeps an http or https link whatever its case', () => {
    expect(websiteHref('https://halles-saint-gery.example')).toBe('https://halles-saint-gery.example')
    expect(websiteHref('HTTP://EXAMPLE.BE')).toBe('HTTP://EXAMPLE.BE')
    expect(websiteHref('Https://example.be/a')).toBe('Https://example.be/a')
  })

  it('gives no link for null or blank', () => {
    expect(websiteHref(null)).toBeNull()
    expect(websiteHref('   ')).toBeNull()
  })
})

describe('visibleChildren', () => {
  it('lists the Halles children by customer_webapp_order_number and hides the inactive Crêperie', () => {
    expect(halles.children.map((child) => child.id)).toEqual([201, 202, 203, 204])
    expect(visibleChildren(halles.children).map((child) => child.customer_webapp_title)).toEqual([
      'Sushi Kaze', 'Pizza Nonna', 'Bar Central',
    ])
  })
})

describe('store media', () => {
  const hallesStore = storeOf(halles, halles.pos.journal_id)

  it('finds a media file by type', () => {
    expect(storeMedia(hallesStore, MediaType.WhereToEatBanner)).toMatch(/\.svg$/)
    expect(storeMedia(hallesStore, 999)).toBeNull()
  })

  it('prefers the 1001 logo, then the type 1 logo, else hides it', () => {
    expect(logoPath(storeOf(lumiere, 1100))).toBe('/demo-images/lumiere-logo.svg')
    expect(logoPath({ medias: [{ type: 1, file_path: '/a.svg' }, { type: 1001, file_path: '/b.svg' }] })).toBe('/b.svg')
    expect(logoPath(storeOf(club, club.pos.journal_id))).toBeNull()
  })

  it('uses the 1000 background, or none so the default food background applies', () => {
    expect(backgroundPath(storeOf(lumiere, 1100))).toBe('/demo-images/lumiere-background.svg')
    expect(backgroundPath(storeOf(club, club.pos.journal_id))).toBeNull()
  })
})

describe('venueName', () => {
  const store = storeOf(ferme, ferme.pos.journal_id)

  it('uses the French, Dutch or English name by locale, English for German', () => {
    expect(venueName(store, 'fr')).toBe('Ferme des Quatre Vents')
    expect(venueName(store, 'nl')).toBe('Hoeve van de Vier Winden')
    expect(venueName(store, 'en')).toBe('Four Winds Farm')
    expect(venueName(store, 'de')).toBe('Four Winds Farm')
  })

  it('falls back to any non-empty name', () => {
    expect(venueName({ name_fr: 'Chez Nous', name_nl: '', name_en: null }, 'nl')).toBe('Chez Nous')
    expect(venueName({ name_fr: null, name_nl: 'Bij Ons', name_en: ' ' }, 'de')).toBe('Bij Ons')
    expect(venueName({ name_fr: null, name_nl: null, name_en: null }, 'fr')).toBe('')
  })
})

describe('deliveryCities', () => {
  it('parses the Lumière delivery cities with their minimum amounts', () => {
    expect(deliveryCities(lumiere.pos).map((city) => [city.zip_code, city.minimum_order_amount])).toEqual([
      ['1000', 15], ['1050', 20], ['1040', 25],
    ])
  })

  it('gives an empty list for the invalid JSON of ferme', () => {
    expect(deliveryCities(ferme.pos)).toEqual([])
  })

  it('gives an empty list when the JSON is not an array, and skips malformed entries', () => {
    expect(deliveryCities({ delivery_cities: '{"zip_code":"1000"}' })).toEqual([])
    expect(deliveryCities({ delivery_cities: null })).toEqual([])
    expect(deliveryCities({ delivery_cities: '[{"zip_code":1180,"city":"Uccle"},{"city":3},null]' })).toEqual([
      { zip_code: '1180', city: 'Uccle' },
    ])
  })
})
