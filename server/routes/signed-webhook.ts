import type { Context } from 'hono'
import { z } from 'zod/mini'
import type { AppEnv } from '../app-env'
import { LIMITS } from '../../domain/limits'
import { clientKeys, counterFor } from '../limits/limits'
import { logNotice } from '../logs/notice-log'
import { venueWebhookSecrets } from '../live/venue-webhook-secrets'
import { readStamp, SIGNATURE_HEADER, signedByOneOf, TIMESTAMP_HEADER, TOLERANCE_SECONDS } from '../live/webhook-signature'

type Ctx = Context<AppEnv>

/** The venue a message comes from, by its hostname: whose secrets verify it, and whose orders it may move. */
export const webhookVenue = z.string().check(z.maxLength(253), z.regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/))

// A message is taken once. Its signature is good while its timestamp is within the tolerance either
// side of the clock, so the same message can arrive up to twice the tolerance apart: its id is kept that long.
const MESSAGE_ID_RULE = { limit: 1, windowSeconds: 2 * TOLERANCE_SECONDS }

const namedVenue = z.object({ venue: webhookVenue })

function refused(c: Ctx, label: string, status: 400 | 401 | 409, error: string, detail = '') {
  logNotice(c, 'warn', `${label} webhook refused: ${error}${detail}`)
  return c.json({ error }, status)
}

function parsedJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/**
 * A route taking one of the venue's webhooks, read with `schema`, and handed to `handle` once it passed
 * every check, each before the work of the next: signature headers present and in time (401), the venue
 * it names (400), that venue's secrets in KV (401 without), the signature by one of them (401), the
 * message's shape (400), its id not seen within the window (409). A message whose handling fails is
 * not counted as seen, so the venue's retry of it is taken. Each refusal is logged under `label`.
 */
export function signedWebhook<T extends { id: string; venue: string }>(schema: z.ZodMiniType<T>, label: string, handle: (c: Ctx, message: T) => Promise<Response>) {
  return async function takeSignedWebhook(c: Ctx): Promise<Response> {
    // Every message spends one of its client's refusals, given back once it is taken: a client that
    // sends forgeries is soon refused before its body, KV or the log are touched (decision 073).
    const refusals = counterFor(c, `webhook-refusals:${(await clientKeys(c)).address}`)
    const { granted, retryAfterSeconds } = await refusals.spend(LIMITS.webhookRefusals, 1)
    if (granted === 0) {
      c.header('retry-after', String(retryAfterSeconds))
      return c.json({ error: 'too many refused webhooks' }, 429)
    }
    const response = await checkedWebhook(c)
    if (response.status < 300) await refusals.refund(1)
    return response
  }

  async function checkedWebhook(c: Ctx): Promise<Response> {
    const stamp = readStamp({ signature: c.req.header(SIGNATURE_HEADER) ?? null, timestamp: c.req.header(TIMESTAMP_HEADER) ?? null })
    if (!stamp.ok) return refused(c, label, 401, stamp.why)
    const body = await c.req.text()
    const json = parsedJson(body)
    const named = namedVenue.safeParse(json)
    if (!named.success) return refused(c, label, 400, 'invalid message', ' (no venue)')
    const host = named.data.venue
    const secrets = await venueWebhookSecrets(c.env.VENUES, host, (notice) => logNotice(c, 'error', notice))
    if (!secrets) return refused(c, label, 401, 'unknown venue', ` (${host})`)
    if (!(await signedByOneOf(secrets, stamp.stamp, body))) return refused(c, label, 401, 'bad signature', ` (${host})`)
    const message = schema.safeParse(json)
    if (!message.success) return refused(c, label, 400, 'invalid message', ` (${host})`)

    const seen = counterFor(c, `webhook-message:${host}:${message.data.id}`)
    if (!(await seen.take(MESSAGE_ID_RULE)).allowed) return refused(c, label, 409, 'replayed', ` (${host}, message ${message.data.id})`)
    let response: Response | undefined
    try {
      response = await handle(c, message.data)
      return response
    } finally {
      if (!response || response.status >= 500) await seen.giveBack()
    }
  }
}
