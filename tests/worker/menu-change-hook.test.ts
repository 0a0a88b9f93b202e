// The venue's webhook for a changed menu: the edge loads it again at once, so the next diner sees a new
// price without waiting for the menu's time in the cache. The sandbox changes a price and sends it.
import { afterAll, describe, expect, it } from 'vitest'
import { appUrl, originUrl, venueRequest } from './helpers'

const COLA = 100036
type Menu = { products: { id: number; priceCents: number }[] }

const colaCents = async () => {
  const menu = JSON.parse((await venueRequest(appUrl(), 'lumiere.localhost', '/api/menu/100', { headers: { 'x-locale': 'en' } })).body) as Menu
  return menu.products.find((product) => product.id === COLA)?.priceCents
}
const setColaPrice = (price: number) =>
  fetch(`${originUrl()}/__sandbox/items/${COLA}/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price }) })

describe('a menu the venue changed', () => {
  let original: number | undefined

  afterAll(async () => {
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
      body: JSON.stringify({ id: 'x', venue: 'lumiere.localhost', pos_id: 100 }),
    })
    expect(response.status).toBe(401)
  })

  it('answers 404 in the sandbox for a product that does not exist', async () => {
    expect((await fetch(`${originUrl()}/__sandbox/items/999999/price`, { method: 'POST', body: JSON.stringify({ price: 1 }), headers: { 'content-type': 'application/json' } })).status).toBe(404)
  })
})
