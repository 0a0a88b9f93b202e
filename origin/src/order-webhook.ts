// The platform tells the app of every new step of an order: a POST to ORDER_WEBHOOK_URL with the
// order's progress up to that step, signed with its venue's own secret. Retried on a network error or
// a 5xx; a 4xx is the receiver's final word.
import type { Env } from './env'
import { webhookTarget } from './env'
import { progressEntry, readOrderProgress } from './order-progress'
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, venueWebhookSecret } from './webhook-signature'

/** The waits before the 2nd, 3rd and 4th attempt. */
const RETRY_DELAYS_MS = [500, 2_000, 5_000]

export type AppendedStep = { uid: string; seq: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The delivery of one step, `{id, order_uid, venue, seq, progress}` (venue: its host), with the host; null when the order is gone. */
async function delivery(db: D1Database, step: AppendedStep): Promise<{ host: string; body: string } | null> {
  const order = await readOrderProgress(db, step.uid)
  // Later steps may exist already: the delivery tells the progress as it was at its own step.
  const steps = order?.steps.filter((stored) => stored.seq <= step.seq) ?? []
  if (!order || steps.at(-1)?.seq !== step.seq) return null
  const body = JSON.stringify({ id: crypto.randomUUID(), order_uid: step.uid, venue: order.host, seq: step.seq, progress: steps.map(progressEntry) })
  return { host: order.host, body }
}

type Attempt = { kind: 'delivered' } | { kind: 'refused'; status: number } | { kind: 'failed'; reason: string }

async function post(target: { url: string; secret: string }, body: string): Promise<Attempt> {
  // Signed per attempt: a retry carries the time it is sent, within the receiver's window.
  const timestamp = Math.floor(Date.now() / 1000)
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: await signWebhook(target.secret, timestamp, body),
      },
      body,
    })
    await response.body?.cancel()
    if (response.ok) return { kind: 'delivered' }
    return response.status >= 500 ? { kind: 'failed', reason: `status ${response.status}` } : { kind: 'refused', status: response.status }
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
  }
}

/** Posts the step to ORDER_WEBHOOK_URL (when set); never throws, what goes wrong is logged. */
export async function deliverProgress(env: Env, step: AppendedStep): Promise<void> {
  try {
    const target = webhookTarget(env)
    const found = target && (await delivery(env.DB, step))
    if (!target || !found) return
    const venueTarget = { url: target.url, secret: await venueWebhookSecret(target.secret, found.host) }
    await deliverSigned(venueTarget, found.body, { label: 'order webhook', subject: `step ${step.seq} of order ${step.uid}` })
  } catch (error) {
    console.error('order webhook:', error)
  }
}

/** Posts `body` signed with `target.secret`, retried after a network error or a 5xx; a 4xx is the receiver's final word. */
export async function deliverSigned(target: { url: string; secret: string }, body: string, { label, subject }: { label: string; subject: string }): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await post(target, body)
    if (outcome.kind === 'delivered') return
    if (outcome.kind === 'refused') {
      console.warn(`${label}: ${target.url} refused ${subject} (${outcome.status}); not retried`)
      return
    }
    const delay = RETRY_DELAYS_MS[attempt]
    if (delay === undefined) {
      console.warn(`${label}: ${subject} not delivered to ${target.url} (${outcome.reason}); gave up`)
      return
    }
    await sleep(delay)
  }
}
