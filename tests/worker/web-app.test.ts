// Each venue's site as an installable app: its manifest and icons, the service worker's script, and the
// head of its pages.
import { describe, expect, it } from 'vitest'
import { appUrl, BROWSER_HEADERS, venueRequest } from './helpers'

const get = (host: string, path: string, headers: Record<string, string> = {}) => venueRequest(appUrl(), host, path, { headers })
const json = (body: string) => JSON.parse(body) as Record<string, unknown>

describe('the web app manifest', () => {
  it("names the venue, opens its menu in the page's language, in its colour, with its icons", async () => {
    const response = await get('lumiere.localhost', '/manifest.webmanifest?lang=fr')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/manifest+json')
    expect(json(response.body)).toMatchObject({
      id: '/',
      name: 'Brasserie Lumière',
      short_name: 'Lumière',
      start_url: '/fr',
      display: 'standalone',
      theme_color: '#a16207',
      icons: [
        { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/app-icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    })
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('is one per venue', async () => {
    const halles = json((await get('halles.localhost', '/manifest.webmanifest?lang=en')).body)
    expect(halles).toMatchObject({ name: 'Saint-Géry Market Hall', short_name: 'Market Hall', start_url: '/en', theme_color: '#0f766e' })
  })

  it("without a language, opens in the one the diner chose last, then the browser's", async () => {
    expect(json((await get('lumiere.localhost', '/manifest.webmanifest', { cookie: 'i18n_redirected=nl' })).body).start_url).toBe('/nl')
    expect(json((await get('lumiere.localhost', '/manifest.webmanifest', { 'accept-language': 'de-BE,de;q=0.9' })).body).start_url).toBe('/de')
    expect(json((await get('lumiere.localhost', '/manifest.webmanifest?lang=xx', { cookie: 'i18n_redirected=fr' })).body).start_url).toBe('/fr')
  })

  it('is not given for a host that is no venue', async () => {
    expect((await get('unknown.localhost', '/manifest.webmanifest')).status).toBe(404)
  })
})

describe('the app icons', () => {
  it("carry the venue's logo, on white; the maskable one keeps it inside the safe middle", async () => {
    for (const path of ['/app-icon.svg', '/app-icon-maskable.svg']) {
      const response = await get('lumiere.localhost', path)
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('image/svg+xml')
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/)
      expect(response.body).toContain('<image href="data:image/svg+xml;base64,')
    }
    const maskable = (await get('lumiere.localhost', '/app-icon-maskable.svg')).body
    // The logo's box stays within the circle of radius 40% around the middle.
    const [, x, size] = /<image [^>]*x="(\d+)" y="\d+" width="(\d+)"/.exec(maskable) ?? []
    expect(Number(size) / 2 * Math.SQRT2).toBeLessThanOrEqual(512 * 0.4)
    expect(Number(x) + Number(size) / 2).toBe(256)
  })

  it("draw the initial on the venue's colour when the venue has no logo", async () => {
    const icon = (await get('club.localhost', '/app-icon.svg')).body
    expect(icon).not.toContain('<image')
    expect(icon).toMatch(/<text [^>]*>L<\/text>/)
    expect(icon).toContain('fill="#be123c"')
  })
})

describe('the service worker', () => {
  it('is served fresh each time it is checked, and may reach its own site', async () => {
    const response = await get('lumiere.localhost', '/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'")
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline')
  })

  it("keeps the menu's own scripts, every one of which exists, and no other page's", async () => {
    const script = (await get('lumiere.localhost', '/sw.js')).body
    const shell = JSON.parse(/\["\/assets[^\]]*\]/.exec(script)![0]) as string[]
    const page = (await get('lumiere.localhost', '/en', BROWSER_HEADERS)).body
    const menuScripts = [...new Set([...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))]
    expect(menuScripts.length).toBeGreaterThan(0)
    expect(shell).toEqual(expect.arrayContaining(menuScripts))
    expect(shell.some((file) => /pages_(checkout|schedule|customer)/.test(file))).toBe(false)
    const statuses = await Promise.all(shell.map(async (file) => (await get('lumiere.localhost', file)).status))
    expect(statuses.every((status) => status === 200)).toBe(true)
  })
})

describe('the head of a page', () => {
  it("links the manifest in the page's language and paints the browser in the venue's colour", async () => {
    const page = (await get('lumiere.localhost', '/nl', BROWSER_HEADERS)).body
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=nl"/>')
    expect(page).toContain('<meta name="theme-color" content="#a16207"/>')
  })
})
