// GET /api/menu/:posId: the menu of one of the venue's own points of sale, in the X-Locale language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, clearFaults, venueRequest, type VenueResponse, warmMenus } from './helpers'

type MenuProduct = { id: number; name: string; imageUrl: string | null; outOfStock: boolean; priceCents: number }
type MenuView = { posId: number; categories: { id: number; name: string; productIds: number[] }[]; products: MenuProduct[] }

const menuApi = (host: string, posId: number | string, locale?: string) =>
  venueRequest(appUrl(), host, `/api/menu/${posId}`, { headers: locale ? { 'x-locale': locale } : {} })

const json = <T>(response: VenueResponse) => {
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  return JSON.parse(response.body) as T
}

const product = (menu: MenuView, id: number) => {
  const found = menu.products.find((p) => p.id === id)
  expect(found, `product ${id}`).toBeDefined()
  return found!
}

beforeAll(() => warmMenus([['lumiere.localhost', '/en'], ['halles.localhost', '/en']]))
afterEach(clearFaults)

describe('the menu API', () => {
  it('answers a food court stand in Dutch when asked with X-Locale: nl', async () => {
    const response = await menuApi('halles.localhost', 202, 'nl')
    expect(response.status).toBe(200)
    const menu = json<MenuView>(response)
    expect(menu.posId).toBe(202)
    expect(product(menu, 202001).name).toBe('Misosoep')
    expect(product(menu, 202003).name).toBe('Kip-gyoza (5 stuks)')
    expect(menu.categories.map((c) => c.name)).toContain('Voorgerechten')
    expect(String(response.headers.vary)).toMatch(/X-Locale/i)
  })

  it('answers in English by default and in French with X-Locale: fr', async () => {
    const english = json<MenuView>(await menuApi('halles.localhost', 202))
    expect(product(english, 202001).name).toBe('Miso soup')
    const french = json<MenuView>(await menuApi('halles.localhost', 202, 'fr'))
    expect(product(french, 202001).name).toBe('Soupe miso')
  })

  it('refuses the hidden stand (Crêperie Bretonne, 204) with 404', async () => {
    const response = await menuApi('halles.localhost', 204)
    expect(response.status).toBe(404)
    expect(response.body).not.toMatch(/Cr(ê|\\u00ea)pe/i)
  })

  it("refuses another venue's point of sale with 404", async () => {
    expect((await menuApi('halles.localhost', 100)).status).toBe(404)
    expect((await menuApi('lumiere.localhost', 202)).status).toBe(404)
    expect((await menuApi('comptoir.localhost', 100)).status).toBe(404)
  })

  it('refuses the food court itself (200), which sells only through its stands, with 404', async () => {
    expect((await menuApi('halles.localhost', 200)).status).toBe(404)
  })

  it('answers 404 on a host no venue uses', async () => {
    expect((await menuApi('nowhere.localhost', 100)).status).toBe(404)
  })

  it('answers 404 JSON for a malformed point of sale id', async () => {
    const response = await menuApi('lumiere.localhost', 'abc')
    expect(response.status).toBe(404)
    expect(json<{ error: string }>(response).error).toBeTruthy()
  })

  it("marks Lumière's truffle burger out of stock and keeps the salmon tartare's (broken) image URL", async () => {
    const response = await menuApi('lumiere.localhost', 100, 'fr')
    expect(response.status).toBe(200)
    const menu = json<MenuView>(response)
    expect(menu.products).toHaveLength(45)

    const burger = product(menu, 100023)
    expect(burger.name).toBe('Burger à la truffe')
    expect(burger.outOfStock).toBe(true)
    expect(menu.products.filter((p) => p.outOfStock).map((p) => p.id)).toEqual([100023])

    const tartare = product(menu, 100006)
    expect(tartare.name).toBe('Tartare de saumon')
    expect(tartare.imageUrl).toMatch(/\/demo-images\/missing\/tartare-saumon\.jpg$/)
    // The image itself is missing, so the browser falls back to the default image.
    const image = await venueRequest(appUrl(), 'lumiere.localhost', tartare.imageUrl!)
    expect(image.status).toBe(404)
  })

  it('leaves out inactive products and those of hidden categories', async () => {
    const menu = json<MenuView>(await menuApi('lumiere.localhost', 100, 'fr'))
    const ids = menu.products.map((p) => p.id)
    expect(ids).not.toContain(100008) // Scampis à l'ail, inactive
    const listed = new Set(menu.categories.flatMap((c) => c.productIds))
    for (const id of ids) expect(listed.has(id), `product ${id} in a shown category`).toBe(true)
  })
})
