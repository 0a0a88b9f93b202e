// The sandbox origin's kitchen moving accepted orders by itself (KITCHEN_STEP_SECONDS > 0; short
// here): one step per interval of real time, each timed by the sandbox clock, until a final step, from
// a quarter of an hour before the order's booked time (Tuesday 12:00; placed on Monday morning).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ordersAt, steps } from './origin-orders'
import type { Order } from './origin-orders'
import { startWebhookReceiver } from './origin-webhook-receiver'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('origin-kitchen')
const RECEIVER_PORT = ownOriginPort('origin-kitchen-receiver')
const PERSIST_TO = '.wrangler/test-origin-kitchen'
const STEP_SECONDS = 0.4
const ACCEPTED_AT = '2026-12-14T09:00:00.000Z'
// Two kitchen steps after the sandbox clock's acceptance.
const ESTIMATE = new Date(Date.parse(ACCEPTED_AT) + 2 * STEP_SECONDS * 1000).toISOString()
// A quarter of an hour before the booking: the kitchen starts.
const KITCHEN_STARTS = '2026-12-15T11:45:00+01:00'
const STARTED_AT = new Date(KITCHEN_STARTS).toISOString()

let origin: RunningOrigin
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let orders: ReturnType<typeof ordersAt>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The order once it has `count` steps (polled), failing after a few seconds. */
async function orderWithSteps(uid: string, count: number): Promise<Order> {
  for (const start = Date.now(); Date.now() - start < 8_000; await sleep(50)) {
    const order = await orders.order(uid)
    if (order.progress.length >= count) return order
  }
  throw new Error(`order ${uid} did not reach ${count} steps`)
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(RECEIVER_PORT)
  origin = await startOrigin({
    port: PORT,
    persistTo: PERSIST_TO,
    kitchenRunsByItself: true,
    vars: { KITCHEN_STEP_SECONDS: String(STEP_SECONDS), ORDER_WEBHOOK_URL: receiver.url },
  })
  orders = ordersAt(origin.url)
})

afterAll(async () => {
  await fetch(`${origin.url}/__sandbox/clock`, { method: 'DELETE' }).catch(() => undefined)
  await origin?.stop()
  await receiver?.stop()
})

beforeEach(async () => {
  await orders.reset()
  receiver.clear()
})

describe('kitchen', () => {
  it("keeps an order booked for tomorrow accepted until a quarter of an hour before its time, then moves it", async () => {
    const { order } = await orders.place('takeaway')
    await sleep(3 * STEP_SECONDS * 1000)
    expect(steps(await orders.order(order.uid))).toEqual(['accepted'])
    await orders.setClock('2026-12-15T11:44:00+01:00')
    await sleep(3 * STEP_SECONDS * 1000)
    expect(steps(await orders.order(order.uid))).toEqual(['accepted'])
    await orders.setClock(KITCHEN_STARTS)
    expect(steps(await orderWithSteps(order.uid, 3))).toEqual(['accepted', 'preparing', 'ready'])
  })

  it('moves a takeaway order paid on site to ready by itself, then stops', async () => {
    const { order } = await orders.place('takeaway')
    expect(order.progress).toEqual([{ step: 'accepted', at: ACCEPTED_AT, estimated_ready_at: ESTIMATE, reasons: null }])
    await orders.setClock(KITCHEN_STARTS)
    const started = Date.now()
    const ready = await orderWithSteps(order.uid, 3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(STEP_SECONDS * 1000)
    // The sandbox clock stands still: every step is timed at its instant.
    expect(ready.progress).toEqual([
      { step: 'accepted', at: ACCEPTED_AT, estimated_ready_at: ESTIMATE, reasons: null },
      { step: 'preparing', at: STARTED_AT, estimated_ready_at: ESTIMATE, reasons: null },
      { step: 'ready', at: STARTED_AT, estimated_ready_at: null, reasons: null },
    ])
    await sleep(3 * STEP_SECONDS * 1000)
    expect(steps(await orders.order(order.uid))).toEqual(['accepted', 'preparing', 'ready'])
    // Each step the kitchen took was posted too.
    const seqs = (await receiver.waitFor(3)).map((delivery) => (JSON.parse(delivery.body) as { seq: number }).seq)
    expect(seqs.sort()).toEqual([1, 2, 3])
  })

  it('starts once the payment page is paid, and walks a delivery to delivered', async () => {
    const { order, payment_url } = await orders.place('delivery', 'bancontact')
    await sleep(3 * STEP_SECONDS * 1000)
    expect((await orders.order(order.uid)).progress).toEqual([])
    await orders.pay(payment_url!, 'paid')
    await orders.setClock(KITCHEN_STARTS)
    const delivered = await orderWithSteps(order.uid, 5)
    expect(steps(delivered)).toEqual(['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
  })

  it('leaves a rejected order where it is', async () => {
    const { order } = await orders.place('eat-in')
    expect((await orders.reject(order.uid, { reasons: ['Closed for a private party'] })).status).toBe(200)
    await sleep(3 * STEP_SECONDS * 1000)
    expect(steps(await orders.order(order.uid))).toEqual(['accepted', 'rejected'])
  })

  it('finds nothing to do for orders dropped meanwhile, and keeps serving', async () => {
    const { order } = await orders.place('takeaway')
    await orders.reset()
    await sleep(3 * STEP_SECONDS * 1000)
    expect(await orders.sandboxOrders()).toEqual([])
    expect((await orders.advance(order.uid)).status).toBe(404)
    expect(origin.output()).not.toMatch(/error/i)
  })
})
