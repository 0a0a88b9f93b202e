import { describe, expect, it } from 'vitest'
import { appleMobile, pushOffer, type PushFacts } from '../../../domain/push-offer'

// A desktop or Android Chrome that has never been asked: every part there, nothing decided yet.
const CHROME: PushFacts = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
  apple: null,
  installed: false,
  turnedOn: false,
  workerSends: true,
}
const IPHONE_17 = { version: [17, 2] } as const

describe('pushOffer', () => {
  it('offers the button to a browser that can show notifications and was not asked yet', () => {
    expect(pushOffer(CHROME)).toBe('available')
  })

  it('offers the button again where notifications are allowed but not turned on for this order', () => {
    expect(pushOffer({ ...CHROME, permission: 'granted' })).toBe('available')
  })

  it('says "on" where this device turned them on for this order and they are still allowed', () => {
    expect(pushOffer({ ...CHROME, permission: 'granted', turnedOn: true })).toBe('on')
  })

  it('says they are blocked once the diner or the browser denied them, even for an order turned on before', () => {
    expect(pushOffer({ ...CHROME, permission: 'denied' })).toBe('denied')
    expect(pushOffer({ ...CHROME, permission: 'denied', turnedOn: true })).toBe('denied')
  })

  it('does not say "on" once the permission went back to being asked', () => {
    expect(pushOffer({ ...CHROME, permission: 'default', turnedOn: true })).toBe('available')
  })

  it('says notifications cannot come where a part is missing: no service worker, no push, no notifications', () => {
    expect(pushOffer({ ...CHROME, serviceWorker: false })).toBe('unsupported')
    expect(pushOffer({ ...CHROME, pushManager: false })).toBe('unsupported')
    expect(pushOffer({ ...CHROME, notification: false })).toBe('unsupported')
  })

  it('says notifications cannot come when the Worker sends none, whatever the browser can do', () => {
    expect(pushOffer({ ...CHROME, workerSends: false })).toBe('unsupported')
    expect(pushOffer({ ...CHROME, permission: 'granted', turnedOn: true, workerSends: false })).toBe('unsupported')
  })

  it('asks an iPhone or iPad reading the site in its browser to install it first, as Safari there has no push for a page', () => {
    const safari = { ...CHROME, apple: IPHONE_17, pushManager: false, notification: false }
    expect(pushOffer(safari)).toBe('install-app')
    // An iPad that says it is a Mac tells no version.
    expect(pushOffer({ ...safari, apple: { version: null } })).toBe('install-app')
  })

  it('offers the button in the app installed on an iPhone from iOS 16.4', () => {
    expect(pushOffer({ ...CHROME, apple: { version: [16, 4] }, installed: true })).toBe('available')
    expect(pushOffer({ ...CHROME, apple: IPHONE_17, installed: true, permission: 'granted', turnedOn: true })).toBe('on')
    expect(pushOffer({ ...CHROME, apple: IPHONE_17, installed: true, permission: 'denied' })).toBe('denied')
  })

  it('does not ask to install on an iOS before 16.4, where the installed app has no push either', () => {
    expect(pushOffer({ ...CHROME, apple: { version: [16, 3] }, pushManager: false, notification: false })).toBe('unsupported')
    expect(pushOffer({ ...CHROME, apple: { version: [15, 8] }, installed: true, pushManager: false })).toBe('unsupported')
  })
})

describe('appleMobile', () => {
  it("reads an iPhone's and an iPad's iOS version from their browser", () => {
    expect(appleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1', 5)).toEqual({ version: [17, 2] })
    expect(appleMobile('Mozilla/5.0 (iPad; CPU OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1', 5)).toEqual({ version: [16, 4] })
  })

  it('knows an iPad that asks for desktop pages by its touch points, without a version', () => {
    const desktopSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15'
    expect(appleMobile(desktopSafari, 5)).toEqual({ version: null })
    expect(appleMobile(desktopSafari, 0)).toBeNull()
  })

  it('is null for Android and Windows', () => {
    expect(appleMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 5)).toBeNull()
    expect(appleMobile('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 10)).toBeNull()
  })
})
