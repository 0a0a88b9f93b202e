// One refresher per menu for the whole world (decision 075): the app served as two data centres, each
// with its own cache and isolate, sharing the menu's owner as Cloudflare's data centres would.
import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Running } from '../../scripts/stack.mjs'
import { venueWebhookSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { addFault, callsTo, clearFaults, originUrl, platformCalls, resetCalls, sleep, venueRequest, waitForCall, waitForQuietPlatform } from './helpers'
import { startOwnApp } from './own-app'

const LUMIERE = 'lumiere.localhost'
const COLA = 100036
const ITEMS_CALL = '/api/v4/items/CustomerWebApp/pos/100/'
// How often a data centre asks the owner whether its copy is the latest (MENU_CHECK_SECONDS).
const CHECK_SECONDS = 2
type Menu = { products: { id: number; priceCents: number }[] }

let app: Running
let original: number | undefined

const menuAt = async (dataCentre: string) => {
  const response = await venueRequest(dataCentre, LUMIERE, '/api/menu/100', { headers: { 'x-locale': 'en' } })
  expect(response.status, response.body).toBe(200)
  return JSON.parse(response.body) as Menu
}
const colaCentsAt = async (dataCentre: string) => (await menuAt(dataCentre)).products.find((product) => product.id === COLA)?.priceCents

/** Asks `dataCentre` until it serves `cents` for the cola, or `timeoutMs` has passed; the time it took. */
async function untilColaCents(dataCentre: string, cents: number, timeoutMs: number): Promise<number> {
  const start = Date.now()
  while ((await colaCentsAt(dataCentre)) !== cents) {
    if (Date.now() - start > timeoutMs) throw new Error(`${dataCentre} still serves another price after ${timeoutMs} ms`)
    await sleep(100)
  }
  return Date.now() - start
}

/** The platform's signed message that Lumière's menu changed, sent to one data centre. */
function menuChanged(dataCentre: string) {
  const body = JSON.stringify({ id: randomUUID(), venue: LUMIERE, pos_id: 100 })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = `v1=${createHmac('sha256', venueWebhookSecret(LUMIERE)).update(`${timestamp}.${body}`).digest('hex')}`
  return venueRequest(dataCentre, '127.0.0.1', '/api/hooks/menu-changed', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature },
  })
}

const setColaPrice = (price: number) =>
  fetch(`${originUrl()}/__sandbox/items/${COLA}/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price }) })

beforeAll(async () => {
  app = await startOwnApp('data-centres', { platformUrl: originUrl(), dataCentres: 2, vars: { MENU_TTL_SECONDS: '2', MENU_CHECK_SECONDS: String(CHECK_SECONDS) } })
}, 120_000)

afterAll(async () => {
  await clearFaults()
  if (original !== undefined) await setColaPrice(original / 100)
  await app?.stop()
})

describe('a menu served from two data centres', () => {
  it('is loaded from the platform once between them', async () => {
    await resetCalls()
    const [east, west] = app.urls as [string, string]
    expect((await menuAt(east)).products).toHaveLength(45)
    expect((await menuAt(west)).products).toHaveLength(45)
    await waitForQuietPlatform()
    expect(callsTo(await platformCalls(), ITEMS_CALL)).toBe(1)
  })

  it('serves a change in both within seconds of the webhook to one of them', async () => {
    const [east, west] = app.urls as [string, string]
    original = await colaCentsAt(west)
    expect(original).toBeGreaterThan(0)
    expect((await setColaPrice(6.4)).status).toBe(200)
    expect((await menuChanged(east)).status).toBe(204)
    expect(await colaCentsAt(east)).toBe(640)
    // The other data centre asks the owner again within its check time, and serves it from then on.
    expect(await untilColaCents(west, 640, (CHECK_SECONDS + 3) * 1000)).toBeLessThanOrEqual((CHECK_SECONDS + 3) * 1000)
  })

  it('keeps serving the last good menu in both while the platform fails', async () => {
    const [east, west] = app.urls as [string, string]
    await waitForQuietPlatform()
    await addFault({ match: '/api/v4/items', status: 500 })
    await resetCalls()
    // The owner's copy goes stale (2 s) and its refresh fails: both data centres go on with the copy.
    const deadline = Date.now() + 15_000
    let calls = await platformCalls()
    while (callsTo(calls, ITEMS_CALL) === 0 && Date.now() < deadline) {
      for (const dataCentre of [east, west]) expect(await colaCentsAt(dataCentre)).toBe(640)
      calls = await waitForCall(ITEMS_CALL, 500)
    }
    expect(callsTo(calls, ITEMS_CALL), 'the owner tried to refresh').toBeGreaterThan(0)
    for (const dataCentre of [east, west]) expect((await menuAt(dataCentre)).products).toHaveLength(45)
  })
})
