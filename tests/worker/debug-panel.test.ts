// The hidden debug panel (SPEC §2 /debug): absent by default (route-guards.test.ts), shown where the
// Worker is configured with DEBUG_PANEL=on. This file starts such an app beside the shared origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_HEADERS, originUrl, venueRequest } from './helpers'
import { startOwnApp } from './own-app'

let app: { url: string; stop: () => Promise<void> }

beforeAll(async () => {
  app = await startOwnApp('debug-panel', { platformUrl: originUrl(), vars: { DEBUG_PANEL: 'on' } })
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('with DEBUG_PANEL=on', () => {
  it('shows the API base, point of sale, store and customer', async () => {
    const response = await venueRequest(app.url, 'lumiere.localhost', '/en/debug', {
      headers: { ...BROWSER_HEADERS, cookie: 'customer-access-token=demo-token-camille' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toContain('/venues/lumiere/api')
    expect(response.body).toContain('Brasserie Lumière')
    expect(response.body).toContain('camille.dubois@example.com')
    // Never the session token, even here.
    expect(response.body).not.toContain('demo-token-camille')
  })

  it('shows a visitor as such', async () => {
    const response = await venueRequest(app.url, 'halles.localhost', '/en/debug', { headers: BROWSER_HEADERS })
    expect(response.status).toBe(200)
    expect(response.body).toContain('<pre tabindex="0">visitor</pre>')
  })
})
