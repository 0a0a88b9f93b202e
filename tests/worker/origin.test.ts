// The sandbox origin in workerd with its real local D1, seeded from the demo data.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('origin')
const PERSIST_TO = '.wrangler/test-origin-only'
const CREDENTIALS = {
  grant_type: 'password',
  username: 'webapp@sandbox.example',
  password: 'sandbox-password',
  client_id: 'ordering-webapp',
  client_secret: 'sandbox-client-secret',
}

let origin: RunningOrigin
let token: string

const requestToken = (fields: Record<string, string>) =>
  fetch(`${origin.url}/connect/token`, { method: 'POST', body: new URLSearchParams(fields) })

const platform = (path: string, bearer = token) =>
  fetch(`${origin.url}/api/v4${path}`, { headers: { authorization: `Bearer ${bearer}` } })

const platformJson = async <T = unknown>(path: string): Promise<T> => {
  const response = await platform(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

const sandbox = (path: string, init?: RequestInit) => fetch(`${origin.url}/__sandbox${path}`, init)

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
  const response = await requestToken(CREDENTIALS)
  token = ((await response.json()) as { access_token: string }).access_token
})

afterAll(async () => {
  await origin?.stop()
})

describe('service token', () => {
  it('issues a bearer token for the configured service account', async () => {
    const response = await requestToken(CREDENTIALS)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 })
    expect(body.access_token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a token request with a wrong client secret', async () => {
    const response = await requestToken({ ...CREDENTIALS, client_secret: 'wrong' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'invalid_client' })
  })

  it('refuses a token request with a wrong password', async () => {
    const response = await requestToken({ ...CREDENTIALS, password: 'wrong' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_grant' })
  })

  it('answers 401 to a platform call without a token or with an unknown one', async () => {
    expect((await fetch(`${origin.url}/api/v4/allergens`)).status).toBe(401)
    expect((await platform('/allergens', 'not-a-token')).status).toBe(401)
  })
})

describe('venue settings', () => {
  it('finds the POS by host, with or without a port', async () => {
    expect(await platformJson('/pos/url/lumiere.localhost')).toMatchObject({ id: 100, journal_id: 1100 })
    expect(await platformJson('/pos/url/lumiere.localhost:4000')).toMatchObject({ id: 100 })
  })

  it('answers 404 for an unknown host', async () => {
    expect((await platform('/pos/url/nowhere.localhost')).status).toBe(404)
  })

  it('rewrites base_url to this origin under /venues/<key>', async () => {
    const pos = await platformJson<{ base_url: string }>('/pos/url/lumiere.localhost')
    expect(pos.base_url).toBe(`${origin.url}/venues/lumiere`)
  })

  it('lists the halles children in file order, each pointing at the halles prefix', async () => {
    const children = await platformJson<Array<{ id: number; base_url: string }>>('/POS/Children/200')
    expect(children.map((child) => child.id)).toEqual([201, 202, 203, 204])
    expect(new Set(children.map((child) => child.base_url))).toEqual(new Set([`${origin.url}/venues/halles`]))
  })

  it('answers the journal, store and entity by id, and 404 for an unknown id', async () => {
    expect(await platformJson('/journals/1100')).toMatchObject({ id: 1100 })
    expect(await platformJson('/stores/2100')).toMatchObject({ id: 2100, entity_id: 3100 })
    expect(await platformJson('/entities/3100')).toMatchObject({ id: 3100 })
    expect((await platform('/stores/999999')).status).toBe(404)
  })
})

describe('menu', () => {
  it('serves all 63 items of POS 100, inactive ones included', async () => {
    expect(await platformJson<unknown[]>('/items/CustomerWebApp/pos/100/2000-01-01')).toHaveLength(63)
  })

  it('reports the truffle burger (item 100023) out of stock', async () => {
    const items = await platformJson<Array<{ id: number; uid: string }>>('/items/CustomerWebApp/pos/100/2000-01-01')
    const burger = items.find((item) => item.id === 100023)!
    const stocks = await platformJson<Array<{ out_of_stock: boolean }>>(`/Stocks/Item/${burger.uid}/Entity/3100`)
    expect(stocks).toEqual([expect.objectContaining({ item_id: 100023, store_id: 2100, out_of_stock: true })])
  })

  it('serves the 14 allergens', async () => {
    expect(await platformJson<unknown[]>('/allergens')).toHaveLength(14)
  })
})

describe('images', () => {
  it('generates a cacheable SVG for any demo image slug', async () => {
    const response = await fetch(`${origin.url}/demo-images/x.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 600 400"/)
  })

  it('answers 404 under /demo-images/missing/', async () => {
    expect((await fetch(`${origin.url}/demo-images/missing/x.jpg`)).status).toBe(404)
  })

  it("serves a POS logo from its store's media, and 404 when the store has none", async () => {
    const logo = await fetch(`${origin.url}/POS/100/logo.svg`)
    expect(logo.status).toBe(200)
    expect(await logo.text()).toContain('>L</text>')
    expect((await fetch(`${origin.url}/POS/400/logo.svg`)).status).toBe(404)
  })
})

describe('sandbox control', () => {
  afterEach(async () => {
    await sandbox('/faults', { method: 'DELETE' })
  })

  it('counts platform calls per path and resets the count', async () => {
    await sandbox('/calls', { method: 'DELETE' })
    await platform('/allergens')
    await platform('/allergens')
    await platform('/journals/1100')
    const calls = await (await sandbox('/calls')).json()
    expect(calls).toEqual({ total: 3, byPath: { '/api/v4/allergens': 2, '/api/v4/journals/1100': 1 } })

    await sandbox('/calls', { method: 'DELETE' })
    expect(await (await sandbox('/calls')).json()).toEqual({ total: 0, byPath: {} })
  })

  it('makes a matching call answer the fault status until faults are cleared', async () => {
    const added = await sandbox('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/api/v4/items', status: 500 }),
    })
    expect(added.status).toBe(201)
    expect((await platform('/items/CustomerWebApp/pos/100/2000-01-01')).status).toBe(500)
    expect((await platform('/allergens')).status).toBe(200)

    await sandbox('/faults', { method: 'DELETE' })
    expect((await platform('/items/CustomerWebApp/pos/100/2000-01-01')).status).toBe(200)
  })

  it('holds a delayed call until its fault is cleared, then answers it as if it had never been faulted', async () => {
    await sandbox('/calls', { method: 'DELETE' })
    await sandbox('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: '/api/v4/allergens', status: 503, delay_ms: 60_000 }),
    })
    const held = platform('/allergens')
    // The call has reached the sandbox, and waits.
    await expect.poll(async () => ((await (await sandbox('/calls')).json()) as { total: number }).total).toBe(1)

    await sandbox('/faults', { method: 'DELETE' })
    expect((await held).status).toBe(200)
  })

  it('lists the issued service tokens', async () => {
    const tokens = (await (await sandbox('/tokens')).json()) as Array<{ token: string }>
    expect(tokens.map((issued) => issued.token)).toContain(token)
  })

  it('reserves the venue API prefix with 501', async () => {
    const response = await fetch(`${origin.url}/venues/lumiere/api/pos`)
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({ error: 'not implemented' })
  })
})

describe('persistence', () => {
  it('keeps its D1 state across a restart without reset', async () => {
    await sandbox('/calls', { method: 'DELETE' })
    await platform('/allergens')
    await origin.stop()
    origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO, reset: false })

    expect((await platform('/allergens')).status).toBe(200)
    expect(await (await sandbox('/calls')).json()).toEqual({ total: 2, byPath: { '/api/v4/allergens': 2 } })
  })
})
