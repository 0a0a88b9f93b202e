import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../domain/locale'
import { localizedText } from '../../../domain/localized'
import { buildMenuBundle } from '../../../domain/menu-bundle'
import { linesInLanguage, orderedLineTotal, shownOrder, type MenuName, type ShownLine } from '../../../domain/ordered-lines'
import { orderSchema } from '../../../domain/schemas/venue-api'
import { demoMenuInput, demoPlatform, rawVenue, type RawVenue } from './demo-data'

const LUMIERE = 100

describe('orderedLineTotal', () => {
  it('is the price times the quantity for a plain product', () => {
    expect(orderedLineTotal({ name: 'Coffee', quantity: 3, price: 2.8, items: [] })).toBe(840)
  })

  it('adds the supplements of a composed menu, per menu', () => {
    const menu = {
      name: 'Formule midi',
      quantity: 2,
      price: 25,
      items: [
        { name: 'Croquettes de fromage', quantity: 1, price: 0 },
        { name: 'Carbonnade flamande, frites', quantity: 1, price: 1.5 },
      ],
    }
    expect(orderedLineTotal(menu)).toBe(5300)
  })

  it('is unknown when the venue gives no price', () => {
    expect(orderedLineTotal({ name: 'Coffee', quantity: 1, price: null, items: [] })).toBeNull()
  })
})

describe('an order read in the page language', () => {
  const bundle = buildMenuBundle(demoMenuInput(demoPlatform('lumiere')))
  const products = new Map([...bundle.products, ...bundle.stepProducts].map((product) => [product.id, product]))
  const menuName = (locale: Locale): MenuName => (posId, productId) => {
    const product = posId === LUMIERE ? products.get(productId) : undefined
    return product ? localizedText(product, 'name', locale) : null
  }
  // Lumière's demo order LUM-001311, placed in French: a Lunch set menu and a draught lager.
  const order = orderSchema.parse((rawVenue('lumiere') as RawVenue & { venue_api: { orders: unknown[] } }).venue_api.orders[0])
  const names = (lines: ShownLine[]) => lines.map((line) => [line.name, line.nameLang, line.items.map((item) => [item.name, item.nameLang])])

  it("names each product and each chosen item as the menu does in the page's language", () => {
    expect(names(linesInLanguage(order, 'en', menuName('en')))).toEqual([
      [
        'Lunch set menu',
        undefined,
        [
          ['Cheese croquettes (2 pieces)', undefined],
          ['Flemish beef stew with fries', undefined],
          ['Dame blanche', undefined],
        ],
      ],
      ['Draught lager (25 cl)', undefined, []],
    ])
    expect(names(linesInLanguage(order, 'nl', menuName('nl')))[0]?.[0]).toBe('Lunchformule')
  })

  it('marks a name the menu only has in another language with that language (German reads English)', () => {
    const [lunch] = linesInLanguage(order, 'de', menuName('de'))
    expect(lunch).toMatchObject({ name: 'Lunch set menu', nameLang: 'en', quantity: 1, price: 25 })
  })

  it("keeps the order's own name, in the order's language, for a product the menu does not know", () => {
    const gone = { ...order, lines: [{ id: 999999, posId: LUMIERE, name: 'Plat du jour', quantity: 2, price: 14, items: [] }] }
    expect(linesInLanguage(gone, 'en', menuName('en'))).toEqual([{ name: 'Plat du jour', nameLang: 'fr', posId: LUMIERE, quantity: 2, price: 14, items: [] }])
    expect(linesInLanguage(gone, 'fr', menuName('fr'))).toEqual([{ name: 'Plat du jour', posId: LUMIERE, quantity: 2, price: 14, items: [] }])
    const unnamed = { ...order, language: null, lines: [{ id: null, posId: null, name: 'Soupe', quantity: 1, price: 5, items: [] }] }
    expect(linesInLanguage(unnamed, 'en', menuName('en'))).toEqual([{ name: 'Soupe', posId: null, quantity: 1, price: 5, items: [] }])
  })

  it("passes on what the page shows, without the products' ids and the language that named the lines", () => {
    const shown = shownOrder(order, 'en', menuName('en'))
    expect(shown).not.toHaveProperty('language')
    // The point of sale stays: a food court's page groups the lines by stand.
    expect(Object.keys(shown.lines[0]!).sort()).toEqual(['items', 'name', 'posId', 'price', 'quantity'])
    expect(shown.number).toBe('LUM-001311')
  })
})
