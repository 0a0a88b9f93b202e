import { fromBase64Url, toBase64Url } from '../../common/base64url'

// The Worker's VAPID key (RFC 8292, decision 079): a P-256 private key kept as a Worker secret, as a
// JWK. Its public half is what a browser subscribes with (the applicationServerKey).

/** The private scalar and the public point (base64url), and whom a push service may contact. */
export type Vapid = { privateKey: string; publicKey: string; contact: string }

/** The settings it is read from (server/env.ts): the secret, and whom a push service may contact. */
export type VapidSettings = { VAPID_PRIVATE_KEY: string; VAPID_CONTACT: string }

let read: { settings: VapidSettings; vapid: Vapid | null } | null = null


/** The key and its public half (65 bytes, uncompressed, base64url), or null when the secret is no P-256 private key. */
export function vapidOf(settings: VapidSettings): Vapid | null {
  if (read?.settings.VAPID_PRIVATE_KEY === settings.VAPID_PRIVATE_KEY && read.settings.VAPID_CONTACT === settings.VAPID_CONTACT) return read.vapid
  let vapid: Vapid | null = null
  try {
    const jwk = JSON.parse(settings.VAPID_PRIVATE_KEY) as JsonWebKey
    if (jwk.kty === 'EC' && jwk.crv === 'P-256' && jwk.d && jwk.x && jwk.y) {
      const x = fromBase64Url(jwk.x)
      const y = fromBase64Url(jwk.y)
      if (x.length === 32 && y.length === 32) vapid = { privateKey: jwk.d, publicKey: toBase64Url(Uint8Array.of(4, ...x, ...y)), contact: settings.VAPID_CONTACT }
    }
  } catch {
    // Not JSON: no key.
  }
  read = { settings, vapid }
  return vapid
}
