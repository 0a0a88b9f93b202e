// How the platform signs its webhooks (origin/README.md "Order webhooks"), in one place:
//   x-webhook-timestamp: <unix seconds when sent>
//   x-webhook-signature: v1=<lowercase hex HMAC-SHA256, key = the shared secret, over "<timestamp>.<raw body>">
// The timestamp is signed with the body so that a receiver can refuse an old delivery replayed.

export const TIMESTAMP_HEADER = 'x-webhook-timestamp'
export const SIGNATURE_HEADER = 'x-webhook-signature'

const encoder = new TextEncoder()

/** The x-webhook-signature value of `body` sent at `timestamp` (unix seconds). */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)))
  return `v1=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
