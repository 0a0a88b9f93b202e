import { toBase64Url } from '../../common/base64url'

// A diner's browser, named by a signed cookie (decision 022): limits and budgets count diners, not
// the address a food court's Wi-Fi or a carrier's NAT puts hundreds of them behind. The id is random;
// its MAC (HMAC-SHA256 with VISITOR_KEY, a Worker secret) makes it unforgeable, not scarce: anyone can
// get a fresh one by coming without a cookie, which is why every per-visitor limit has a per-address
// ceiling beside it.

export const VISITOR_COOKIE = 'visitor-id'

const ID_BYTES = 16
const MAC_BYTES = 16
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function macKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    keys.set(secret, key)
  }
  return key
}

/** The MAC of `text` under the secret, base64url: what proves the Worker wrote it. */
export async function signedText(secret: string, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await macKey(secret), encoder.encode(text)))
  return toBase64Url(mac.slice(0, MAC_BYTES))
}

const macOf = (secret: string, id: string) => signedText(secret, `visitor:${id}`)

/** Equal strings in a time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The visitor id a cookie value carries, or null when it is absent, malformed or not ours. */
export async function verifiedVisitor(secret: string, value: string | undefined): Promise<string | null> {
  const match = value ? VALUE.exec(value) : null
  if (!match) return null
  const [, id, mac] = match
  return sameText(await macOf(secret, id!), mac!) ? id! : null
}

/** A new visitor: its id and the cookie value that proves it. */
export async function mintVisitor(secret: string): Promise<{ id: string; value: string }> {
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(ID_BYTES)))
  return { id, value: `${id}.${await macOf(secret, id)}` }
}
