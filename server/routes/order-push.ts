import { Hono } from 'hono'
import { z } from 'zod/mini'
import { QUICK_ORDER_RESULT_PATH } from '../../common/result-pages'
import { LIMITS } from '../../domain/limits'
import { LOCALES } from '../../domain/locale'
import { orderOutcome } from '../../domain/order-outcome'
import { latestStep } from '../../domain/order-progress'
import { venueView } from '../../domain/venue-view'
import type { AppEnv } from '../app-env'
import { orderWatchOf } from '../live/order-watch'
import { limitAnswer } from '../limits/limit-reached'
import { clientTakes, giveBackAll, takeAll } from '../limits/limits'
import { pushDestination, sandboxPushOrigins } from '../push/push-services'
import { readyMessage } from '../push/ready-message'
import { vapidOf } from '../push/vapid'
import { lookUpOrder } from './order-lookup'
import { orderPath, refusal, venueApiOf, venueOrigin, venueUid } from './venue-request'

// "Tell me when it's ready" (decision 079): the Worker's public VAPID key, and a phone's push
// subscription for one order, kept by the order's object until the order is ready or over. Who may
// subscribe is who may watch the order (order-live.ts): whoever holds its link, from the venue's own
// pages (the /api writes are same-origin only); the venue confirms the order first.

// base64url of a 65-byte P-256 point and of a 16-byte secret, as browsers give them (padding or not).
const p256dh = z.string().check(z.regex(/^[A-Za-z0-9_-]{86,87}={0,2}$/))
const auth = z.string().check(z.regex(/^[A-Za-z0-9_-]{21,22}={0,2}$/))
const endpoint = z.string().check(z.minLength(1), z.maxLength(2_000))

const subscribeBody = z.object({
  subscription: z.object({ endpoint, expirationTime: z.optional(z.nullable(z.number())), keys: z.object({ p256dh, auth }) }),
  locale: z.enum(LOCALES),
})
const unsubscribeBody = z.object({ endpoint })

/** Which result page the diner subscribed from (its Referer, same-origin only): the notification opens it. */
function fromQuickOrder(referer: string | undefined, origin: string): boolean {
  try {
    const url = new URL(referer ?? '')
    return url.origin === origin && url.pathname.endsWith(QUICK_ORDER_RESULT_PATH)
  } catch {
    return false
  }
}

export const orderPushApi = new Hono<AppEnv>()
  .get('/push/key', (c) => {
    const vapid = vapidOf(c.get('config'))
    if (!vapid) return c.json({ error: 'Notifications are not available' }, 503)
    c.header('cache-control', 'public, max-age=3600')
    return c.json({ key: vapid.publicKey }, 200)
  })
  .post('/order/:uid/push', async (c) => {
    const body = subscribeBody.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ error: 'Invalid subscription' }, 400)
    const { subscription, locale } = body.data
    const config = c.get('config')
    if (!vapidOf(config)) return c.json({ error: 'Notifications are not available' }, 503)
    if (!pushDestination(subscription.endpoint, sandboxPushOrigins(config.PUSH_SERVICE_ORIGINS))) return c.json({ error: 'Not a push service' }, 400)
    const id = venueUid.safeParse(c.req.param('uid'))
    if (!id.success) return c.json({ error: 'Order not found' }, 404)
    const client = venueApiOf(c)

    // The same phone asking again for the same order is the same attempt.
    const takes = await clientTakes(c, 'push-subscriptions', LIMITS.pushSubscriptions, 'liveWatches', `${id.data} ${subscription.endpoint}`)
    const refused = await takeAll(takes)
    if (refused) return limitAnswer(c, refused)
    const answer = await lookUpOrder(c, client, id.data)
    if (!answer.ok) {
      await giveBackAll(takes)
      return refusal(c, answer)
    }
    const order = answer.data
    if (!order) {
      await giveBackAll(takes)
      return c.json({ error: 'Order not found' }, 404)
    }
    // Offered once the kitchen accepted the order (the page shows its progress), until it is ready.
    if (orderOutcome(order.status) !== 'success' || !latestStep(order.progress)) {
      await giveBackAll(takes)
      return c.json({ error: 'ended' }, 409)
    }
    const venue = c.get('venue')!
    const origin = venueOrigin(c)
    const message = readyMessage({ locale, venue: venueView(venue, locale), order, origin, quickOrder: fromQuickOrder(c.req.header('referer'), origin) })
    const verdict = await orderWatchOf(c.env, venue.host, order.uid).subscribePush({
      subscriber: { endpoint: subscription.endpoint, keys: subscription.keys, message, at: Date.now() },
      order: { status: order.status, consumption_type: order.consumption_type ?? null, progress: order.progress },
      pollUrl: client.address(orderPath(order.uid)),
      host: venue.host,
    })
    if (verdict !== 'kept') {
      await giveBackAll(takes)
      return c.json({ error: verdict }, 409)
    }
    return c.json({}, 201)
  })
  .delete('/order/:uid/push', async (c) => {
    const body = unsubscribeBody.safeParse(await c.req.json().catch(() => null))
    if (!body.success) return c.json({ error: 'Invalid subscription' }, 400)
    const id = venueUid.safeParse(c.req.param('uid'))
    const venue = c.get('venue')
    if (!id.success || !venue) return c.json({ error: 'Order not found' }, 404)
    // The endpoint is the phone's own secret: knowing it is what lets a phone turn its notification off.
    await orderWatchOf(c.env, venue.host, id.data).unsubscribePush(body.data.endpoint)
    return c.body(null, 204)
  })
