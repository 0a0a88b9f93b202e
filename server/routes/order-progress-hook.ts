import { Hono } from 'hono'
import { z } from 'zod/mini'
import { progressEntrySchema } from '../../domain/schemas/order-progress'
import type { AppEnv } from '../app-env'
import { orderWatchOf } from '../live/order-watch'
import { limitJsonBody } from '../middleware/request-body'
import { signedWebhook, webhookVenue } from './signed-webhook'
import { venueUid } from './venue-request'
import { logNotice } from '../logs/notice-log'

// The venue's webhook: an order reached a step (signed-webhook.ts). Without webhooks the Worker asks the
// venue instead (order-watch.ts). Not under a venue's host: the venue calls the Worker's own address,
// and names itself in the message, signed with its own secret.

export const ORDER_PROGRESS_HOOK = '/api/hooks/order-progress'

// An order has a handful of steps. A number near 2^53 would be taken once and refuse every later
// step of the order as a replay: the bound leaves no such number to take.
const MAX_SEQ = 10_000

const hookSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  venue: webhookVenue,
  order_uid: venueUid,
  seq: z.int().check(z.positive(), z.lte(MAX_SEQ)),
  progress: z.array(progressEntrySchema).check(z.minLength(1), z.maxLength(20)),
})

export const orderProgressHook = new Hono<AppEnv>().post(
  ORDER_PROGRESS_HOOK,
  limitJsonBody(),
  signedWebhook(hookSchema, 'order progress', async (c, { id, venue, order_uid, seq, progress }) => {
    // The order's object at that venue: a venue's secret moves no other venue's orders.
    const verdict = await orderWatchOf(c.env, venue, order_uid).publish({ seq, progress })
    if (verdict === 'replayed') {
      // The order's uid is a secret (whoever holds it may watch the order): the message id finds it.
      logNotice(c, 'warn', `order progress webhook refused: replayed (${venue}, seq ${seq}, message ${id})`)
      return c.json({ error: 'replayed' }, 409)
    }
    if (verdict === 'ahead') {
      logNotice(c, 'warn', `order progress webhook refused: seq ${seq} too far ahead (${venue}, message ${id})`)
      return c.json({ error: 'too far ahead' }, 409)
    }
    return c.body(null, 204)
  }),
)
