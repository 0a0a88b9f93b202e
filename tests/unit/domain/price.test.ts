import { describe, expect, it } from 'vitest'
import { priceListOrder, resolvePriceCents, type PriceContext } from '../../../domain/price'
import { demoPlatform, itemById } from './demo-data'

// Lumière: lists 11 eat-in (also the POS and store default list), 12 takeaway, 13 delivery, 14 staff −20 %.
const lumiere = demoPlatform('lumiere')
const base: PriceContext = { pos: lumiere.pos, store: { default_price_list_id: 11 } }
const croquettes = itemById(lumiere, 100001) // 11.50 on 11, 10.50 on 12
const pils = itemById(lumiere, 100043) // alcohol: no entry on the staff list 14
const menuBurger = itemById(lumiere, 100025) // 19.90, 18.90 takeaway
const STAFF = 14

describe('priceListOrder', () => {
  it('lists customer, consumption-type, POS and store lists in that order without nulls', () => {
    expect(priceListOrder({ ...base, customerPriceListId: STAFF, consumptionType: 2 })).toEqual([14, 12, 11, 11])
    expect(priceListOrder(base)).toEqual([11, 11])
    expect(priceListOrder({ ...base, consumptionType: 4 })).toEqual([11, 11])
  })
})

describe('resolvePriceCents', () => {
  it('uses the POS list before any consumption type is chosen', () => {
    expect(resolvePriceCents(croquettes, base)).toBe(1150)
  })

  it('uses the POS list of the chosen consumption type', () => {
    expect(resolvePriceCents(croquettes, { ...base, consumptionType: 1 })).toBe(1150)
    expect(resolvePriceCents(croquettes, { ...base, consumptionType: 2 })).toBe(1050)
    expect(resolvePriceCents(menuBurger, { ...base, consumptionType: 2 })).toBe(1890)
    expect(resolvePriceCents(croquettes, { ...base, consumptionType: 5 })).toBe(1150)
  })

  it("puts the customer's list first: the staff list takes 20 % off", () => {
    expect(resolvePriceCents(croquettes, { ...base, customerPriceListId: STAFF })).toBe(920)
    expect(resolvePriceCents(croquettes, { ...base, customerPriceListId: STAFF, consumptionType: 2 })).toBe(920)
    expect(resolvePriceCents(menuBurger, { ...base, customerPriceListId: STAFF })).toBe(1592)
  })

  it('gives staff the normal price for alcohol, which has no staff entry', () => {
    expect(pils.picker_is_alcohol).toBe(true)
    expect(resolvePriceCents(pils, { ...base, customerPriceListId: STAFF })).toBe(350)
    expect(resolvePriceCents(pils, { ...base, customerPriceListId: STAFF, consumptionType: 2 })).toBe(350)
  })

  it('falls back to the store default list when the POS has none', () => {
    const ctx: PriceContext = {
      pos: { ...lumiere.pos, price_list_id: null, price_list_consumption_type_takeaway: null },
      store: { default_price_list_id: 12 },
      consumptionType: 2,
    }
    expect(resolvePriceCents(croquettes, ctx)).toBe(1050)
  })

  it("falls back to the product's own price when no candidate list has an entry", () => {
    const ctx: PriceContext = {
      pos: { ...lumiere.pos, price_list_id: 99, price_list_consumption_type_eatin: null },
      store: { default_price_list_id: null },
      customerPriceListId: 98,
      consumptionType: 1,
    }
    expect(resolvePriceCents(croquettes, ctx)).toBe(1150)
    expect(resolvePriceCents({ price_vat_included: 0.1 + 0.2, pricelists: [] }, base)).toBe(30)
  })

  it('prices a Halles child with its own list', () => {
    const halles = demoPlatform('halles')
    const nonna = halles.children.find((child) => child.id === 201)
    if (!nonna) throw new Error('Pizza Nonna missing')
    const ctx: PriceContext = { pos: nonna, store: { default_price_list_id: 21 }, consumptionType: 2 }
    expect(resolvePriceCents(itemById(halles, 201005), ctx)).toBe(1100)
  })
})
