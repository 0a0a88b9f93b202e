import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { SESSION_CHANGED_HEADER } from '../../common/offline-caches'
import type { AppEnv } from '../app-env'

// Who is asking, for the venue-API calls that need it (SPEC §3 Cookies, §6; DESIGN §Request flow 5).

export const CUSTOMER_TOKEN_COOKIE = 'customer-access-token'
export const ANONYMOUS_ID_COOKIE = 'customer-anonymous-id'

/** SPEC §6: a visitor sends the token value -1. */
export const VISITOR_TOKEN = '-1'

// A token is placed in venue-API paths: dots alone would walk them (see venuePath).
const TOKEN_PATTERN = /^(?!\.+$)[A-Za-z0-9._~-]{1,512}$/

/** The customer's token from the HttpOnly session cookie, or -1 for a visitor. Never sent to the page. */
export function customerToken(c: Context<AppEnv>): string {
  return sessionToken(c) ?? VISITOR_TOKEN
}

/** The session token, or null for a visitor. */
export function sessionToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, CUSTOMER_TOKEN_COOKIE)
  return token && TOKEN_PATTERN.test(token) ? token : null
}

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * Starts a session from a login or register answer: HttpOnly so no page script can read it, Secure
 * outside localhost, SameSite=Lax so it goes along when the payment page sends the customer back.
 */
export function startSession(c: Context<AppEnv>, token: string) {
  c.header(SESSION_CHANGED_HEADER, '1')
  setCookie(c, CUSTOMER_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
}

/** SPEC §4: logout clears the customer and the cookies of the session. */
export function endSession(c: Context<AppEnv>) {
  c.header(SESSION_CHANGED_HEADER, '1')
  for (const name of [CUSTOMER_TOKEN_COOKIE, ANONYMOUS_ID_COOKIE, 'clickandcollect-origin']) {
    setCookie(c, name, '', { path: '/', maxAge: 0, sameSite: 'Lax', secure: isSecureRequest(c) })
  }
}

/** A token the venue no longer knows: the browser forgets it, and nothing else of the device's. */
export function forgetSession(c: Context<AppEnv>) {
  setCookie(c, CUSTOMER_TOKEN_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'Lax', secure: isSecureRequest(c) })
}

/** Secure cookies need https; the local demo runs on http://*.localhost. */
export function isSecureRequest(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url)
  return url.protocol === 'https:' || !/(^|\.)localhost$|^127\.0\.0\.1$/.test(url.hostname)
}
