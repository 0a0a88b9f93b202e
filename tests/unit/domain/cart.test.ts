import { describe, expect, it } from 'vitest'
import {
  linesWithNewPrices,
  addComposition, addProduct, belowMinimumOrder, cartCount, minimumShortfalls, cartTotalCents, decrementLine, dropUnknownProducts,
  groupByPos, incrementLine, itemSupplementCents, lineTotalCents, lineUnitCents, linesOfProduct, orderableIn,
  POS_ID_REQUIRED, productQuantity, removeLine, setLineQuantity, validateCart, type Cart, type CartItem,
} from '../../../domain/cart'
import { parseStoredCart } from '../../../domain/cart-storage'
import { visibleCategories, visibleProducts } from '../../../domain/menu'
import { demoPlatform, storeOf } from './demo-data'

function uuids(): () => string {
  let next = 0
  return () => `line-${++next}`
}

const FRIES_ITEM: CartItem = {
  id: 100049, uid: '8d329e00-e537-5fba-8a05-5a2e182c8bf5', name: 'Frites maison', quantity: 1, price: 0,
  step: 'sides', proposition: { uid: 'sides', retrieve_price: false },
}
const PILS_ITEM: CartItem = { ...FRIES_ITEM, id: 100043, uid: 'pils', name: 'Pils', price: 100, step: 'drink' }
const BOUCHEES = { id: 100001, posId: 100 }
const MENU_BURGER = { id: 100025, posId: 100 }

describe('adding to the cart', () => {
  it('adds a simple product as one line, then increments that line', () => {
    const newUuid = uuids()
    const once = addProduct([], BOUCHEES, newUuid)
    expect(once).toEqual([{ uuid: 'line-1', ...BOUCHEES, quantity: 1, items: [] }])
    expect(addProduct(once, BOUCHEES, newUuid)).toEqual([{ ...once[0], quantity: 2 }])
    expect(once[0]?.quantity).toBe(1)
  })

  it('keeps the same product of another point of sale on its own line', () => {
    const cart = addProduct(addProduct([], BOUCHEES, uuids()), { ...BOUCHEES, posId: 101 }, () => 'other')
    expect(cart.map((line) => [line.posId, line.quantity])).toEqual([[100, 1], [101, 1]])
  })

  it('adds every composition as a separate line, even of the same menu', () => {
    const newUuid = uuids()
    let cart = addComposition([], { ...MENU_BURGER, items: [FRIES_ITEM] }, newUuid)
    cart = addComposition(cart, { ...MENU_BURGER, items: [FRIES_ITEM, PILS_ITEM] }, newUuid)
    cart = addProduct(cart, MENU_BURGER, newUuid)
    expect(cart.map((line) => [line.uuid, line.quantity, line.items.length])).toEqual([
      ['line-1', 1, 1], ['line-2', 1, 2], ['line-3', 1, 0],
    ])
    expect(productQuantity(incrementLine(cart, 'line-2'), MENU_BURGER.id)).toBe(4)
    expect(linesOfProduct(cart, MENU_BURGER.id)).toHaveLength(3)
  })

  it("refuses a line without a point of sale with \"posId can't be null.\"", () => {
    expect(POS_ID_REQUIRED).toBe("posId can't be null.")
    expect(() => addProduct([], { ...BOUCHEES, posId: null }, uuids())).toThrow(POS_ID_REQUIRED)
    expect(() => addComposition([], { ...MENU_BURGER, posId: undefined, items: [] }, uuids())).toThrow(POS_ID_REQUIRED)
  })
})

describe('changing quantities', () => {
  const cart: Cart = [
    { uuid: 'a', ...BOUCHEES, quantity: 2, items: [] },
    { uuid: 'b', ...MENU_BURGER, quantity: 1, items: [FRIES_ITEM, PILS_ITEM] },
  ]

  it('decrements above 1 and removes at 1', () => {
    expect(decrementLine(cart, 'a')[0]?.quantity).toBe(1)
    expect(decrementLine(cart, 'b').map((line) => line.uuid)).toEqual(['a'])
  })

  it('removes a line set to zero or below, and sets any other quantity', () => {
    expect(setLineQuantity(cart, 'a', 0)).toHaveLength(1)
    expect(setLineQuantity(cart, 'a', -3)).toHaveLength(1)
    expect(setLineQuantity(cart, 'a', 5)[0]?.quantity).toBe(5)
    expect(removeLine(cart, 'b').map((line) => line.uuid)).toEqual(['a'])
    expect(incrementLine(cart, 'unknown')).toEqual(cart)
  })

  it('counts and prices lines with their supplements', () => {
    const menuLine = { ...cart[1]!, quantity: 2 }
    expect(cartCount(cart)).toBe(3)
    expect(lineUnitCents(menuLine, 1990)).toBe(2090)
    expect(lineTotalCents(menuLine, 1990)).toBe(4180)
    const prices = new Map([[BOUCHEES.id, 1150], [MENU_BURGER.id, 1990]])
    expect(cartTotalCents(cart, (_posId, id) => prices.get(id) ?? null)).toBe(2 * 1150 + 2090)
    expect(cartTotalCents(cart, (_posId, id) => (id === BOUCHEES.id ? null : 1990))).toBe(2090)
  })

  it('prices a chosen item as its unit supplement times its quantity, the same amount the line counts', () => {
    const twoPils = { ...PILS_ITEM, quantity: 2 }
    expect(itemSupplementCents(twoPils)).toBe(200)
    expect(itemSupplementCents(FRIES_ITEM)).toBe(0)
    const line = { items: [FRIES_ITEM, twoPils] }
    expect(lineUnitCents(line, 1990) - 1990).toBe(line.items.reduce((sum, item) => sum + itemSupplementCents(item), 0))
  })

  it('groups a multi-venue cart by point of sale in order of first appearance', () => {
    const mixed: Cart = [
      { uuid: '1', id: 202001, posId: 202, quantity: 1, items: [] },
      { uuid: '2', id: 201001, posId: 201, quantity: 1, items: [] },
      { uuid: '3', id: 202002, posId: 202, quantity: 1, items: [] },
    ]
    expect(groupByPos(mixed).map((group) => [group.posId, group.lines.map((line) => line.uuid)])).toEqual([
      [202, ['1', '3']], [201, ['2']],
    ])
  })
})

describe('cart validation against the Lumière menu', () => {
  const lumiere = demoPlatform('lumiere')
  const store = storeOf(lumiere, lumiere.pos.journal_id)
  const shown = visibleProducts(lumiere.items, visibleCategories(lumiere.item_levels, 100))
  const soldOut = lumiere.stocks.filter((stock) => stock.store_id === store.id && stock.out_of_stock)
  const outOfStock = new Set(soldOut.map((stock) => stock.item_id))
  const isOrderable = orderableIn([{ posId: 100, productIds: new Set(shown.map((item) => item.id)), outOfStock }])
  const line = (uuid: string, id: number, items: CartItem[] = []) =>
    ({ uuid, id, uid: uuid, posId: 100, quantity: 1, items })

  it('removes a Christmas product of an inactive category and the out-of-stock truffle burger', () => {
    const cart = [line('ok', 100001), line('buche', 100047), line('truffe', 100023), line('menu', 100025, [FRIES_ITEM])]
    const result = validateCart(cart, isOrderable)
    expect(result.removed).toBe(2)
    expect(result.cart.map((kept) => kept.uuid)).toEqual(['ok', 'menu'])
  })

  it('removes a menu whose chosen item is out of stock, and lines of an unknown point of sale', () => {
    const friesSoldOut = orderableIn([{ posId: 100, productIds: new Set([100025]), outOfStock: new Set([100049]) }])
    expect(friesSoldOut(line('menu', 100025, [FRIES_ITEM]))).toBe(false)
    expect(isOrderable({ ...line('elsewhere', 100001), posId: 999 })).toBe(false)
  })

  it('drops lines whose product is unknown', () => {
    const known = new Set([100001])
    expect(dropUnknownProducts([line('a', 100001), line('b', 1)], (_pos, id) => known.has(id))).toHaveLength(1)
  })
})

describe('parseStoredCart', () => {
  const stored: Cart = [{ uuid: 'u1', ...MENU_BURGER, quantity: 2, items: [FRIES_ITEM] }]

  it('restores a valid stored cart', () => {
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored)
  })

  it('restores a cart stored with each product\'s uid, as earlier versions kept it, without the uid', () => {
    const withUid = [{ ...stored[0], uid: '8d329e00-e537-5fba-8a05-5a2e182c8bf5' }]
    expect(parseStoredCart(JSON.stringify(withUid))).toEqual(stored)
  })

  it('gives an empty cart for nothing stored, corrupt JSON or a wrong shape', () => {
    for (const raw of [null, undefined, '', '{"cart":', '{"uuid": oops', '{"uuid":"u1"}', '{"lines":[{"id":"x"}]}', '"cart"', '[{"id":"100025"}]', '[{"id":"100001","quantity":"two"},null,42]']) {
      expect(parseStoredCart(raw)).toEqual([])
    }
  })

  it('drops malformed lines and lines with a quantity below 1, keeping the rest', () => {
    const raw = JSON.stringify([...stored, { ...stored[0], uuid: 'u2', quantity: 0 }, { uuid: 'u3' }])
    expect(parseStoredCart(raw).map((line) => line.uuid)).toEqual(['u1'])
  })
})

describe('minimumShortfalls', () => {
  const minimums: Record<number, number | null> = { 201: 1500, 202: 2000, 203: null }
  const minimumOf = (posId: number) => minimums[posId]

  it('names each point of sale below its minimum, in the cart order, with what it lacks', () => {
    const groups = [
      { posId: 202, totalCents: 1550 },
      { posId: 201, totalCents: 1100 },
    ]
    expect(minimumShortfalls(groups, minimumOf)).toEqual([
      { posId: 202, minimumCents: 2000, missingCents: 450 },
      { posId: 201, minimumCents: 1500, missingCents: 400 },
    ])
  })

  it('leaves out a point of sale at its minimum, and one without a minimum', () => {
    const groups = [
      { posId: 201, totalCents: 1500 },
      { posId: 203, totalCents: 100 },
    ]
    expect(minimumShortfalls(groups, minimumOf)).toEqual([])
  })
})

describe('belowMinimumOrder', () => {
  it('blocks 11.99 under a 12.00 minimum but not 12.00, and never without a minimum', () => {
    expect(belowMinimumOrder(1199, 1200)).toBe(true)
    expect(belowMinimumOrder(1200, 1200)).toBe(false)
    expect(belowMinimumOrder(1199, null)).toBe(false)
    expect(belowMinimumOrder(0, undefined)).toBe(false)
  })
})

describe('linesWithNewPrices', () => {
  const product = (id: number, priceCents: number, pricesByType = {}) => ({ id, priceCents, pricesByType })
  const line = (uuid: string, id: number, posId = 100) => ({ uuid, id, quantity: 1, posId, items: [] })
  const cart = [line('a', 1), line('b', 2), line('c', 3), line('d', 1, 200)]
  const before = { posId: 100, products: [product(1, 450), product(2, 900, { 2: 800 }), product(3, 300)] }

  it('counts the lines of that point of sale whose product costs something else now, for any way of eating', () => {
    const after = { products: [product(1, 500), product(2, 900, { 2: 750 }), product(3, 300)] }
    expect(linesWithNewPrices(cart, before, after)).toBe(2)
  })

  it('counts nothing when the prices stayed, nor for a product the refreshed menu no longer has (validation removes it)', () => {
    expect(linesWithNewPrices(cart, before, { products: before.products })).toBe(0)
    expect(linesWithNewPrices(cart, before, { products: [product(2, 900, { 2: 800 }), product(3, 300)] })).toBe(0)
  })
})
