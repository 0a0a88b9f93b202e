import { Hono } from 'hono'
import { z } from 'zod'
import { progressEntrySchema } from '../../domain/order-progress'
import type { AppEnv } from '../app-env'
import { checkWebhookSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../live/webhook-signature'
import { limitJsonBody } from '../middleware/request-body'
import { venueUid } from './venue-request'

// The venue's webhook: an order reached a step. Signed with the secret the Worker and the venue share
// (ORDER_WEBHOOK_SECRET); without that secret the Worker takes no webhooks and asks the venue instead
// (order-watch.ts). Not under a venue's host: the venue calls the Worker's own address.

export const ORDER_PROGRESS_HOOK = '/api/hooks/order-progress'

const hookSchema = z.object({
  id: z.string().min(1).max(100),
  order_uid: venueUid,
  seq: z.number().int().positive(),
  progress: z.array(progressEntrySchema).min(1).max(20),
})

export const orderProgressHook = new Hono<AppEnv>().post(ORDER_PROGRESS_HOOK, limitJsonBody(), async (c) => {
  const secret = c.env.ORDER_WEBHOOK_SECRET
  if (!secret) return c.json({ error: 'Not found' }, 404)
  const body = await c.req.text()
  const signed = await checkWebhookSignature(
    secret,
    { signature: c.req.header(SIGNATURE_HEADER) ?? null, timestamp: c.req.header(TIMESTAMP_HEADER) ?? null },
    body,
  )
  if (!signed.ok) {
    console.warn(`order progress webhook refused: ${signed.why}`)
    return c.json({ error: signed.why }, 401)
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    json = undefined
  }
  const message = hookSchema.safeParse(json)
  if (!message.success) {
    console.warn('order progress webhook refused: unreadable message')
    return c.json({ error: 'invalid message' }, 400)
  }
  const { id, order_uid, seq, progress } = message.data
  const watch = c.env.ORDER_WATCH.get(c.env.ORDER_WATCH.idFromName(order_uid))
  const verdict = await watch.publish({ seq, progress })
  if (verdict === 'replayed') {
    console.warn(`order progress webhook refused: replayed (order ${order_uid}, seq ${seq}, delivery ${id})`)
    return c.json({ error: 'replayed' }, 409)
  }
  return c.body(null, 204)
})
