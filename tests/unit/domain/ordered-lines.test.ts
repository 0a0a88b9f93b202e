import { describe, expect, it } from 'vitest'
import { orderedLineTotal } from '../../../domain/ordered-lines'

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
