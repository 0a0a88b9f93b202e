import { describe, expect, it } from 'vitest'
import { isKeepRequest, keepBounded, keepRequest, mayKeep, menuPageLocale, pageLocale, strategyFor } from '../../../domain/offline-cache'

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

  it('leaves the health answer to the network, asked by a monitor or opened as a page', () => {
    expect(strategyFor(request('/healthz'))).toBe('none')
    expect(strategyFor(request('/healthz', { mode: 'navigate' }))).toBe('none')
    expect(mayKeep({ status: 200, headers: new Headers({ 'cache-control': 'no-store' }) })).toBe(false)
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

describe('what the page asks the worker to keep', () => {
  const menu = {
    posId: 100,
    products: [
      { id: 1, isMenu: false, imageUrl: '/demo-images/a.svg' },
      { id: 2, isMenu: true, imageUrl: '/demo-images/b.svg' },
      { id: 3, isMenu: false, imageUrl: 'https://cdn.example/c.jpg' },
      { id: 4, isMenu: false, imageUrl: '/demo-images/a.svg' },
      { id: 5, isMenu: false, imageUrl: null },
    ],
  }

  it("keeps a menu page with its address, the composed menus' steps, the allergens and the pictures of our own origin, once each", () => {
    expect(keepRequest({ pathname: '/fr', search: '?stand=201' }, [menu], 'fr')).toEqual({
      type: 'keep',
      page: '/fr?stand=201',
      data: ['/api/messages/allergens', '/api/messages/composition', '/api/messages/offline', '/api/menu/100/facts', '/api/menu/100/products/2'],
      images: ['/demo-images/a.svg', '/demo-images/b.svg'],
      locale: 'fr',
    })
  })

  it('keeps no other page than a menu', () => {
    expect(keepRequest({ pathname: '/fr/schedule', search: '' }, [menu], 'fr').page).toBeNull()
  })

  it('takes only such a request from a message', () => {
    expect(isKeepRequest(keepRequest({ pathname: '/en', search: '' }, [menu], 'en'))).toBe(true)
    expect(isKeepRequest('skip-waiting')).toBe(false)
    expect(isKeepRequest({ type: 'keep', data: [], images: [], locale: 'xx' })).toBe(false)
    expect(isKeepRequest(null)).toBe(false)
  })
})
