import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { ANONYMOUS_ID_COOKIE, isSecureRequest } from '../request/session'
import { visitorOf, visitorToBe } from './visitor'
import { fromBase64Url } from '../../common/base64url'

// SPEC §3's customer-anonymous-id: the number the venue holds a browser's slot under (SPEC §6; decision
// 066). It is the first 32 random bits of the browser's signed visitor id (decision 022), and nothing
// else: a number a client sends is never read, so one browser cannot hold a slot under five numbers
// while the Worker counts one (decision 073). The browser's calls that come together (the schedule asks
// for its days and its slots at once) name one number.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The 32-bit number at the head of a visitor id (22 base64url characters). */
function numberOf(visitorId: string): number {
  const bytes = fromBase64Url(visitorId.slice(0, 8))
  return new DataView(bytes.buffer).getUint32(0)
}

/**
 * The visitor's number, from the visitor the request's cookie proves, or the one its answer brings. The
 * SPEC's cookie carries it for the browser (HttpOnly, decision 037) and is set again when it says otherwise.
 */
export async function anonymousId(c: Context<AppEnv>): Promise<string> {
  const visitor = (await visitorOf(c)) ?? (await visitorToBe(c)).id
  const number = String(numberOf(visitor))
  if (getCookie(c, ANONYMOUS_ID_COOKIE) !== number) {
    setCookie(c, ANONYMOUS_ID_COOKIE, number, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureRequest(c), maxAge: ONE_YEAR_SECONDS })
  }
  return number
}
