// Secrets of customer accounts, through WebCrypto: salted PBKDF2 password hashes, random tokens, and
// the SHA-256 under which tokens are stored (a leaked table lets nobody log in).

// workerd refuses more than 100 000 iterations; origin/seed/build-seed.mjs hashes the demo passwords alike.
const ITERATIONS = 100_000
const SCHEME = 'pbkdf2-sha256'

const encoder = new TextEncoder()
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

/** 'pbkdf2-sha256$<iterations>$<salt>$<hash>' with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `${SCHEME}$${ITERATIONS}$${toBase64(salt)}$${toBase64(await pbkdf2(password, salt, ITERATIONS))}`
}

/** A hash no password matches: checked against when the login is unknown, so both cost the same time. */
export const UNMATCHABLE_HASH = `${SCHEME}$${ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$`

/** Whether `password` gives `stored`; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== SCHEME || !iterations || salt === undefined || hash === undefined) return false
  const actual = await pbkdf2(password, fromBase64(salt), Number(iterations))
  const expected = fromBase64(hash)
  let difference = actual.length ^ expected.length
  for (let index = 0; index < actual.length; index++) difference |= actual[index]! ^ (expected[index] ?? 0)
  return difference === 0
}

/** A random token of 32 bytes, in hex. */
export const randomToken = () => toHex(crypto.getRandomValues(new Uint8Array(32)))

/** What a token is stored and looked up as. */
export async function tokenHash(token: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token))))
}
