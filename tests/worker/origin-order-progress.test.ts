// The kitchen steps of orders on the sandbox origin, moved by hand through /__sandbox (the kitchen
// stands still in test stacks), with the sandbox clock fixed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ordersAt, steps } from './origin-orders'
import type { Order, Route } from './origin-orders'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('origin-order-progress')
const PERSIST_TO = '.wrangler/test-origin-order-progress'
// MONDAY_MORNING in UTC, as progress times are written.
const ACCEPTED_AT = '2026-12-14T09:00:00.000Z'
const MANUAL_ESTIMATE = '2026-12-14T09:10:00.000Z'
const SEEDED_PAID = '5239edc1-2f37-5311-81dd-e30769e34ac6'

let origin: RunningOrigin
let orders: ReturnType<typeof ordersAt>

const answer = async (response: Response, status = 200) => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as Order & { error?: string }
}

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
  orders = ordersAt(origin.url)
})

afterAll(async () => {
  await fetch(`${origin.url}/__sandbox/clock`, { method: 'DELETE' }).catch(() => undefined)
  await origin?.stop()
})

beforeEach(async () => {
  await orders.reset()
})

describe('accepted orders', () => {
  it('starts an order paid on site at accepted, ready 10 minutes later when the kitchen is manual', async () => {
    const { order } = await orders.place('takeaway')
    const accepted = { step: 'accepted', at: ACCEPTED_AT, estimated_ready_at: MANUAL_ESTIMATE, reasons: null }
    expect(order).toMatchObject({ status: 'accepted', progress: [accepted] })
    expect((await orders.order(order.uid)).progress).toEqual([accepted])
    expect((await orders.sandboxOrders()).map((listed) => listed.progress)).toEqual([[accepted]])
  })

  it('gives no progress to an order waiting for its payment, and accepted once it is paid', async () => {
    const { order, payment_url } = await orders.place('takeaway', 'bancontact')
    expect(order).toMatchObject({ status: 'pending', progress: [] })
    expect(await answer(await orders.advance(order.uid), 409)).toEqual({ error: 'This order has not been accepted' })
    expect((await answer(await orders.reject(order.uid, { reasons: ['Closed'] }), 409)).error).toBe('This order has not been accepted')

    await orders.setClock('2026-12-14T10:05:00+01:00')
    await orders.pay(payment_url!, 'paid')
    const accepted = { step: 'accepted', at: '2026-12-14T09:05:00.000Z', estimated_ready_at: '2026-12-14T09:15:00.000Z', reasons: null }
    expect(await orders.order(order.uid)).toMatchObject({ status: 'paid', progress: [accepted] })
    const fromPayment = await fetch(`${origin.url}/venues/lumiere/api/order-from-payment-provider-information/${payment_url!.split('/').pop()}`)
    expect((await answer(fromPayment)).progress).toEqual([accepted])

    // A second choice on the page changes nothing.
    await orders.pay(payment_url!, 'paid')
    expect((await orders.order(order.uid)).progress).toEqual([accepted])
  })

  it('gives no progress to an order whose payment failed, expired or was canceled', async () => {
    for (const outcome of ['failed', 'expired', 'canceled']) {
      const { order, payment_url } = await orders.place('takeaway', 'bancontact')
      await orders.pay(payment_url!, outcome)
      expect(await orders.order(order.uid)).toMatchObject({ status: outcome, progress: [] })
      expect((await orders.advance(order.uid)).status).toBe(409)
    }
  })

  it('accepts a quick order paid on site at once, on the eat-in route', async () => {
    const response = await fetch(`${origin.url}/venues/lumiere/api/quickcheckout`, {
      method: 'POST',
      body: JSON.stringify({
        idempotency_key: `quick-${Date.now().toString(36)}`,
        language: 'en',
        table_uid: 'free',
        cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
        amount: 23,
        guest_count: null,
        payment_method: 'on_site',
        name: 'Sam',
        return_urls: { card: 'http://lumiere.localhost:8787/en/quickorder/order', wallet: 'http://lumiere.localhost:8787/en/wallet' },
      }),
    })
    const { order } = (await answer(response, 201)) as unknown as { order: Order }
    expect(steps(order)).toEqual(['accepted'])
    for (let step = 0; step < 3; step++) await answer(await orders.advance(order.uid))
    expect(steps(await orders.order(order.uid))).toEqual(['accepted', 'preparing', 'ready', 'served'])
  })

  it('answers the demo’s seeded orders with an empty progress, in GET /order and the customer’s orders', async () => {
    const [seeded] = (await (await fetch(`${origin.url}/venues/lumiere/api/order?uids=${SEEDED_PAID}`)).json()) as Order[]
    expect(seeded).toMatchObject({ uid: SEEDED_PAID, status: 'paid', progress: [] })
    const history = (await (await fetch(`${origin.url}/venues/lumiere/api/customer-orders/demo-token-camille`)).json()) as Order[]
    expect(history.length).toBeGreaterThan(0)
    for (const order of history) expect(order.progress).toEqual([])
  })
})

describe('POST /__sandbox/orders/:uid/advance', () => {
  const ROUTES: Array<[Route, string[]]> = [
    ['takeaway', ['accepted', 'preparing', 'ready']],
    ['eat-in', ['accepted', 'preparing', 'ready', 'served']],
    ['delivery', ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']],
  ]

  it.each(ROUTES)('walks a %s order to its last step, then answers 409', async (route, route_steps) => {
    const { order } = await orders.place(route)
    for (let at = 1; at < route_steps.length; at++) {
      // Each step is timed by the sandbox clock: a minute after the one before.
      await orders.setClock(`2026-12-14T10:0${at}:00+01:00`)
      const advanced = await answer(await orders.advance(order.uid))
      expect(advanced).toMatchObject({ uid: order.uid, venue: 'lumiere', status: 'accepted' })
      expect(steps(advanced)).toEqual(route_steps.slice(0, at + 1))
      expect(advanced.progress.at(-1)).toEqual({
        step: route_steps[at],
        at: `2026-12-14T09:0${at}:00.000Z`,
        // The estimate holds while the order is being prepared.
        estimated_ready_at: route_steps[at] === 'preparing' ? MANUAL_ESTIMATE : null,
        reasons: null,
      })
    }
    const last = route_steps.at(-1)
    expect(await answer(await orders.advance(order.uid), 409)).toEqual({ error: `This order is already ${last}` })
    expect(steps(await orders.order(order.uid))).toEqual(route_steps)
  })

  it('answers 404 for an unknown order or a uid that cannot be one', async () => {
    expect(await answer(await orders.advance('ffffffff-0000-4000-8000-000000000000'), 404)).toEqual({ error: 'Order not found' })
    expect((await orders.advance('not*an*order')).status).toBe(404)
  })

  it('appends one step per call when two calls come at once', async () => {
    const { order } = await orders.place('delivery')
    const responses = await Promise.all([orders.advance(order.uid), orders.advance(order.uid), orders.advance(order.uid)])
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    expect(steps(await orders.order(order.uid))).toEqual(['accepted', 'preparing', 'ready', 'out_for_delivery'])
  })

  it('forgets the progress with the orders: DELETE /__sandbox/orders', async () => {
    const { order } = await orders.place('takeaway')
    await orders.reset()
    expect(await orders.sandboxOrders()).toEqual([])
    expect((await orders.advance(order.uid)).status).toBe(404)
  })
})

describe('POST /__sandbox/orders/:uid/reject', () => {
  it('ends the route with rejected and its reasons; nothing follows', async () => {
    const { order } = await orders.place('eat-in')
    await answer(await orders.advance(order.uid))
    await orders.setClock('2026-12-14T10:03:00+01:00')
    const rejected = await answer(await orders.reject(order.uid, { reasons: ['Out of croquettes', 'Kitchen closing'] }))
    expect(rejected.progress).toEqual([
      { step: 'accepted', at: ACCEPTED_AT, estimated_ready_at: MANUAL_ESTIMATE, reasons: null },
      { step: 'preparing', at: ACCEPTED_AT, estimated_ready_at: MANUAL_ESTIMATE, reasons: null },
      { step: 'rejected', at: '2026-12-14T09:03:00.000Z', estimated_ready_at: null, reasons: ['Out of croquettes', 'Kitchen closing'] },
    ])
    expect(rejected.status).toBe('accepted')
    expect(await answer(await orders.advance(order.uid), 409)).toEqual({ error: 'This order is already rejected' })
    expect((await orders.reject(order.uid, { reasons: ['Again'] })).status).toBe(409)
  })

  it('may reject an order just accepted, not one that reached its last step', async () => {
    const first = await orders.place('takeaway')
    expect(steps(await answer(await orders.reject(first.order.uid, { reasons: ['Too busy'] })))).toEqual(['accepted', 'rejected'])
    const second = await orders.place('takeaway')
    await orders.advance(second.order.uid)
    await orders.advance(second.order.uid)
    expect(await answer(await orders.reject(second.order.uid, { reasons: ['Too late'] }), 409)).toEqual({
      error: 'This order is already ready',
    })
  })

  it('refuses a body without 1 to 5 reasons of 1 to 200 characters (400), before looking for the order', async () => {
    const { order } = await orders.place('takeaway')
    const bad = [undefined, {}, { reasons: [] }, { reasons: [''] }, { reasons: ['  '] }, { reasons: ['x'.repeat(201)] }, { reasons: Array(6).fill('No') }, { reasons: 'No' }, { reasons: [1] }]
    for (const body of bad) {
      const refused = await answer(await orders.reject(order.uid, body), 400)
      expect(refused.error).toBe('invalid request')
    }
    expect(steps(await orders.order(order.uid))).toEqual(['accepted'])
    expect((await orders.reject('ffffffff-0000-4000-8000-000000000000', { reasons: ['No'] })).status).toBe(404)
  })
})
