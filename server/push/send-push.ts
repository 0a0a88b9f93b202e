import { buildPushPayload } from '@block65/webcrypto-web-push'
import { pushDestination } from './push-services'
import type { Vapid } from './vapid'
import type { ReadyMessage } from '../../domain/ready-notice'
import type { PushTarget, SendResult } from '../../domain/ready-pushes'

// One Web Push message (RFC 8030), encrypted for the browser (aes128gcm, RFC 8291) and signed with the
// Worker's VAPID key (RFC 8292) by @block65/webcrypto-web-push (decision 079): Web Crypto only.

/**
 * sent: the push service took it. gone: the subscription is no more (404, 410), never to be tried
 * again. retry: a busy or failing service (429, 5xx, no answer), tried again later. refused: any other
 * answer, which another try would meet again.
 */
export type PushOutcome = SendResult & { status: number }

// How long a push service keeps a message for a phone that is offline: news of a ready order goes stale.
const MESSAGE_TTL_SECONDS = 60 * 60
const SEND_TIMEOUT_MS = 10_000

export async function sendPush(vapid: Vapid, target: PushTarget, message: ReadyMessage, sandboxOrigins: readonly string[]): Promise<PushOutcome> {
  const destination = pushDestination(target.endpoint, sandboxOrigins)
  if (!destination) return { outcome: 'refused', status: 0, retryAfterSeconds: null }
  let request
  try {
    request = await buildPushPayload(
      { data: message, options: { ttl: MESSAGE_TTL_SECONDS, urgency: 'high' } },
      { endpoint: destination.claim, expirationTime: null, keys: target.keys },
      { subject: vapid.contact, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    )
  } catch {
    // Keys the browser would not have given (the route checks their form, not their curve).
    return { outcome: 'refused', status: 0, retryAfterSeconds: null }
  }
  try {
    const response = await fetch(destination.post, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) })
    await response.body?.cancel()
    const { status } = response
    if (status >= 200 && status < 300) return { outcome: 'sent', status, retryAfterSeconds: null }
    if (status === 404 || status === 410) return { outcome: 'gone', status, retryAfterSeconds: null }
    if (status === 429 || status >= 500) return { outcome: 'retry', status, retryAfterSeconds: retryAfter(response.headers.get('retry-after')) }
    return { outcome: 'refused', status, retryAfterSeconds: null }
  } catch {
    return { outcome: 'retry', status: 0, retryAfterSeconds: null }
  }
}

/** Retry-After in seconds (RFC 9110: a number of seconds or a date), or null. */
function retryAfter(value: string | null): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}
