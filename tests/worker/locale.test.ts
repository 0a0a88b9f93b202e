// Pages live under /en /fr /nl /de; a path without a prefix is redirected, and the choice is remembered.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, clearFaults, header, headings, page, venueRequest, visibleHtml, warmMenus } from './helpers'

const redirect = (path: string, headers: Record<string, string> = {}) =>
  venueRequest(appUrl(), 'lumiere.localhost', path, { headers })

beforeAll(() => warmMenus([['lumiere.localhost', '/en'], ['halles.localhost', '/en']]))
afterEach(clearFaults)

describe('the language redirect of a path without a locale', () => {
  it('sends a visitor with no cookie and no Accept-Language to English', async () => {
    const response = await redirect('/')
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en')
  })

  it("follows the browser's Accept-Language", async () => {
    const response = await redirect('/', { 'accept-language': 'nl-BE,nl;q=0.9' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/nl')
  })

  it('prefers the remembered language cookie over Accept-Language', async () => {
    const response = await redirect('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'nl-BE,nl;q=0.9' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/fr')
  })

  it('keeps the rest of the path and the query', async () => {
    const response = await redirect('/info/privacy?x=1')
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en/info/privacy?x=1')
  })

  it('redirects a browser the same way (streaming does not change it)', async () => {
    const response = await redirect('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/en')
  })
})

describe('a page in a language', () => {
  it('remembers the language of a /de page for 365 days', async () => {
    const response = await page('halles.localhost', '/de')
    expect(response.status).toBe(200)
    const cookie = header(response, 'set-cookie')
    expect(cookie).toMatch(/(^|\n)i18n_redirected=de;/)
    expect(cookie).toMatch(/Max-Age=31536000/)
    expect(cookie).toMatch(/Path=\//)
    expect(visibleHtml(response.body)).toMatch(/<html lang="de"/)
  })

  it('does not set the cookie again when it already names the page language', async () => {
    const response = await page('lumiere.localhost', '/fr', { cookie: 'i18n_redirected=fr' })
    expect(response.status).toBe(200)
    expect(header(response, 'set-cookie')).not.toContain('i18n_redirected')
  })

  it('renders /fr in French', async () => {
    const response = await page('lumiere.localhost', '/fr')
    expect(response.status).toBe(200)
    expect(visibleHtml(response.body)).toMatch(/<html lang="fr"/)
    expect(headings(response.body, 2)).toContain('Entrées')
    expect(headings(response.body, 2)).not.toContain('Starters')
  })

  it('renders /en in English', async () => {
    const response = await page('lumiere.localhost', '/en')
    expect(headings(response.body, 2)).toContain('Starters')
    expect(headings(response.body, 2)).not.toContain('Entrées')
  })
})
