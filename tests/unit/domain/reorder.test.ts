import { describe, expect, it } from 'vitest'
import { addComposition, addProduct, incrementLine, type Cart } from '../../../domain/cart'
import { canReorder, reorderLines, type ReorderLine } from '../../../domain/reorder'

// The paid eat-in order of the demo data (lumiere LUM-001311): a Formule midi and a Pils.
const lines = [
  {
    id: 100024,
    uid: '87869cd0-a091-5f8f-9123-24504e6c885c',
    posId: 100,
    name: 'Formule midi',
    quantity: 1,
    price: 25,
    items: [
      {
        id: 100001,
        uid: '507637aa-5266-57d7-9c56-31fd907d9137',
        name: 'Croquettes de fromage (2 pièces)',
        quantity: 1,
        price: 0,
        step: '9df990cd-2acb-591b-aec5-673b30962053',
        proposition: { uid: '9df990cd-2acb-591b-aec5-673b30962053', retrieve_price: false },
      },
      {
        id: 100009,
        uid: '0d7765a5-9b7a-5078-af4b-92d667caa278',
        name: 'Carbonnade flamande, frites',
        quantity: 1,
        price: 1.5,
        step: '0f372fe9-9534-5496-b78c-c4cc547b186e',
        proposition: { uid: '0f372fe9-9534-5496-b78c-c4cc547b186e', retrieve_price: false },
      },
    ],
  },
  { id: 100043, uid: 'a5cbe590-c17c-5bf2-a897-711a0c1452ce', posId: 100, name: 'Pils pression (25 cl)', quantity: 2, price: 3.5, items: [] },
]

describe('reorderLines', () => {
  it('keeps id, posId, quantity and the menu items, with item prices in cents', () => {
    const reorder = reorderLines(lines)
    expect(reorder).toHaveLength(2)
    expect(reorder[0]).toMatchObject({ id: 100024, posId: 100, quantity: 1 })
    expect(reorder[0]?.items.map((item) => [item.id, item.price, item.quantity, item.step])).toEqual([
      [100001, 0, 1, '9df990cd-2acb-591b-aec5-673b30962053'],
      [100009, 150, 1, '0f372fe9-9534-5496-b78c-c4cc547b186e'],
    ])
    expect(reorder[1]).toEqual({ id: 100043, posId: 100, quantity: 2, items: [] })
  })

  it('takes the step from the proposition when the item does not name it', () => {
    const [line] = reorderLines([{ id: 1, uid: 'u', posId: 100, quantity: 1, items: [{ id: 2, quantity: 1, price: 1, proposition: { uid: 'step-a', retrieve_price: true } }] }])
    expect(line?.items[0]).toMatchObject({ step: 'step-a', proposition: { uid: 'step-a', retrieve_price: true }, price: 100 })
  })

  it('leaves out lines it cannot put back', () => {
    expect(reorderLines(undefined)).toEqual([])
    expect(reorderLines('lines')).toEqual([])
    expect(
      reorderLines([
        { id: 1, uid: 'a', quantity: 1, items: [] }, // no point of sale
        { id: 1, uid: 'a', posId: 100, quantity: 0, items: [] },
        { id: 1, uid: 'a', posId: 100, quantity: 1.5, items: [] },
        { id: 1, uid: 'a', posId: 100, quantity: 1, items: [{ id: 2 }] }, // an item without a step
        { id: 3, uid: 'c', posId: 100, quantity: 1 },
      ]).map((line) => line.id),
    ).toEqual([3])
    expect(canReorder([])).toBe(false)
    expect(canReorder(lines)).toBe(true)
  })

  it('gives lines the cart rules accept as they are', () => {
    let cart: Cart = []
    let next = 0
    const uuid = () => `line-${++next}`
    for (const line of reorderLines(lines) as ReorderLine[]) {
      if (line.items.length === 0) for (let unit = 0; unit < line.quantity; unit++) cart = addProduct(cart, line, uuid)
      else {
        cart = addComposition(cart, line, uuid)
        for (let unit = 1; unit < line.quantity; unit++) cart = incrementLine(cart, cart.at(-1)!.uuid)
      }
    }
    expect(cart.map((line) => [line.id, line.quantity, line.items.length])).toEqual([
      [100024, 1, 2],
      [100043, 2, 0],
    ])
  })
})

describe('customerOrdersSchema', () => {
  it('keeps the lines of each order, which reorderLines reads back', async () => {
    const { customerOrdersSchema } = await import('../../../domain/schemas/customer-orders')
    const [order] = customerOrdersSchema.parse([
      { uid: '5239edc1-2f37-5311-81dd-e30769e34ac6', number: 'LUM-001311', status: 'paid', order_date: '2025-05-10T11:02:14+02:00', amount: 31, lines },
    ])
    expect(order?.lines).toHaveLength(2)
    expect(reorderLines(order?.lines).map((line) => [line.id, line.quantity, line.items.length])).toEqual([
      [100024, 1, 2],
      [100043, 2, 0],
    ])
  })

  it('accepts an order without lines', async () => {
    const { customerOrdersSchema } = await import('../../../domain/schemas/customer-orders')
    const [order] = customerOrdersSchema.parse([{ uid: 'u', number: 'N', status: 'paid' }])
    expect(order?.lines).toBeUndefined()
    expect(reorderLines(order?.lines)).toEqual([])
  })
})
