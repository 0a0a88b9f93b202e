import { describe, expect, it } from 'vitest'
import { linesHeld, orderRefusal, type OrderToldOf } from '../../../domain/table-order'

const order = (change: Partial<OrderToldOf> = {}): OrderToldOf => ({ status: 'paid', table: '8', lines: [{ id: 1, quantity: 1 }], placedBy: 'alex', ...change })

describe('which order may take lines out of a table’s cart', () => {
  it('takes an order paid online or accepted by the venue, for this table, placed by this phone', () => {
    expect(orderRefusal(order(), '8', 'alex')).toBeNull()
    expect(orderRefusal(order({ status: 'accepted' }), '8', 'alex')).toBeNull()
  })

  it('refuses an order still waiting for its payment, or whose payment failed', () => {
    for (const status of ['pending', 'open', 'failed', 'canceled', 'expired']) expect(orderRefusal(order({ status }), '8', 'alex')).toBe('order-not-paid')
  })

  it("refuses another table's order, one another phone placed, one nobody noted, and none, as not found", () => {
    expect(orderRefusal(order({ table: '7' }), '8', 'alex')).toBe('order-not-found')
    expect(orderRefusal(order({ placedBy: 'mallory' }), '8', 'alex')).toBe('order-not-found')
    expect(orderRefusal(order({ placedBy: null }), '8', 'alex')).toBe('order-not-found')
    expect(orderRefusal(null, '8', 'alex')).toBe('order-not-found')
  })

  it('holds a line when the order has its product in its quantity, each ordered item once', () => {
    const line = (uuid: string, id: number, quantity: number) => ({ uuid, id, quantity, posId: 300, items: [], phone: 'alex' })
    const lines = [line('a', 1, 2), line('b', 1, 1), line('c', 2, 1)]
    expect(linesHeld([{ id: 1, quantity: 3 }, { id: 2, quantity: 1 }], lines).map((each) => each.uuid)).toEqual(['a', 'b', 'c'])
    expect(linesHeld([{ id: 1, quantity: 2 }], lines).map((each) => each.uuid)).toEqual(['a'])
    expect(linesHeld([{ id: 1, quantity: 1 }, { id: null, quantity: 5 }], lines).map((each) => each.uuid)).toEqual(['b'])
    expect(linesHeld([], lines)).toEqual([])
  })
})
