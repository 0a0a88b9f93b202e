import { describe, expect, it } from 'vitest'
import { keepBounded, mayKeep, menuPageLocale, pageLocale, strategyFor } from '../../../domain/offline-cache'

const ORIGIN = 'http://lumiere.localhost'
const request = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) => ({ url: new URL(path, origin === ORIGIN ? ORIGIN : origin), method, mode, origin: ORIGIN })

describe('what the service worker does with a request', () => {
  it('shows a visitor the menu page it kept at once, and takes any other page from the network', () => {
    expect(strategyFor(request('/en', { mode: 'navigate' }))).toBe('menu-page')
    expect(strategyFor(request('/fr?stand=201', { mode: 'navigate' }))).toBe('menu-page')
    expect(strategyFor(request('/en/schedule', { mode: 'navigate' }))).toBe('page')
    expect(strategyFor(request('/en/customer/account', { mode: 'navigate' }))).toBe('page')
    expect(strategyFor(request('/en/checkout/payment-method', { mode: 'navigate' }))).toBe('page')
  })

  it("keeps the build's files, the pictures and the menu's data; leaves everything else alone", () => {
    expect(strategyFor(request('/assets/chunks/chunk-abc.js'))).toBe('shell')
    expect(strategyFor(request('/demo-images/cola.svg'))).toBe('image')
    expect(strategyFor(request('/POS/100/logo.svg'))).toBe('image')
    expect(strategyFor(request('/api/menu/100'))).toBe('menu-data')
    expect(strategyFor(request('/api/menu/100/products/100025'))).toBe('menu-data')
    expect(strategyFor(request('/api/menu/100/facts'))).toBe('menu-data')
    expect(strategyFor(request('/api/messages/allergens'))).toBe('menu-data')
    for (const path of ['/api/customer', '/api/order/abc', '/api/auth/login', '/api/payment-methods', '/sw.js', '/manifest.webmanifest']) {
      expect(strategyFor(request(path)), path).toBe('none')
    }
  })

  it('never touches a write, nor another site (the payment provider)', () => {
    expect(strategyFor(request('/api/menu/100', { method: 'POST' }))).toBe('none')
    expect(strategyFor(request('/pay/123', { mode: 'navigate', origin: 'http://127.0.0.1:4000' }))).toBe('none')
  })

  it('knows the language of a page, for the page that says it needs the network', () => {
    expect(menuPageLocale('/de')).toBe('de')
    expect(menuPageLocale('/de/schedule')).toBeNull()
    expect(pageLocale('/nl/checkout/account')).toBe('nl')
    expect(pageLocale('/xx/page')).toBeNull()
  })
})

describe('what may be kept', () => {
  const answer = (status: number, cacheControl: string | null) => ({ status, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) })

  it("keeps a visitor's complete answers and never one marked no-store, as every answer with a session is", () => {
    expect(mayKeep(answer(200, 'private, no-cache'))).toBe(true)
    expect(mayKeep(answer(200, 'public, max-age=86400'))).toBe(true)
    expect(mayKeep(answer(200, null))).toBe(true)
    expect(mayKeep(answer(200, 'no-store'))).toBe(false)
    expect(mayKeep(answer(200, 'private, No-Store'))).toBe(false)
    expect(mayKeep(answer(206, null))).toBe(false)
    expect(mayKeep(answer(404, null))).toBe(false)
  })

  it('lets the oldest entries go past the limit', async () => {
    const entries = new Map<string, Response>()
    const cache = {
      put: async (key: RequestInfo, response: Response) => void entries.set(String(key), response),
      delete: async (key: RequestInfo) => entries.delete(typeof key === 'string' ? key : key.url),
      keys: async () => [...entries.keys()].map((url) => ({ url }) as Request),
    }
    for (const url of ['a', 'b', 'c', 'b']) await keepBounded(cache, url, new Response(url), 2)
    expect([...entries.keys()]).toEqual(['c', 'b'])
  })
})
