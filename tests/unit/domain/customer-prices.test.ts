import { describe, expect, it } from 'vitest'
import { buildMenuBundle, pricedForCustomer } from '../../../domain/menu-bundle'
import { menuView, priceFor } from '../../../domain/menu-view'
import { demoMenuInput, demoPlatform } from './demo-data'

// The staff customer at Lumière (price list 14: 20 % off, no entry for alcohol) sees his own prices.
describe('pricedForCustomer', () => {
  const lumiere = demoPlatform('lumiere')
  const bundle = buildMenuBundle(demoMenuInput(lumiere))
  const staff = menuView(pricedForCustomer(bundle, 14), 'en')
  const visitor = menuView(bundle, 'en')
  const price = (view: typeof staff, id: number, type: 1 | 2 | 5 | null = null) =>
    priceFor(view.products.find((product) => product.id === id)!, type)

  it('gives the staff list price whatever the consumption type', () => {
    // Cheese croquettes: 11.50 on the menu, 9.20 for staff, takeaway and eat-in alike.
    expect(price(visitor, 100001)).toBe(1150)
    expect(price(staff, 100001)).toBe(920)
    expect(price(staff, 100001, 2)).toBe(920)
    expect(price(staff, 100001, 1)).toBe(920)
  })

  it('keeps the venue price, per type, where the list has no entry (alcohol)', () => {
    for (const type of [null, 1, 2, 5] as const) expect(price(staff, 100043, type)).toBe(price(visitor, 100043, type))
  })

  it('changes nothing without a customer list, and nothing for a list with no entries', () => {
    expect(pricedForCustomer(bundle, null)).toBe(bundle)
    expect(menuView(pricedForCustomer(bundle, 999), 'en')).toEqual(visitor)
  })
})
