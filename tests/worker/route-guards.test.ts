// SPEC §2 route guards, as the Worker answers full page loads: who is sent where, and the session
// cookie that decides it. Demo tokens stand for logged-in customers (origin/seed/demo/README.md).
import { describe, expect, it } from 'vitest'
import { appUrl, BROWSER_HEADERS, venueRequest } from './helpers'

const page = (host: string, path: string, token?: string) =>
  venueRequest(appUrl(), host, path, {
    headers: { ...BROWSER_HEADERS, ...(token ? { cookie: `customer-access-token=${token}` } : {}) },
  })

const redirectPath = (location: string | string[] | undefined) => new URL(String(location), 'http://x').pathname

describe('ordering pages at a venue that takes orders only from customers (club)', () => {
  for (const path of ['/en', '/en/schedule', '/en/checkout/account', '/en/my-order?uid=x', '/en/quickorder']) {
    it(`sends a visitor from ${path} to login`, async () => {
      const response = await page('club.localhost', path)
      expect(response.status).toBe(302)
      expect(redirectPath(response.headers.location)).toBe('/en/customer/login')
    })
  }

  it('lets a logged-in member order', async () => {
    const response = await page('club.localhost', '/fr', 'demo-token-oliver')
    expect(response.status).toBe(200)
    expect(response.body).toContain('product-card')
  })

  it('keeps login, register, reset password and card linking open to visitors', async () => {
    for (const path of ['/en/customer/login', '/en/customer/register', '/en/customer/resetpassword', '/en/customer/linkcard']) {
      const response = await page('club.localhost', path)
      expect(response.status, path).not.toBe(302)
    }
  })
})

describe('a venue open to visitors (lumiere)', () => {
  it('shows the menu and the checkout to a visitor', async () => {
    expect((await page('lumiere.localhost', '/en')).status).toBe(200)
    expect((await page('lumiere.localhost', '/en/schedule')).status).toBe(200)
  })

  it('sends a visitor from account pages to login', async () => {
    const customerPages = ['account', 'addresses', 'changepassword', 'credit', 'creditadd', 'creditok', 'creditrefund', 'edit', 'invoices', 'order', 'tickets']
    for (const path of ['/en/dashboard', ...customerPages.map((name) => `/en/customer/${name}`)]) {
      const response = await page('lumiere.localhost', path)
      expect(response.status, path).toBe(302)
      expect(redirectPath(response.headers.location), path).toBe('/en/customer/login')
    }
  })

  it('sends a logged-in customer from the login-type pages to the dashboard', async () => {
    for (const path of ['/fr/customer/login', '/fr/customer/register', '/fr/customer/resetpassword']) {
      const response = await page('lumiere.localhost', path, 'demo-token-camille')
      expect(response.status, path).toBe(302)
      expect(redirectPath(response.headers.location), path).toBe('/fr/dashboard')
    }
  })

  it('treats a token the venue does not know as a visitor', async () => {
    const response = await page('lumiere.localhost', '/en/customer/account', 'forged-token')
    expect(response.status).toBe(302)
    expect(redirectPath(response.headers.location)).toBe('/en/customer/login')
  })

  it('never writes the session token into the page', async () => {
    const response = await page('lumiere.localhost', '/fr/customer/account', 'demo-token-camille')
    expect(response.status).toBe(200)
    expect(response.body).not.toContain('demo-token-camille')
    expect(response.body).toContain('camille.dubois@example.com')
  })
})

describe('the debug panel', () => {
  it('does not exist while DEBUG_PANEL is off (the default)', async () => {
    const response = await page('lumiere.localhost', '/en/debug')
    expect(response.status).toBe(404)
  })
})
