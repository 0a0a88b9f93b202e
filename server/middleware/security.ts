import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { contentSecurityPolicy } from '../render/content-security-policy'

/** Strict headers for every answer; the page's inline scripts and styles carry the per-request nonce. */
export const security = (): MiddlewareHandler<AppEnv> =>
  async function security(c, next) {
    const nonce = newNonce()
    c.set('nonce', nonce)
    await next()
    const headers = c.res.headers
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Cross-Origin-Resource-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)')
  }

// A nonce is 22 base64url characters (132 random bits), each from the low 6 bits of a byte of its own.
// The bytes are drawn in blocks and each is used once: one call into the generator per 64 answers.
const NONCE_LENGTH = 22
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const randomBytes = new Uint8Array(NONCE_LENGTH * 64)
let usedBytes = randomBytes.length

function newNonce(): string {
  if (usedBytes === randomBytes.length) {
    crypto.getRandomValues(randomBytes)
    usedBytes = 0
  }
  let nonce = ''
  for (const end = usedBytes + NONCE_LENGTH; usedBytes < end; usedBytes++) nonce += BASE64URL[randomBytes[usedBytes]! & 63]
  return nonce
}
