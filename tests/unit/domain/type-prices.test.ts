import { describe, expect, it } from 'vitest'
import type { Cart } from '../../../domain/cart'
import { ConsumptionType } from '../../../domain/consumption-type'
import { typePriceChange, unitPriceUnder, type CartMenus } from '../../../domain/type-prices'

// What a new consumption type does to the cart (SPEC §3 price_list_consumption_type_*, §5), with
// Lumière's prices (demo data): the menu shows the eat-in list (11) until a type is chosen; takeaway
// (list 12) makes the croquettes 10.50 and the soup 6.00; the water costs 4.00 either way.

const { EatIn, Takeaway, Delivery } = ConsumptionType
const CROQUETTES = 100001
const SOUP = 100003
const WATER = 100034
const MENU_BURGER = 100025

const menus: CartMenus = {
  100: {
    products: [
      { id: CROQUETTES, priceCents: 1150, pricesByType: { [Takeaway]: 1050 } },
      { id: SOUP, priceCents: 650, pricesByType: { [Takeaway]: 600 } },
      { id: WATER, priceCents: 400, pricesByType: {} },
      { id: MENU_BURGER, priceCents: 1990, pricesByType: { [Takeaway]: 1890 } },
    ],
  },
}

const line = (id: number, quantity: number, posId = 100): Cart[number] => ({ uuid: `line-${id}-${posId}`, id, quantity, posId, items: [] })

describe('typePriceChange', () => {
  it('says the takeaway total and the one before it when takeaway reprices the cart: 2 croquettes and a soup, 29.50 then 27.00', () => {
    const cart = [line(CROQUETTES, 2), line(SOUP, 1)]
    expect(typePriceChange(cart, menus, null, Takeaway)).toEqual({ type: Takeaway, beforeCents: 2950, afterCents: 2700 })
  })

  it('says it again the other way when eat-in follows takeaway', () => {
    const cart = [line(CROQUETTES, 2)]
    expect(typePriceChange(cart, menus, Takeaway, EatIn)).toEqual({ type: EatIn, beforeCents: 2100, afterCents: 2300 })
  })

  it('counts what a composed menu adds on top of its own price under both types', () => {
    const supplement = { id: 100043, uid: 'pils', name: 'Pils', quantity: 1, price: 100, step: 'drink', proposition: { uid: 'drink', retrieve_price: false } }
    const cart: Cart = [{ ...line(MENU_BURGER, 1), items: [supplement] }]
    expect(typePriceChange(cart, menus, EatIn, Takeaway)).toEqual({ type: Takeaway, beforeCents: 2090, afterCents: 1990 })
  })

  it('has nothing to say when the new type prices the cart the same', () => {
    expect(typePriceChange([line(WATER, 3)], menus, null, Takeaway)).toBeNull()
    // Delivery has no list of its own here: the menu's eat-in prices stand.
    expect(typePriceChange([line(CROQUETTES, 1)], menus, EatIn, Delivery)).toBeNull()
  })

  it('has nothing to say for the same type, an empty cart, or an order reset to no type', () => {
    const cart = [line(CROQUETTES, 1)]
    expect(typePriceChange(cart, menus, Takeaway, Takeaway)).toBeNull()
    expect(typePriceChange([], menus, null, Takeaway)).toBeNull()
    expect(typePriceChange(cart, menus, Takeaway, null)).toBeNull()
  })

  it("counts a line whose stand's menu is not known yet in neither total, as the cart's own total does", () => {
    const cart = [line(CROQUETTES, 1), line(CROQUETTES, 1, 201)]
    expect(typePriceChange(cart, menus, null, Takeaway)).toEqual({ type: Takeaway, beforeCents: 1150, afterCents: 1050 })
  })
})

describe('unitPriceUnder', () => {
  it("prices a product by its point of sale's menu under the type, with the menu's own price for none", () => {
    expect(unitPriceUnder(menus, Takeaway)(100, CROQUETTES)).toBe(1050)
    expect(unitPriceUnder(menus, null)(100, CROQUETTES)).toBe(1150)
    expect(unitPriceUnder(menus, Takeaway)(100, WATER)).toBe(400)
  })

  it('knows no price for a product its menu lacks, or whose menu is not known', () => {
    expect(unitPriceUnder(menus, EatIn)(100, 999)).toBeNull()
    expect(unitPriceUnder(menus, EatIn)(201, CROQUETTES)).toBeNull()
  })
})
