// A visitor's menu page is rendered once per menu and kept: every visitor gets the same page, each with
// a nonce of its own; a logged-in customer's page (their prices) is never one of them.
import { describe, expect, it } from 'vitest'
import { header, page, productCardCount, texts, warmMenus } from './helpers'

const nonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))
const cspNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
// The card of the cheese croquettes, whatever the language: the one with their picture.
const croquettePrice = (html: string) =>
  texts(html, /<img class="product-image" src="\/demo-images\/croquettes-fromage\.svg"[\s\S]*?<span class="product-price">([^<]*)</g)[0]

describe("a visitor's menu page", () => {
  it('is the same page for every visitor, each answer under its own nonce', async () => {
    await warmMenus([['lumiere.localhost', '/en']])
    const first = await page('lumiere.localhost', '/en')
    const second = await page('lumiere.localhost', '/en')
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(productCardCount(answer.body)).toBe(45)
      expect([...nonces(answer.body)]).toEqual([cspNonce(header(answer, 'content-security-policy'))])
    }
    expect(cspNonce(header(first, 'content-security-policy'))).not.toBe(cspNonce(header(second, 'content-security-policy')))
    const [a, b] = [first, second].map((answer) => answer.body.replaceAll(/nonce="[^"]+"/g, 'nonce=""'))
    expect(a).toBe(b)
  })

  it('is not what a logged-in customer gets: their own prices', async () => {
    const visitor = await page('lumiere.localhost', '/en')
    const staff = await page('lumiere.localhost', '/en', { cookie: 'customer-access-token=demo-token-pieter' })
    expect(croquettePrice(visitor.body)).toBe('€11.50')
    expect(croquettePrice(staff.body)).toBe('€9.20')
    expect(staff.body).toContain('Pieter')
  })

  it('follows the address: another language, another stand', async () => {
    const fr = await page('lumiere.localhost', '/fr')
    expect(fr.body).toContain('<html lang="fr">')
    expect(croquettePrice(fr.body)).toBe('11,50\u00a0€')
    await warmMenus([['halles.localhost', '/en'], ['halles.localhost', '/en?pos=201']])
    const [first, pizza] = [await page('halles.localhost', '/en'), await page('halles.localhost', '/en?pos=201')]
    expect(first.body).not.toContain('Margherita')
    expect(pizza.body).toContain('Margherita')
  })
})
