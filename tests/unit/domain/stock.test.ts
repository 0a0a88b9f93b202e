import { describe, expect, it } from 'vitest'
import { isOutOfStock, stockByItemUid } from '../../../domain/stock'
import { demoPlatform, itemById } from './demo-data'

describe('isOutOfStock', () => {
  const lumiere = demoPlatform('lumiere')
  const byUid = stockByItemUid(lumiere.stocks)

  it("marks 'Burger à la truffe' 100023 out of stock in the Lumière store", () => {
    expect(isOutOfStock(byUid.get(itemById(lumiere, 100023).uid), 2100)).toBe(true)
    expect(isOutOfStock(byUid.get(itemById(lumiere, 100022).uid), 2100)).toBe(false)
  })

  it('reads only the record of the current store', () => {
    const records = [
      { store_id: 1, out_of_stock: true },
      { store_id: 2, out_of_stock: false },
    ]
    expect(isOutOfStock(records, 2)).toBe(false)
    expect(isOutOfStock(records, 1)).toBe(true)
  })

  it('treats a product without a record for the store as in stock', () => {
    expect(isOutOfStock([{ store_id: 1, out_of_stock: true }], 3)).toBe(false)
    expect(isOutOfStock([], 2100)).toBe(false)
    expect(isOutOfStock(undefined, 2100)).toBe(false)
  })

  it('groups stock records by item uid', () => {
    expect(byUid.size).toBe(63)
    expect(byUid.get(itemById(lumiere, 100023).uid)).toHaveLength(1)
  })
})
