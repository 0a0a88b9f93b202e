import { describe, expect, it } from 'vitest'
import { buildMenuBundle } from '../../../domain/menu-bundle'
import { demoMenuInput, demoPlatform, storeOf } from './demo-data'

describe('buildMenuBundle', () => {
  const lumiere = demoPlatform('lumiere')
  const bundle = buildMenuBundle(demoMenuInput(lumiere))
  const product = (id: number) => bundle.products.find((candidate) => candidate.id === id)

  it('keeps the seven visible categories and 45 visible products of Lumière', () => {
    expect(bundle.posId).toBe(100)
    expect(bundle.categories).toHaveLength(7)
    expect(bundle.categories[0]).toEqual({
      id: 10004, order_number: 1, name: 'Menus', name_fr: 'Menus', name_nl: "Menu's", name_en: 'Set menus',
    })
    expect(bundle.products).toHaveLength(45)
    expect(product(100008)).toBeUndefined()
  })

  it('resolves prices and stock for the menu context', () => {
    expect(product(100001)?.priceCents).toBe(1150)
    expect(product(100023)?.outOfStock).toBe(true)
    expect(product(100022)?.outOfStock).toBe(false)
  })

  it('resolves prices for another context, such as staff ordering takeaway', () => {
    const staff = buildMenuBundle(
      demoMenuInput(lumiere, {
        priceContext: {
          pos: lumiere.pos, store: { default_price_list_id: 11 }, customerPriceListId: 14, consumptionType: 2,
        },
      }),
    )
    const prices = new Map(staff.products.map((item) => [item.id, item.priceCents]))
    expect(prices.get(100001)).toBe(920)
    expect(prices.get(100043)).toBe(350)
  })

  it('keeps localized fields and drops what the menu never shows', () => {
    const volAuVent = product(100010)
    expect(volAuVent).toMatchObject({ name: 'Vol-au-vent', name_nl: null, name_en: null })
    expect(volAuVent).toHaveProperty('description_en')
    for (const dropped of ['pricelists', 'price_vat_included', 'active', 'items', 'propositionsTo']) {
      expect(volAuVent).not.toHaveProperty(dropped)
    }
  })

  it('carries the products offered only inside menus as step products', () => {
    const stepIds = bundle.stepProducts.map((item) => item.id)
    expect(stepIds).toContain(100049) // Frites maison, in the hidden 'Hors carte'
    expect(stepIds).not.toContain(100063) // the wallet top-up is in no step
    expect(stepIds.some((id) => bundle.products.some((item) => item.id === id))).toBe(false)
    expect(bundle.stepProducts.find((item) => item.id === 100052)?.priceCents).toBe(80)
  })

  it('keeps the propositions of the POS and all allergens', () => {
    expect(bundle.propositions).toHaveLength(12)
    expect(bundle.allergens).toHaveLength(14)
    expect(bundle.matrices).toEqual([])
  })

  it('builds the Comptoir matrices as product ids into the bundle', () => {
    const comptoir = demoPlatform('comptoir')
    const matrices = buildMenuBundle(demoMenuInput(comptoir)).matrices
    expect(matrices.map((matrix) => matrix.name_en)).toEqual([
      'Favourites', 'Beers', 'Wines & bubbles', 'Soft drinks & coffee', 'Snacks',
    ])
    expect(matrices[0]).toMatchObject({ id: 30051, productIds: [300001, 300008, 300013, 300016] })
    expect(matrices[0]).not.toHaveProperty('items')
  })

  it('builds a Halles child menu from its own records only', () => {
    const halles = demoPlatform('halles')
    const nonna = halles.children.find((child) => child.id === 201)
    if (!nonna) throw new Error('Pizza Nonna missing')
    const store = storeOf(halles, nonna.journal_id)
    const child = buildMenuBundle(
      demoMenuInput(halles, { posId: 201, storeId: store.id, priceContext: { pos: nonna, store, consumptionType: 1 } }),
    )
    expect(child.categories.map((category) => category.id)).toEqual([20101, 20102, 20103, 20104])
    expect(child.products).toHaveLength(13)
    expect(child.products.find((item) => item.id === 201011)?.outOfStock).toBe(true)
    expect(child.propositions.every((proposition) => proposition.posId === 201)).toBe(true)
    expect(child.stepProducts).toEqual([])
  })
})
