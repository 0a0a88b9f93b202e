// GET /api/menu/:posId/facts and GET /api/messages/allergens: what the allergen filter and the search by
// ingredient load when a diner first uses them, in the X-Locale language, the same for every diner.
import { describe, expect, it } from 'vitest'
import { appUrl, venueRequest } from './helpers'

type MenuFacts = {
  posId: number
  allergens: { id: number; name: string; image: string | null }[]
  allergenIds: Record<string, number[]>
  ingredients: Record<string, string[]>
  steps: Record<string, { uid: string; quantityType: number; min: number | null; options: { itemId: number }[] }[]>
}

const LUMIERE = 'lumiere.localhost'
const get = (path: string, locale: string, headers: Record<string, string> = {}) =>
  venueRequest(appUrl(), LUMIERE, path, { headers: { 'x-locale': locale, ...headers } })

describe('the menu facts of a point of sale', () => {
  it("gives Lumière's allergens in the page language, each product's allergen ids and ingredients, and the composed menus' steps", async () => {
    const response = await get('/api/menu/100/facts', 'fr')
    expect(response.status).toBe(200)
    const facts = JSON.parse(response.body) as MenuFacts
    expect(facts.posId).toBe(100)
    expect(facts.allergens.map((allergen) => allergen.name).slice(0, 3)).toEqual(['Céréales contenant du gluten', 'Crustacés', 'Œufs'])
    expect(facts.allergenIds['100020']).toEqual([1, 7, 10, 11])
    expect(facts.allergenIds['100049']).toEqual([]) // Frites maison, offered only inside the Burger meal: no data
    expect(facts.ingredients['100020']).toContain('cheddar')
    expect(facts.steps['100025']?.[0]?.options.map((option) => option.itemId)).toEqual([100019, 100020, 100021, 100022])
    // Nothing a diner cannot see: no prices, no uids of the platform.
    expect(response.body).not.toMatch(/priceCents|price_vat_included|"uuid"/)
  })

  it('is the same for every diner, so the browser may keep it a minute, by language', async () => {
    const response = await get('/api/menu/100/facts', 'en', { cookie: 'customer-access-token=demo-token-pieter' })
    expect(response.headers['cache-control']).toBe('private, max-age=60')
    expect(response.headers['vary']).toMatch(/X-Locale/i)
    expect((JSON.parse(response.body) as MenuFacts).allergens[0]?.name).toBe('Cereals containing gluten')
  })

  it("answers 404 for another venue's point of sale", async () => {
    expect((await get('/api/menu/200/facts', 'en')).status).toBe(404)
    expect((await get('/api/menu/abc/facts', 'en')).status).toBe(404)
  })
})

describe('the texts of a message group', () => {
  it("gives the allergen filter's texts in the page language, parsed, and nothing else", async () => {
    const response = await get('/api/messages/allergens', 'de')
    expect(response.status).toBe(200)
    const messages = JSON.parse(response.body) as Record<string, unknown>
    expect(messages['allergens.title']).toBe('Was vermeiden Sie?')
    expect(Array.isArray(messages['allergens.summary.hidden'])).toBe(true) // a plural, sent as its syntax tree
    expect(Object.keys(messages).every((id) => id.startsWith('allergens.'))).toBe(true)
  })

  it("refuses a group it does not know, and the Worker's own answers", async () => {
    expect((await get('/api/messages/nothing', 'en')).status).toBe(404)
    expect((await get('/api/messages/answers', 'en')).status).toBe(404)
    expect((await get('/api/messages/toString', 'en')).status).toBe(404)
  })
})
