import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { orderWatchOf, SUBSCRIPTION_HEADER, type Subscription } from '../live/order-watch'
import { LIMITS } from '../../domain/limits'
import { limitAnswer } from '../limits/limit-reached'
import { clientTakes, giveBackAll, takeAll } from '../limits/limits'
import { isOriginOf } from '../middleware/same-origin'
import { hostOf, writeMetric } from '../metrics/metrics'
import { lookUpOrder } from './order-lookup'
import { orderPath, refusal, venueApiOf, venueUid } from './venue-request'

// A diner watching an order: a WebSocket to the order's Durable Object (server/live/order-watch.ts).
// Who may watch is who holds the order's link, as for GET /api/order/:uid: its uid (random, 122 bits)
// names an order of this venue. The venue's answer is also the picture the diner gets at once, so a
// reconnecting phone catches up even when a webhook was lost meanwhile.

/** A page of another site may open a WebSocket with the diner's cookies: only the venue's own pages may. */
const fromOwnPage = (origin: string | undefined, requestUrl: string) => origin === undefined || isOriginOf(origin, requestUrl)

/**
 * No permessage-deflate: a watcher gets a few small JSON messages an order, and compressing them
 * would keep a zlib state of about 200 KB per open socket (bench/sockets.mjs, 1,000 watchers: the
 * app's workerd 418 MB above where it started with compression, 212 MB without). The runtime reads
 * this header as the extensions the Worker agrees to and tells the browser only those it knows: none.
 * Not the empty value workerd's documentation gives: an empty header reads as no header, and the
 * runtime then agrees to whatever the browser offered.
 */
const NO_COMPRESSION = { 'sec-websocket-extensions': 'none' }

export const orderLiveApi = new Hono<AppEnv>().get('/order/:uid/live', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json({ error: 'Expected a WebSocket' }, 426)
  if (!fromOwnPage(c.req.header('origin'), c.req.url)) return c.json({ error: 'Forbidden' }, 403)
  const client = venueApiOf(c)
  const id = venueUid.safeParse(c.req.param('uid'))
  if (!id.success) return c.json({ error: 'Order not found' }, 404)
  const answer = await lookUpOrder(c, client, id.data)
  if (!answer.ok) return refusal(c, answer)
  const order = answer.data
  if (!order) return c.json({ error: 'Order not found' }, 404)

  // The diner's open watches are bounded (a family's phones, a food court's diners): the object gives
  // this one back when its socket ends.
  const token = crypto.randomUUID()
  const takes = await clientTakes(c, 'live-watches', LIMITS.liveWatches, 'liveWatches', token)
  const refused = await takeAll(takes)
  if (refused) return limitAnswer(c, refused)
  const subscription: Subscription = {
    order: { status: order.status, consumption_type: order.consumption_type ?? null, progress: order.progress },
    pollUrl: client.address(orderPath(order.uid)),
    watch: { counters: takes.map((take) => take.key), token },
  }
  const watch = orderWatchOf(c.env, c.get('venue')!.host, order.uid)
  const upgraded = await watch.fetch('https://order-watch/subscribe', {
    headers: { upgrade: 'websocket', [SUBSCRIPTION_HEADER]: JSON.stringify(subscription) },
  })
  if (!upgraded.webSocket) {
    await giveBackAll(takes)
    return c.json({ error: 'Unable to watch the order' }, 503)
  }
  writeMetric(c, { event: 'socket', host: hostOf(c) })
  // A fresh answer: the security headers are set on it afterwards, which the object's own forbids.
  return new Response(null, { status: 101, webSocket: upgraded.webSocket, headers: NO_COMPRESSION })
})
