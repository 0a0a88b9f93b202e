// The venue's webhook for a changed menu: the edge loads it again at once, so the next diner sees a new
// price without waiting for the menu's time in the cache. The sandbox changes a price and sends it.
import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { venueWebhookSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { addFault, appUrl, clearFaults, originUrl, platformCalls, resetCalls, venueRequest, waitForQuietPlatform, warmMenus } from './helpers'

const LUMIERE = 'lumiere.localhost'
const COLA = 100036
type Menu = { products: { id: number; priceCents: number }[] }

const colaCents = async () => {
  const menu = JSON.parse((await venueRequest(appUrl(), LUMIERE, '/api/menu/100', { headers: { 'x-locale': 'en' } })).body) as Menu
  return menu.products.find((product) => product.id === COLA)?.priceCents
}
const setColaPrice = (price: number) =>
  fetch(`${originUrl()}/__sandbox/items/${COLA}/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price }) })

/** The message as the platform sends it: signed now with the venue's own secret. */
function menuChanged(body: string, secret = venueWebhookSecret(LUMIERE)) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
  return venueRequest(appUrl(), '127.0.0.1', '/api/hooks/menu-changed', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature },
  })
}

describe('a menu the venue changed', () => {
  let original: number | undefined

  afterAll(async () => {
    await clearFaults()
    if (original !== undefined) await setColaPrice(original / 100)
  })

  it('reaches the next diner at once, through the signed webhook', async () => {
    original = await colaCents()
    expect(original).toBeGreaterThan(0)
    const answer = await setColaPrice(7.25)
    expect(answer.status).toBe(200)
    expect(await colaCents()).toBe(725)
  })

  it('is not taken from anyone but the venue: an unsigned message is refused and reloads nothing', async () => {
    const response = await venueRequest(appUrl(), '127.0.0.1', '/api/hooks/menu-changed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', venue: LUMIERE, pos_id: 100 }),
    })
    expect(response.status).toBe(401)
  })

  it('is reloaded once per message: 20 replays of it are refused and ask the platform nothing', async () => {
    await warmMenus([[LUMIERE, '/en']])
    await waitForQuietPlatform()
    const body = JSON.stringify({ id: randomUUID(), venue: LUMIERE, pos_id: 100 })
    await resetCalls()
    expect((await menuChanged(body)).status).toBe(204)
    await waitForQuietPlatform()
    // The first one reloads the whole menu.
    expect((await platformCalls()).total).toBeGreaterThan(0)

    await resetCalls()
    const replays = await Promise.all(Array.from({ length: 20 }, () => menuChanged(body)))
    expect(replays.map((replay) => replay.status)).toEqual(Array(20).fill(409))
    await waitForQuietPlatform()
    expect((await platformCalls()).total).toBe(0)
  })

  it('is taken again when its reload failed, so the platform\'s retry of it does the work', async () => {
    await warmMenus([[LUMIERE, '/en']])
    const body = JSON.stringify({ id: randomUUID(), venue: LUMIERE, pos_id: 100 })
    await addFault({ match: '/api/v4/items/', status: 503 })
    expect((await menuChanged(body)).status).toBeGreaterThanOrEqual(500)
    await clearFaults()
    expect((await menuChanged(body)).status).toBe(204)
  })

  it("is refused, before any work, when signed with another venue's secret", async () => {
    await resetCalls()
    const refused = await menuChanged(JSON.stringify({ id: randomUUID(), venue: LUMIERE, pos_id: 100 }), venueWebhookSecret('grand.localhost'))
    expect([refused.status, JSON.parse(refused.body).error]).toEqual([401, 'bad signature'])
    expect((await platformCalls()).total).toBe(0)
  })

  it('answers 404 in the sandbox for a product that does not exist', async () => {
    expect((await fetch(`${originUrl()}/__sandbox/items/999999/price`, { method: 'POST', body: JSON.stringify({ price: 1 }), headers: { 'content-type': 'application/json' } })).status).toBe(404)
  })
})
