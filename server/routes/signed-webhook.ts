import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../app-env'
import { checkWebhookSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../live/webhook-signature'

export type SignedWebhook<T> = { ok: true; message: T } | { ok: false; response: Response }

/**
 * A venue's webhook, signed with the secret the Worker and the venue share (ORDER_WEBHOOK_SECRET), read
 * with `schema`. Without that secret the Worker takes no webhooks (404); a refusal is logged with its
 * reason under `label`.
 */
export async function readSignedWebhook<S extends z.ZodType>(c: Context<AppEnv>, schema: S, label: string): Promise<SignedWebhook<z.infer<S>>> {
  const secret = c.env.ORDER_WEBHOOK_SECRET
  if (!secret) return { ok: false, response: c.json({ error: 'Not found' }, 404) }
  const body = await c.req.text()
  const signed = await checkWebhookSignature(
    secret,
    { signature: c.req.header(SIGNATURE_HEADER) ?? null, timestamp: c.req.header(TIMESTAMP_HEADER) ?? null },
    body,
  )
  if (!signed.ok) {
    console.warn(`${label} webhook refused: ${signed.why}`)
    return { ok: false, response: c.json({ error: signed.why }, 401) }
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    json = undefined
  }
  const message = schema.safeParse(json)
  if (!message.success) {
    console.warn(`${label} webhook refused: unreadable message`)
    return { ok: false, response: c.json({ error: 'invalid message' }, 400) }
  }
  return { ok: true, message: message.data }
}
