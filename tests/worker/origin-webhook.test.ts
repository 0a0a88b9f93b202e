// The sandbox origin's order webhooks: every new step is posted to ORDER_WEBHOOK_URL (a receiver of the
// test's own here), naming its venue by host and signed with that venue's own secret, and retried on a
// 5xx, not on a 4xx.
import { createHmac } from 'node:crypto'
import { venueWebhookSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ordersAt } from './origin-orders'
import type { ProgressEntry } from './origin-orders'
import { startWebhookReceiver } from './origin-webhook-receiver'
import type { Delivery } from './origin-webhook-receiver'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('origin-webhook')
const RECEIVER_PORT = ownOriginPort('origin-webhook-receiver')
const PERSIST_TO = '.wrangler/test-origin-webhook'
const SECRET = 'test-webhook-secret'
// Every order here is Lumière's: its secret, derived from the platform's as the app's KV holds it.
const LUMIERE_SECRET = venueWebhookSecret('lumiere.localhost', SECRET)

type Body = { id: string; order_uid: string; venue: string; seq: number; progress: ProgressEntry[] }

let origin: RunningOrigin
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let orders: ReturnType<typeof ordersAt>

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The delivery's body, once its headers and signature are checked. */
function verified(delivery: Delivery): Body {
  expect(delivery).toMatchObject({ method: 'POST', path: '/hooks/order-progress' })
  expect(delivery.headers['content-type']).toBe('application/json')
  const timestamp = String(delivery.headers['x-webhook-timestamp'])
  expect(timestamp).toMatch(/^\d+$/)
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60)
  expect(delivery.headers['x-webhook-signature']).toBe(`v1=${hmac(LUMIERE_SECRET, `${timestamp}.${delivery.body}`)}`)
  return JSON.parse(delivery.body) as Body
}

beforeAll(async () => {
  receiver = await startWebhookReceiver(RECEIVER_PORT)
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO, vars: { ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: SECRET } })
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
  receiver.answerWith(() => 204)
})

describe('deliveries', () => {
  it('posts each new step with the progress up to it: accepted, then by hand advanced and rejected', async () => {
    const { order } = await orders.place('takeaway')
    const [accepted] = await receiver.waitFor(1)
    const first = verified(accepted!)
    expect(first).toEqual({ id: expect.any(String), order_uid: order.uid, venue: 'lumiere.localhost', seq: 1, progress: order.progress })
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

    const advanced = (await (await orders.advance(order.uid)).json()) as { progress: ProgressEntry[] }
    const rejected = (await (await orders.reject(order.uid, { reasons: ['Out of croquettes'] })).json()) as { progress: ProgressEntry[] }
    const bodies = (await receiver.waitFor(3)).map(verified).sort((a, b) => a.seq - b.seq)
    expect(bodies.map((body) => [body.seq, body.progress])).toEqual([
      [1, order.progress],
      [2, advanced.progress],
      [3, rejected.progress],
    ])
    expect(new Set(bodies.map((body) => body.id)).size).toBe(3)
  })

  it('posts the accepted step when the payment page is paid', async () => {
    const { order, payment_url } = await orders.place('delivery', 'bancontact')
    await sleep(300)
    expect(receiver.deliveries).toEqual([])
    await orders.pay(payment_url!, 'paid')
    const [delivery] = await receiver.waitFor(1)
    expect(verified(delivery!)).toMatchObject({ order_uid: order.uid, seq: 1, progress: [{ step: 'accepted' }] })
  })

  it('retries a delivery answered 5xx, the same body under the same id, after 0.5 s then 2 s', async () => {
    receiver.answerWith((_, index) => (index < 2 ? 503 : 204))
    const started = Date.now()
    await orders.place('takeaway')
    const tries = await receiver.waitFor(3)
    const elapsed = Date.now() - started
    expect(new Set(tries.map((delivery) => delivery.body)).size).toBe(1)
    tries.forEach(verified)
    expect(elapsed).toBeGreaterThanOrEqual(2_500)
    await sleep(600)
    expect(receiver.deliveries).toHaveLength(3)
  })

  it('gives up after 3 retries', async () => {
    receiver.answerWith(() => 500)
    await orders.place('takeaway')
    await receiver.waitFor(4, 12_000)
    await sleep(1_000)
    expect(receiver.deliveries).toHaveLength(4)
    expect(origin.output()).toMatch(/not delivered to .*gave up/)
  }, 20_000)

  it('does not retry a delivery answered 4xx, and says so in the log', async () => {
    receiver.answerWith(() => 404)
    const { order } = await orders.place('takeaway')
    await receiver.waitFor(1)
    await sleep(1_000)
    expect(receiver.deliveries).toHaveLength(1)
    expect(origin.output()).toContain(`refused step 1 of order ${order.uid} (404); not retried`)
  })
})
