import type { Context } from 'hono'
import { orderOutcome } from '../../domain/order-outcome'
import type { CheckoutAnswer, Order } from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { hostOf, writeMetric } from './metrics'

// Orders placed, and how their online payments end. The Worker learns an outcome when the diner's result
// page reads the order (GET /api/order/:uid, or the wallet's /api/order-from-payment/:info), which it
// may do many times. So an order placed with an online payment is noted at the edge (the Cache API,
// a day) with what its datapoint needs, and counted, then forgotten, the first time a read finds its
// payment settled. The edge's cache is per data centre: a diner who returns through another one (rare
// within a payment's minutes) is not counted.

type Placed = { route: 'checkout' | 'quickcheckout'; payment: string; amount: number }

const AWAITED_SECONDS = 24 * 3600
const awaitedKey = (host: string, uid: string) => new Request(`https://payments-awaited.internal/${encodeURIComponent(host)}/${encodeURIComponent(uid)}`)
const awaitedPayments = () => caches.open('payments-awaited')

/** The venue took an order: its datapoint, and its online payment awaited. */
export function orderPlaced(c: Context<AppEnv>, placed: Placed, { order, payment_url }: CheckoutAnswer): void {
  const host = hostOf(c)
  const amount = order.amount ?? placed.amount
  writeMetric(c, { event: 'order', host, route: placed.route, payment: placed.payment, consumption: String(order.consumption_type ?? ''), amount })
  if (!payment_url) return
  const noted = new Response(JSON.stringify({ ...placed, amount }), { headers: { 'cache-control': `max-age=${AWAITED_SECONDS}` } })
  c.executionCtx.waitUntil(awaitedPayments().then((cache) => cache.put(awaitedKey(host, order.uid), noted)).catch(() => undefined))
}

/** A read of an order: the first that finds its awaited payment settled counts how it ended. */
export function orderRead(c: Context<AppEnv>, order: Order): void {
  const outcome = orderOutcome(order.status)
  if (outcome === 'pending' || outcome === 'unknown') return
  const host = hostOf(c)
  const counted = async () => {
    const cache = await awaitedPayments()
    const key = awaitedKey(host, order.uid)
    const noted = await cache.match(key)
    if (!noted) return
    await cache.delete(key)
    const placed = (await noted.json()) as Placed
    writeMetric(c, { event: 'payment', host, outcome, payment: placed.payment, route: placed.route, amount: placed.amount })
  }
  c.executionCtx.waitUntil(counted().catch(() => undefined))
}
