import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { isSecureRequest } from '../request/session'
import { visitorOf, visitorToBe } from '../visitor/visitor'
import { sameText, signedText } from '../visitor/visitor-id'

// A browser an account logged in from before (decision 074): its owner typing the right password there
// is never kept out by the wrong guesses others make on the account. The proof is a cookie the Worker
// signs over the browser's visitor id, the venue and the login: it cannot be made for another browser
// or account, and it says nothing to anyone who reads it.

export const KNOWN_LOGIN_COOKIE = 'known-login'
const HALF_A_YEAR_SECONDS = 183 * 24 * 60 * 60
const VALUE = /^[A-Za-z0-9_-]{22}$/

const proofOf = (c: Context<AppEnv>, visitor: string, login: string) =>
  signedText(c.env.VISITOR_KEY, `known-login:${visitor}:${c.get('venue')!.host}:${login}`)

/** Whether this browser logged in to `login` at this venue before (`login` trimmed and lowercased). */
export async function isKnownBrowser(c: Context<AppEnv>, login: string): Promise<boolean> {
  const visitor = await visitorOf(c)
  const proof = getCookie(c, KNOWN_LOGIN_COOKIE)
  if (!visitor || !proof || !VALUE.test(proof)) return false
  return sameText(await proofOf(c, visitor, login), proof)
}

/** Remembers that this browser logged in to `login`: the last account wins, as a browser has one customer. */
export async function rememberBrowser(c: Context<AppEnv>, login: string): Promise<void> {
  const visitor = (await visitorOf(c)) ?? (await visitorToBe(c)).id
  setCookie(c, KNOWN_LOGIN_COOKIE, await proofOf(c, visitor, login), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecureRequest(c),
    maxAge: HALF_A_YEAR_SECONDS,
  })
}
