import { describe, expect, it } from 'vitest'
import { ownUrl, plainNotice, pushMessage } from '../../../domain/push-message'

const ORIGIN = 'https://lumiere.example'
const READY = {
  title: 'Brasserie Lumière',
  body: 'Order 1042 is ready.',
  url: `${ORIGIN}/en/my-order?uid=abc`,
  icon: `${ORIGIN}/app-icon.svg`,
  tag: 'order-abc',
  lang: 'en',
}
const read = (message: unknown) => pushMessage(JSON.stringify(message), ORIGIN)

describe('pushMessage', () => {
  it("reads the Worker's message: title, body, the order's page, icon, tag and language", () => {
    expect(read(READY)).toEqual(READY)
    expect(read({ ...READY, icon: null, lang: 'de' })).toEqual({ ...READY, icon: null, lang: 'de' })
  })

  it('reads nothing from a push that is empty or not JSON', () => {
    expect(pushMessage(null, ORIGIN)).toBeNull()
    expect(pushMessage('', ORIGIN)).toBeNull()
    expect(pushMessage('Order 1042 is ready', ORIGIN)).toBeNull()
    expect(pushMessage('[1, 2]', ORIGIN)).toBeNull()
    expect(pushMessage('null', ORIGIN)).toBeNull()
  })

  it('reads nothing from a message missing a part or with a part of another kind', () => {
    for (const part of ['title', 'body', 'url', 'tag', 'lang'] as const) {
      const { [part]: _, ...without } = READY
      expect(read(without), `without ${part}`).toBeNull()
      expect(read({ ...READY, [part]: 42 }), `${part} a number`).toBeNull()
    }
    expect(read({ ...READY, title: '  ' })).toBeNull()
    expect(read({ ...READY, icon: 42 })).toBeNull()
    expect(read({ ...READY, lang: 'es' })).toBeNull()
  })

  it("reads nothing from a message whose page is not on the site's own origin, nor a relative or odd address", () => {
    expect(read({ ...READY, url: 'https://elsewhere.example/en/my-order?uid=abc' })).toBeNull()
    expect(read({ ...READY, url: 'http://lumiere.example/en/my-order?uid=abc' })).toBeNull()
    expect(read({ ...READY, url: '/en/my-order?uid=abc' })).toBeNull()
    expect(read({ ...READY, url: 'javascript:alert(1)' })).toBeNull()
  })

  it('leaves out an icon that is not an http(s) or data address, and keeps the rest', () => {
    expect(read({ ...READY, icon: 'javascript:alert(1)' })).toEqual({ ...READY, icon: null })
    expect(read({ ...READY, icon: 'not an address' })).toEqual({ ...READY, icon: null })
  })

  it('takes an empty body: the title says it', () => {
    expect(read({ ...READY, body: '' })).toEqual({ ...READY, body: '' })
  })
})

describe('ownUrl', () => {
  it("gives an address of the site's own origin, and nothing for any other", () => {
    expect(ownUrl(`${ORIGIN}/fr/quickorder/order?uid=x`, ORIGIN)).toBe(`${ORIGIN}/fr/quickorder/order?uid=x`)
    expect(ownUrl('https://lumiere.example.evil.example/', ORIGIN)).toBeNull()
    expect(ownUrl('/en', ORIGIN)).toBeNull()
    expect(ownUrl(undefined, ORIGIN)).toBeNull()
    expect(ownUrl({ url: ORIGIN }, ORIGIN)).toBeNull()
  })
})

describe('plainNotice', () => {
  it("says there is news in the device's language and opens the site's menu in it", () => {
    expect(plainNotice({ title: 'Votre commande', body: 'Du nouveau pour votre commande.' }, 'fr', ORIGIN)).toEqual({
      title: 'Votre commande',
      body: 'Du nouveau pour votre commande.',
      url: `${ORIGIN}/fr`,
      icon: null,
      tag: 'order',
      lang: 'fr',
    })
  })
})
