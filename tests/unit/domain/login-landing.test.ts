import { describe, expect, it } from 'vitest'
import { accountLocale, afterLoginPath, languageToOffer, safeNextPath } from '../../../domain/login-landing'
import { venueView } from '../../../domain/venue-view'
import { demoPlatform, demoVenueRecords } from './demo-data'

describe('safeNextPath', () => {
  it('keeps an app path, with its query and hash', () => {
    expect(safeNextPath('/checkout/payment-method')).toBe('/checkout/payment-method')
    expect(safeNextPath('/my-order?uid=5239edc1')).toBe('/my-order?uid=5239edc1')
    expect(safeNextPath('/checkout/payment-method#loading')).toBe('/checkout/payment-method#loading')
    expect(safeNextPath('/')).toBe('/')
  })

  it("drops a locale prefix, so the page's language decides", () => {
    expect(safeNextPath('/fr/checkout/payment-method')).toBe('/checkout/payment-method')
    expect(safeNextPath('/nl')).toBe('/')
  })

  it('refuses anything that could leave the site', () => {
    for (const next of ['//evil.example', '//evil.example/checkout', 'https://evil.example', 'evil.example', 'javascript:alert(1)', '/\\evil.example', '/\tevil', '']) {
      expect(safeNextPath(next), next).toBeNull()
    }
  })

  it('refuses the Worker API and values that are not strings', () => {
    expect(safeNextPath('/api/auth/logout')).toBeNull()
    expect(safeNextPath('/en/api')).toBeNull()
    expect(safeNextPath(undefined)).toBeNull()
    expect(safeNextPath(['/checkout'])).toBeNull()
  })

  it('resolves dot segments before judging the path', () => {
    expect(safeNextPath('/checkout/../api/credit')).toBeNull()
    expect(safeNextPath('/customer/./account')).toBe('/customer/account')
  })
})

describe('accountLocale', () => {
  it("reads the customer's two-letter language when the app offers it", () => {
    expect(accountLocale('fr')).toBe('fr')
    expect(accountLocale('NL')).toBe('nl')
    expect(accountLocale('de-BE')).toBe('de')
  })

  it('is null otherwise', () => {
    expect(accountLocale('es')).toBeNull()
    expect(accountLocale(null)).toBeNull()
    expect(accountLocale('')).toBeNull()
  })
})

describe('languageToOffer', () => {
  it("offers the account's language when the page is in another one the venue also offers", () => {
    expect(languageToOffer('fr', 'en', ['en', 'fr', 'nl'])).toBe('fr')
    expect(languageToOffer('nl-BE', 'fr', ['en', 'fr', 'nl'])).toBe('nl')
  })

  it('offers nothing when the page is already in it, the venue does not offer it, or it is unknown', () => {
    expect(languageToOffer('fr', 'fr', ['en', 'fr'])).toBeNull()
    expect(languageToOffer('de', 'en', ['en', 'fr', 'nl'])).toBeNull()
    expect(languageToOffer('es', 'en', ['en', 'fr', 'nl', 'de'])).toBeNull()
    expect(languageToOffer(null, 'en', ['en', 'fr'])).toBeNull()
  })
})

describe('afterLoginPath', () => {
  it("goes to the dashboard in the language the diner is reading, not the account's (decision 011)", () => {
    expect(afterLoginPath({ pageLocale: 'en' })).toBe('/en/dashboard')
    expect(afterLoginPath({ pageLocale: 'nl' })).toBe('/nl/dashboard')
  })

  it('returns to a safe next path, in that language', () => {
    expect(afterLoginPath({ pageLocale: 'en', next: '/checkout/payment-method' })).toBe('/en/checkout/payment-method')
    expect(afterLoginPath({ pageLocale: 'en', next: '/fr/checkout/payment-method' })).toBe('/en/checkout/payment-method')
    expect(afterLoginPath({ pageLocale: 'fr', next: '/' })).toBe('/fr')
    expect(afterLoginPath({ pageLocale: 'fr', next: '/?q=soup' })).toBe('/fr?q=soup')
  })

  it('ignores an unsafe next path', () => {
    expect(afterLoginPath({ pageLocale: 'en', next: '//evil.example' })).toBe('/en/dashboard')
  })
})

describe('venueView ordering: how customers log in and whether they may sign up', () => {
  it('logs in by e-mail at lumiere and by customer ID at the club (login_type 1 and 2)', () => {
    expect(venueView(demoVenueRecords(demoPlatform('lumiere')), 'en').ordering.loginType).toBe(1)
    expect(venueView(demoVenueRecords(demoPlatform('club')), 'en').ordering.loginType).toBe(2)
  })

  it('carries allow_create_account', () => {
    expect(venueView(demoVenueRecords(demoPlatform('club')), 'en').ordering.allowCreateAccount).toBe(true)
    expect(venueView(demoVenueRecords(demoPlatform('comptoir')), 'en').ordering.allowCreateAccount).toBe(false)
  })
})
