import { describe, expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { clientContextElement } from '../../../pages/client-context'

const pageContext = {
  locale: 'en',
  messages: { 'menu.title': 'Menu' },
  venue: { name: 'Bar </script><script>alert(1)</script>' },
  selectedPosId: 100,
  customer: null,
  customerUnknown: false,
  debug: null,
  data: { messages: {}, menu: null },
  urlPathname: '/',
  urlParsed: { pathname: '/', search: { pos: '100' }, searchOriginal: '?pos=100', href: '/?pos=100' },
  config: { access: 'ordering', stream: 'web', passToClient: [] },
  cspNonce: 'abc123',
  // Server-only parts of the page context stay on the server.
  loadMenu: () => Promise.resolve(null),
} as unknown as PageContextServer

const jsonOf = (element: string) => element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'))

describe("the page context a page with its own entry reads (the menu's)", () => {
  it('is one JSON element under the request nonce', () => {
    expect(clientContextElement(pageContext)).toMatch(/^<script id="page-context" type="application\/json" nonce="abc123">\{.*\}<\/script>$/)
  })

  it('cannot be ended early by a venue text: every < is escaped, and the text comes back whole', () => {
    const element = clientContextElement(pageContext)
    expect(jsonOf(element)).not.toContain('<')
    expect(JSON.parse(jsonOf(element)).venue.name).toBe('Bar </script><script>alert(1)</script>')
  })

  it('carries what the browser reads and nothing of the server', () => {
    const context = JSON.parse(jsonOf(clientContextElement(pageContext)))
    expect(Object.keys(context).sort()).toEqual(
      ['config', 'customer', 'customerUnknown', 'data', 'debug', 'locale', 'messages', 'selectedPosId', 'urlParsed', 'urlPathname', 'venue'].sort(),
    )
    expect(context.config).toEqual({ access: 'ordering' })
    expect(context.urlParsed).toEqual({ pathname: '/', search: { pos: '100' }, searchOriginal: '?pos=100' })
  })

  it('writes the menu into the data whole, on every render of the same menu', () => {
    const menu = { categories: [{ name: 'Desserts <3', products: [{ id: 7, price: 450 }] }] }
    const withMenu = { ...pageContext, data: { messages: { a: 'b' }, menu } } as unknown as PageContextServer
    for (let render = 0; render < 2; render++) {
      const json = jsonOf(clientContextElement(withMenu))
      expect(json).not.toContain('<')
      expect(JSON.parse(json).data).toEqual({ messages: { a: 'b' }, menu })
    }
    expect(JSON.parse(jsonOf(clientContextElement(pageContext))).data).toEqual({ messages: {}, menu: null })
    const menuOnly = { ...pageContext, data: { menu } } as unknown as PageContextServer
    expect(JSON.parse(jsonOf(clientContextElement(menuOnly))).data).toEqual({ menu })
  })
})
