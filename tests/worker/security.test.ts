// What a browser can see of the Worker's security: no platform secret ever, strict headers on every answer,
// and a per-request CSP nonce that every executable inline script carries.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  addFault,
  appUrl,
  clearFaults,
  issuedTokens,
  page,
  rawRequest,
  venueRequest,
  visibleHtml,
  type RawResponse,
  type VenueResponse,
  warmMenus,
} from './helpers'

// The sandbox platform's service account (scripts/stack.mjs): secrets of the Worker, never of the browser.
const PLATFORM_CREDENTIALS = ['sandbox-client-secret', 'sandbox-password', 'webapp@sandbox.example']

const VENUES = ['lumiere', 'halles', 'comptoir', 'club', 'ferme'].map((key) => `${key}.localhost`)
const LOCALES = ['en', 'fr', 'nl', 'de']

// The club's menu is for members only: visitors are sent to login (tests/worker/route-guards.test.ts).
const MENU_PAGES: [string, string][] = ['lumiere', 'halles', 'comptoir'].map((key) => [`${key}.localhost`, '/en'])

beforeAll(() => warmMenus(MENU_PAGES))
afterEach(clearFaults)

const everything = (response: RawResponse) => [response.statusLine, ...response.rawHeaders, response.body].join('\n')

describe('the platform service token', () => {
  it('never reaches the browser, whatever is asked', { timeout: 60_000 }, async () => {
    const seen: { what: string; response: RawResponse }[] = []
    const ask = async (host: string, path: string, headers?: Record<string, string>) =>
      seen.push({ what: `${host}${path}`, response: await rawRequest(host, path, headers) })

    for (const host of VENUES) for (const locale of LOCALES) await ask(host, `/${locale}`)
    await ask('lumiere.localhost', '/en/info/privacy')
    await ask('lumiere.localhost', '/en/info/termsofuse')
    await ask('lumiere.localhost', '/api/menu/100')
    await ask('halles.localhost', '/api/menu/202', { 'x-locale': 'nl' })
    await ask('lumiere.localhost', '/api/menu/999')
    await ask('lumiere.localhost', '/api/nothing-here')
    await ask('lumiere.localhost', '/demo-images/tartare-saumon.svg')
    await ask('lumiere.localhost', '/demo-images/missing/tartare-saumon.jpg')
    await ask('lumiere.localhost', '/POS/100/logo.svg')
    await ask('club.localhost', '/POS/400/logo.svg')
    await ask('lumiere.localhost', '/favicon.svg')
    await ask('lumiere.localhost', '/en/no-such-page')
    await ask('nowhere.localhost', '/en')
    await ask('lumiere.localhost', '/')
    await ask('lumiere.localhost', '/info/privacy?x=1', { 'accept-language': 'fr' })
    // Failures on the way: a platform that refuses the token (the Worker renews it, then gives up)…
    await addFault({ match: '/api/v4/', status: 401 })
    await ask('unknown-401.localhost', '/en')
    await ask('unknown-401.localhost', '/api/menu/100')
    await clearFaults()
    // …and a platform that fails outright.
    await addFault({ match: '/api/v4/pos/url/', status: 500 })
    await ask('unknown-500.localhost', '/en')
    await clearFaults()
    await ask('lumiere.localhost', '/en')

    const tokens = await issuedTokens()
    expect(tokens.length).toBeGreaterThan(0)
    for (const { what, response } of seen) {
      const text = everything(response)
      for (const token of tokens) expect(text.includes(token), `token in ${what}`).toBe(false)
      for (const secret of PLATFORM_CREDENTIALS) expect(text.includes(secret), `${secret} in ${what}`).toBe(false)
      expect(text, what).not.toMatch(/Bearer\s+[0-9a-f]{16,}/i)
    }
  })
})

const SECURITY_HEADERS: [string, RegExp][] = [
  ['content-security-policy', /default-src/],
  ['x-content-type-options', /^nosniff$/],
  ['x-frame-options', /^DENY$/],
  ['referrer-policy', /./],
  ['strict-transport-security', /max-age=\d+/],
]

function expectSecurityHeaders(response: VenueResponse, what: string) {
  for (const [name, value] of SECURITY_HEADERS) {
    const actual = response.headers[name]
    expect(typeof actual, `${name} on ${what}`).toBe('string')
    expect(actual, `${name} on ${what}`).toMatch(value)
  }
}

const nonceOf = (response: VenueResponse) =>
  /script-src [^;]*'nonce-([A-Za-z0-9+/_=-]+)'/.exec(String(response.headers['content-security-policy']))?.[1]

// A script element the browser runs (not a data block such as type="application/json").
const isExecutable = (tag: string) => {
  const type = /\btype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase()
  return type === undefined || type === '' || type === 'module' || /javascript|ecmascript/.test(type)
}

describe('security headers', () => {
  const kinds: [string, string, string, Record<string, string>?][] = [
    ['a menu page', 'lumiere.localhost', '/en'],
    ['a page of a food court', 'halles.localhost', '/fr'],
    ['the menu API', 'lumiere.localhost', '/api/menu/100'],
    ['an unknown API path', 'lumiere.localhost', '/api/nothing-here'],
    ['a proxied image', 'lumiere.localhost', '/demo-images/tartare-saumon.svg'],
    ['a missing image', 'lumiere.localhost', '/demo-images/missing/tartare-saumon.jpg'],
    ['a venue logo', 'lumiere.localhost', '/POS/100/logo.svg'],
    ['a static file', 'lumiere.localhost', '/favicon.svg'],
    ['the locale redirect', 'lumiere.localhost', '/'],
    ['a page that does not exist', 'lumiere.localhost', '/en/no-such-page'],
    ['an unknown host', 'nowhere.localhost', '/en'],
    ['an inactive venue', 'ferme.localhost', '/en'],
  ]

  for (const [what, host, path] of kinds) {
    it(`are on ${what} (${path})`, async () => {
      const response = await page(host, path)
      expect(response.status).toBeLessThan(600)
      expectSecurityHeaders(response, what)
    })
  }

  it('are on a built asset of the page', async () => {
    const html = (await page('lumiere.localhost', '/en')).body
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const response = await page('lumiere.localhost', asset!)
    expect(response.status).toBe(200)
    expectSecurityHeaders(response, asset!)
  })

  it('are on the error page when the platform fails', async () => {
    await addFault({ match: '/api/v4/pos/url/', status: 500 })
    const response = await page('platform-down.localhost', '/en')
    expect(response.status).toBeGreaterThanOrEqual(500)
    expectSecurityHeaders(response, 'the error page')
  })
})

describe('the content security policy of a page', () => {
  it('has a fresh script nonce on every request and never allows unsafe-inline scripts', async () => {
    const first = await page('lumiere.localhost', '/en')
    const second = await page('lumiere.localhost', '/en')
    const [a, b] = [nonceOf(first), nonceOf(second)]
    expect(a).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/)
    expect(b).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/)
    expect(a).not.toBe(b)
    for (const response of [first, second]) {
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(scriptSrc).not.toContain('unsafe-eval')
      expect(scriptSrc).not.toContain('*')
    }
  })

  for (const [host, path] of <[string, string][]>[
    ['lumiere.localhost', '/en'],
    ['halles.localhost', '/nl'],
    ['comptoir.localhost', '/fr'],
    ['lumiere.localhost', '/en/info/privacy'],
    ['lumiere.localhost', '/en/no-such-page'],
    ['nowhere.localhost', '/en'],
  ]) {
    it(`lets every script of ${host}${path} run: each carries this request's nonce`, async () => {
      const response = await page(host, path)
      const nonce = nonceOf(response)
      expect(nonce).toBeDefined()
      const scripts = response.body.match(/<script\b[^>]*>/gi) ?? []
      const executable = scripts.filter(isExecutable)
      expect(executable.length).toBeGreaterThan(0)
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
      // Inline styles go through the nonce too.
      for (const tag of visibleHtml(response.body).match(/<style\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
    })
  }

  it("gives no other request's nonce to the page", async () => {
    const first = await page('lumiere.localhost', '/en')
    const second = await page('lumiere.localhost', '/en')
    expect(second.body).not.toContain(nonceOf(first)!)
  })
})

describe('redirects', () => {
  it('never send the visitor to another site', async () => {
    for (const path of ['//evil.example/', '//evil.example/%2F..', '/\\evil.example']) {
      const response = await venueRequest(appUrl(), 'lumiere.localhost', path)
      if (response.status >= 300 && response.status < 400) {
        const location = String(response.headers.location)
        expect(location, path).toMatch(/^\/[a-z]{2}(\/|$)/)
        expect(new URL(location, 'https://lumiere.localhost').host, path).toBe('lumiere.localhost')
      }
    }
  })
})

describe('state-changing API calls from elsewhere', () => {
  const LOGIN = JSON.stringify({ login: 'camille.dubois@example.com', password: 'Lumiere-2025!' })
  const port = () => new URL(appUrl()).port
  const login = (headers: Record<string, string>, body = LOGIN) =>
    venueRequest(appUrl(), 'lumiere.localhost', '/api/auth/login', { method: 'POST', headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers }, body })
  const refusedWith = (response: VenueResponse, reason: RegExp) => {
    expect(response.status, response.body).toBe(403)
    expect(JSON.parse(response.body).error).toMatch(reason)
    expect(response.headers['set-cookie']).toBeUndefined()
  }

  it('refuses a cross-site form (login CSRF): another Origin, or a body that is not JSON', async () => {
    refusedWith(await login({ 'content-type': 'application/json', origin: 'http://attacker.example' }), /own pages/)
    refusedWith(await login({ 'content-type': 'application/json', origin: `http://comptoir.localhost:${port()}` }), /own pages/)
    refusedWith(await login({ 'content-type': 'text/plain', origin: `http://lumiere.localhost:${port()}` }, `${LOGIN.slice(0, -1)}, "x": "="}`), /JSON/)
    refusedWith(await login({ 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, 'login=a&password=b'), /JSON/)
  })

  it("refuses the venue's own host under another scheme or port: a page served over plain HTTP is not its HTTPS pages", async () => {
    refusedWith(await login({ 'content-type': 'application/json', origin: `https://lumiere.localhost:${port()}` }), /own pages/)
    refusedWith(await login({ 'content-type': 'application/json', origin: 'http://lumiere.localhost:1' }), /own pages/)
  })

  it('refuses a call that names no origin at all, and one a browser marks cross-site', async () => {
    refusedWith(await login({ 'content-type': 'application/json' }), /own pages/)
    refusedWith(await login({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }), /own pages/)
    refusedWith(await login({ 'content-type': 'application/json', origin: 'null' }), /own pages/)
  })

  it("accepts the venue's own pages: their Origin, or Sec-Fetch-Site same-origin", async () => {
    expect((await login({ 'content-type': 'application/json', origin: `http://lumiere.localhost:${port()}` })).status).toBe(200)
    expect((await login({ 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })
})

describe('personal answers', () => {
  it('are kept nowhere: no-store on the customer, credit, orders, documents, and on a customer page', async () => {
    const cookie = 'customer-access-token=demo-token-camille'
    for (const path of ['/api/customer', '/api/credit', '/api/credit/history', '/api/customer/orders', '/api/documents/tickets', '/en/dashboard']) {
      const response = await venueRequest(appUrl(), 'lumiere.localhost', path, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', cookie, accept: 'application/json' } })
      expect(response.status, path).toBe(200)
      expect(response.headers['cache-control'], path).toBe('no-store')
    }
  })
})
