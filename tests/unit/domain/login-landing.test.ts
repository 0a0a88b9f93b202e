import { describe, expect, it } from 'vitest'
import { adoptedLocale, afterLoginPath, safeNextPath } from '../../../domain/login-landing'
import { venueView } from '../../../domain/venue-view'
import { demoPlatform, demoVenueRecords } from './demo-data'

describe('safeNextPath', () => {
  it('keeps an app path, with its query and hash', () => {
    expect(safeNextPath('/checkout/payment-method')).toBe('/checkout/payment-method')
    expect(safeNextPath('/my-order?uid=5239edc1')).toBe('/my-order?uid=5239edc1')
    expect(safeNextPath('/checkout/payment-method#loading')).toBe('/checkout/payment-method#loading')
    expect(safeNextPath('/')).toBe('/')
  })

  it('drops a locale prefix, so the adopted language decides', () => {
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

describe('adoptedLocale', () => {
  it("adopts the customer's two-letter language when the app offers it", () => {
    expect(adoptedLocale('fr', 'en')).toBe('fr')
    expect(adoptedLocale('NL', 'en')).toBe('nl')
    expect(adoptedLocale('de-BE', 'fr')).toBe('de')
  })

  it("keeps the page's language otherwise", () => {
    expect(adoptedLocale('es', 'nl')).toBe('nl')
    expect(adoptedLocale(null, 'fr')).toBe('fr')
    expect(adoptedLocale('', 'de')).toBe('de')
  })
})

describe('afterLoginPath', () => {
  it("goes to the dashboard in the customer's language (SPEC §2 default route, §4 Session)", () => {
    expect(afterLoginPath({ customerLanguage: 'fr', pageLocale: 'en' })).toBe('/fr/dashboard')
    expect(afterLoginPath({ customerLanguage: null, pageLocale: 'nl' })).toBe('/nl/dashboard')
  })

  it('returns to a safe next path, in that language', () => {
    expect(afterLoginPath({ customerLanguage: 'en', pageLocale: 'fr', next: '/checkout/payment-method' })).toBe('/en/checkout/payment-method')
    expect(afterLoginPath({ customerLanguage: 'fr', pageLocale: 'fr', next: '/' })).toBe('/fr')
    expect(afterLoginPath({ customerLanguage: 'fr', pageLocale: 'fr', next: '/?q=soup' })).toBe('/fr?q=soup')
  })

  it('ignores an unsafe next path', () => {
    expect(afterLoginPath({ customerLanguage: 'fr', pageLocale: 'en', next: '//evil.example' })).toBe('/fr/dashboard')
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
