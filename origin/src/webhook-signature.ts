// How the platform signs its webhooks (origin/README.md "Order webhooks"), in one place:
//   x-webhook-timestamp: <unix seconds when sent>
//   x-webhook-signature: v1=<lowercase hex HMAC-SHA256, key = the venue's secret, over "<timestamp>.<raw body>">
// The timestamp is signed with the body so that a receiver can refuse an old delivery replayed.

export const TIMESTAMP_HEADER = 'x-webhook-timestamp'
export const SIGNATURE_HEADER = 'x-webhook-signature'

const encoder = new TextEncoder()

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

async function hmac(key: string, text: string): Promise<string> {
  const imported = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', imported, encoder.encode(text)))
}

/** The x-webhook-signature value of `body` sent at `timestamp` (unix seconds). */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  return `v1=${await hmac(secret, `${timestamp}.${body}`)}`
}

/**
 * The secret one venue's webhooks are signed with: lowercase hex HMAC-SHA256 of "venue-webhook:<host>"
 * keyed by ORDER_WEBHOOK_SECRET. Each venue has its own, so a venue's secret signs for no other; the
 * sandbox derives them rather than keeping a table, and scripts/venue-webhook-secrets.mjs gives the
 * app the same ones.
 */
export const venueWebhookSecret = (platformSecret: string, host: string): Promise<string> => hmac(platformSecret, `venue-webhook:${host}`)
