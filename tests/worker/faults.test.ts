// The serving stack under faults, with an app and a sandbox origin of its own (the other Worker tests
// share theirs): the app killed in the middle of a checkout, the origin stopped, the platform slow. Its
// venues are due for a refresh a second after they are loaded.
import { rmSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startOrigin, type Running } from '../../scripts/stack.mjs'
import { BROWSER_HEADERS, cookiesSetBy, productCardCount, venueRequest, visibleHtml } from './helpers'
import { ownOriginPort, ownPort, startOwnApp } from './own-app'

const ORIGIN_PORT = ownOriginPort('faults')
const APP_PORT = ownPort('faults')
const LUMIERE = 'lumiere.localhost'
// Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; the Tuesday after is booked.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'

let origin: Running
let app: Running

beforeAll(async () => {
  for (const dir of ['.wrangler/test-faults', '.wrangler/test-faults-app']) rmSync(dir, { recursive: true, force: true })
  origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/test-faults' })
  app = await startOwnApp('faults', { platformUrl: origin.url, vars: { PAGE_TIMEOUT_MS: '1500', VENUE_TTL_SECONDS: '1' } })
  await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await origin?.stop()
})

afterEach(async () => {
  await origin.start().catch(() => undefined)
  await sandbox('/faults', { method: 'DELETE' })
})

async function sandbox(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin.url}/__sandbox${path}`, { ...init, headers: { 'content-type': 'application/json' } })
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`)
  return response
}

const pageOf = (host: string, path: string) => venueRequest(app.url, host, path, { headers: BROWSER_HEADERS })

function post(path: string, body: unknown, cookie = '') {
  return venueRequest(app.url, LUMIERE, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${LUMIERE}:${APP_PORT}`, 'x-locale': 'fr', cookie },
    body: JSON.stringify(body),
  })
}

/** A visitor holds Tuesday 12:00 for takeaway; the cookie that goes with their checkout. */
async function visitorWithSlot(): Promise<string> {
  const slots = await venueRequest(app.url, LUMIERE, `/api/slots/2/1/${TUESDAY}`)
  expect(slots.status, slots.body).toBe(200)
  const cookie = cookiesSetBy(slots)
  const held = await post('/api/slot-prebook', { consumption_type: 2, guest_count: 1, slot_id: `${TUESDAY}T12:00|2` }, cookie)
  expect(held.status, held.body).toBe(200)
  return cookie
}

const checkout = (key: string) => ({
  key,
  consumption_type: 2,
  guest_count: null,
  slot_id: `${TUESDAY}T12:00|2`,
  cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
  amount: 21,
  payment_method: 'bancontact',
  contact: { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' },
  terms_accepted: true,
})

const placedOrders = async () => ((await (await sandbox('/orders')).json()) as { uid: string }[]).map((order) => order.uid)

/** Waits until the venue has received a call to `path` (it is recorded before any injected delay). */
async function venueReceived(path: string) {
  for (;;) {
    const calls = (await (await sandbox('/calls')).json()) as { byPath: Record<string, number> }
    if ((calls.byPath[path] ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the app killed in the middle of a checkout', () => {
  it('leaves one order, which the diner finds by trying again once the app is back', async () => {
    await sandbox('/orders', { method: 'DELETE' })
    await sandbox('/calls', { method: 'DELETE' })
    const cookie = await visitorWithSlot()
    const key = '0b6e3f52-1c4d-4e8a-9f70-2a5b6c7d8e91'
    // The venue takes its time: the checkout is on its way when the app dies.
    await sandbox('/faults', { method: 'POST', body: JSON.stringify({ match: '/venues/lumiere/api/checkout', delay_ms: 1_000 }) })
    const lost = post('/api/checkout', checkout(key), cookie).then(
      (response) => response.status,
      () => 'connection lost',
    )
    await venueReceived('/venues/lumiere/api/checkout/-1')
    await app.kill()
    expect(await lost).toBe('connection lost')
    await app.start()
    await sandbox('/faults', { method: 'DELETE' })

    const retried = await post('/api/checkout', checkout(key), cookie)
    expect(retried.status, retried.body).toBeLessThan(300)
    const again = await post('/api/checkout', checkout(key), cookie)
    expect(JSON.parse(again.body).order.uid).toBe(JSON.parse(retried.body).order.uid)
    expect(await placedOrders()).toEqual([JSON.parse(retried.body).order.uid])
  })
})

describe('the sandbox origin stopped', () => {
  it('keeps the cached menu on screen, says login and checkout cannot reach the venue, and recovers by itself', async () => {
    const warm = await pageOf(LUMIERE, '/fr')
    expect(productCardCount(warm.body)).toBe(45)
    const cookie = await visitorWithSlot()
    await origin.stop()

    const menu = await pageOf(LUMIERE, '/fr')
    expect(menu.status).toBe(200)
    expect(productCardCount(menu.body)).toBe(45)

    const login = await post('/api/auth/login', { login: 'camille.dubois@example.com', password: 'Lumiere-2025!' })
    expect(login.status).toBe(502)
    expect(JSON.parse(login.body)).toEqual({ error: 'unavailable' })
    const order = await post('/api/checkout', checkout('5d1f0c3e-7a2b-4c6d-8e9f-0a1b2c3d4e5f'), cookie)
    expect(order.status).toBe(502)
    expect(JSON.parse(order.body)).toEqual({ error: 'unavailable' })

    await origin.start()
    const back = await post('/api/auth/login', { login: 'camille.dubois@example.com', password: 'Lumiere-2025!' })
    expect(back.status, back.body).toBe(200)
  })

  it("gives a customer's page the venue cannot confirm the error page with its status and message (SPEC §8), in the page language", async () => {
    expect((await pageOf(LUMIERE, '/fr')).status).toBe(200)
    await origin.stop()
    const account = await venueRequest(app.url, LUMIERE, '/fr/customer/account', {
      headers: { ...BROWSER_HEADERS, cookie: 'customer-access-token=demo-token-camille' },
    })
    expect(account.status).toBe(503)
    const shown = visibleHtml(account.body)
    expect(shown).toContain('Erreur 503')
    expect(shown).toContain('Cet établissement est momentanément injoignable. Veuillez réessayer dans un instant.')
    expect(shown).toContain('Réessayer')
  })

  it('gives a venue not cached yet a 503 page in the page language, with a way to try again', async () => {
    await origin.stop()
    const closed = await pageOf('halles.localhost', '/fr')
    expect(closed.status).toBe(503)
    expect(closed.headers['retry-after']).toBe('5')
    expect(closed.body).toContain('<html lang="fr">')
    expect(closed.body).toContain('Cet établissement est momentanément injoignable')
    expect(closed.body).toContain('href="/fr"')

    await origin.start()
    const open = await pageOf('halles.localhost', '/fr')
    expect(open.status).toBe(200)
  })
})

describe('a venue due for a refresh', () => {
  const venueLookups = async () => ((await (await sandbox('/calls')).json()) as { byPath: Record<string, number> }).byPath

  it('is still served, from the edge, while the platform is down, and refreshed once it is back', async () => {
    expect((await pageOf(LUMIERE, '/en')).status).toBe(200)
    // Past the venue's 1 s to live, which the isolate's memo never outlives.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await origin.stop()
    const stale = await pageOf(LUMIERE, '/en')
    expect(stale.status).toBe(200)
    expect(productCardCount(stale.body)).toBe(45)

    await origin.start()
    await sandbox('/calls', { method: 'DELETE' })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect((await pageOf(LUMIERE, '/en')).status).toBe(200)
    await expect.poll(async () => (await venueLookups())['/api/v4/pos/url/lumiere.localhost'] ?? 0).toBe(1)
  })

  it('is loaded once for a burst of first visitors', async () => {
    await sandbox('/calls', { method: 'DELETE' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => pageOf('club.localhost', '/nl/customer/login')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect((await venueLookups())['/api/v4/pos/url/club.localhost']).toBe(1)
  })
})

describe('the platform answering in 5 s', () => {
  it('still renders a cached venue at once, and gives up on one not cached before the platform answers', async () => {
    expect((await pageOf(LUMIERE, '/en')).status).toBe(200)
    await sandbox('/faults', { method: 'POST', body: JSON.stringify({ match: '/api/v4/', delay_ms: 5_000 }) })
    await sandbox('/faults', { method: 'POST', body: JSON.stringify({ match: '/connect/token', delay_ms: 5_000 }) })

    const cached = await pageOf(LUMIERE, '/en')
    expect(cached.status).toBe(200)
    expect(productCardCount(cached.body)).toBe(45)
    // Waiting for the platform would have given the page (200) after 5 s: a 503 is the Worker's own limit.
    const uncached = await pageOf('comptoir.localhost', '/en')
    expect(uncached.status).toBe(503)
    expect(uncached.body).toContain('This venue cannot be reached right now')
  })
})
