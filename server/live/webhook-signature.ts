// The venue's webhooks are signed: `x-webhook-signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`
// with the venue's own secret (venue-webhook-secrets.ts), and `x-webhook-timestamp` in unix seconds. A
// message older or newer than five minutes is refused, so a captured one cannot be sent again later;
// within that window its id is taken once (routes/signed-webhook.ts).

export const SIGNATURE_HEADER = 'x-webhook-signature'
export const TIMESTAMP_HEADER = 'x-webhook-timestamp'
export const TOLERANCE_SECONDS = 300

export type SignatureRefusal = 'unsigned' | 'stale' | 'bad signature'
/** A signature as the headers carry it, read and dated but not yet checked against a secret. */
export type Stamp = { mac: Uint8Array; timestamp: string }

const encoder = new TextEncoder()

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

const fromHex = (hex: string): Uint8Array | null =>
  /^(?:[0-9a-f]{2})+$/.test(hex) ? Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16)) : null

/** The signature headers, refused when missing, malformed or out of the time window: no secret is needed for that. */
export function readStamp(
  headers: { signature: string | null; timestamp: string | null },
  nowSeconds = Math.floor(Date.now() / 1000),
): { ok: true; stamp: Stamp } | { ok: false; why: SignatureRefusal } {
  const { signature, timestamp } = headers
  const mac = signature?.startsWith('v1=') ? fromHex(signature.slice(3)) : null
  if (!mac || !timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, why: 'unsigned' }
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) return { ok: false, why: 'stale' }
  return { ok: true, stamp: { mac, timestamp } }
}

/** Whether one of `secrets` signed `body` with this stamp; `crypto.subtle.verify` compares in constant time. */
export async function signedByOneOf(secrets: readonly string[], { mac, timestamp }: Stamp, body: string): Promise<boolean> {
  const signed = encoder.encode(`${timestamp}.${body}`)
  for (const secret of secrets) {
    if (await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, signed)) return true
  }
  return false
}
