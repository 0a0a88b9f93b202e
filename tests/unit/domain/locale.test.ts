import { describe, expect, it } from 'vitest'
import {
  chooserLocales,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  pickLocale,
  splitLocalePath,
} from '../../../domain/locale'

describe('locale constants', () => {
  it('offers en, fr, nl and de with English as default', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'nl', 'de'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('keeps the choice in the i18n_redirected cookie for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected')
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000)
  })

  it('accepts only the four locale codes', () => {
    expect(LOCALES.every(isLocale)).toBe(true)
    for (const value of ['EN', 'es', 'fr-BE', '', null, undefined, 1]) expect(isLocale(value)).toBe(false)
  })
})

describe('pickLocale', () => {
  it('prefers a valid cookie over Accept-Language', () => {
    expect(pickLocale({ cookie: 'nl', acceptLanguage: 'fr-BE,fr;q=0.9' })).toBe('nl')
  })

  it('ignores an invalid cookie', () => {
    expect(pickLocale({ cookie: 'es', acceptLanguage: 'de-DE' })).toBe('de')
  })

  it('matches Accept-Language on the primary subtag by q-weight, not by position', () => {
    expect(pickLocale({ acceptLanguage: 'es;q=0.9,nl-BE;q=0.5,fr;q=0.8' })).toBe('fr')
    expect(pickLocale({ acceptLanguage: 'fr-BE' })).toBe('fr')
  })

  it('keeps the header order between equal weights', () => {
    expect(pickLocale({ acceptLanguage: 'nl, fr' })).toBe('nl')
  })

  it('skips languages refused with q=0 and the * wildcard', () => {
    expect(pickLocale({ acceptLanguage: 'fr;q=0, *, nl;q=0.1' })).toBe('nl')
  })

  it('falls back to English without any usable hint', () => {
    expect(pickLocale({})).toBe('en')
    expect(pickLocale({ cookie: null, acceptLanguage: null })).toBe('en')
    expect(pickLocale({ acceptLanguage: 'es-ES,it;q=0.8' })).toBe('en')
    expect(pickLocale({ acceptLanguage: ';;,=' })).toBe('en')
  })
})

describe('splitLocalePath', () => {
  it('separates the locale prefix from the rest of the path', () => {
    expect(splitLocalePath('/fr/info/privacy')).toEqual({ locale: 'fr', rest: '/info/privacy' })
    expect(splitLocalePath('/de/checkout/payment-method')).toEqual({ locale: 'de', rest: '/checkout/payment-method' })
  })

  it('maps a bare locale to the root', () => {
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', rest: '/' })
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', rest: '/' })
  })

  it('leaves a path without a known locale untouched', () => {
    expect(splitLocalePath('/xx')).toEqual({ locale: null, rest: '/xx' })
    expect(splitLocalePath('/')).toEqual({ locale: null, rest: '/' })
    expect(splitLocalePath('/french/menu')).toEqual({ locale: null, rest: '/french/menu' })
    expect(splitLocalePath('/customer/fr')).toEqual({ locale: null, rest: '/customer/fr' })
  })
})

describe('chooserLocales', () => {
  it('lists the languages the venue offers when the page is in one of them', () => {
    expect(chooserLocales(['en', 'fr', 'nl'], 'fr')).toEqual(['en', 'fr', 'nl'])
  })

  it("adds the page's own language where the venue does not offer it, so the active one shows: /de at Lumière", () => {
    expect(chooserLocales(['en', 'fr', 'nl'], 'de')).toEqual(['en', 'fr', 'nl', 'de'])
    expect(chooserLocales(['fr', 'nl'], 'en')).toEqual(['en', 'fr', 'nl'])
  })
})
