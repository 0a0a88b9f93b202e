// The venue's webhooks are signed: `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`
// with the secret both sides hold, and `x-webhook-timestamp` in unix seconds. A message older or newer
// than five minutes is refused, so a captured one cannot be sent again later; within that window the
// order's own sequence number refuses it (order-watch.ts).

export const SIGNATURE_HEADER = 'x-webhook-signature'
export const TIMESTAMP_HEADER = 'x-webhook-timestamp'
export const TOLERANCE_SECONDS = 300

export type SignatureCheck = { ok: true } | { ok: false; why: 'unsigned' | 'stale' | 'bad signature' }

const encoder = new TextEncoder()

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

const fromHex = (hex: string): Uint8Array | null =>
  /^(?:[0-9a-f]{2})+$/.test(hex) ? Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16)) : null

/** Checks a webhook's signature and age; `crypto.subtle.verify` compares in constant time. */
export async function checkWebhookSignature(
  secret: string,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  const { signature, timestamp } = headers
  const mac = signature?.startsWith('v1=') ? fromHex(signature.slice(3)) : null
  if (!mac || !timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, why: 'unsigned' }
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return { ok: false, why: 'stale' }
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(`${timestamp}.${body}`))
  return valid ? { ok: true } : { ok: false, why: 'bad signature' }
}
