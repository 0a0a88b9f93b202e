import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import { serialize } from 'hono/utils/cookie'
import { makeTranslator } from '../../locales/intl'
import { messagesFor } from '../../locales/messages.server'
import type { AppEnv } from '../app-env'
import { isSecureRequest } from '../request/session'
import { requestLocale } from '../request/request-locale'
import { mintVisitor, verifiedVisitor, VISITOR_COOKIE } from './visitor-id'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

const known = new WeakMap<Request, Promise<string | null>>()
const minted = new WeakMap<Request, Promise<{ id: string; value: string }>>()

/** The visitor the request's cookie proves; null without a valid one. Read once per request. */
export function visitorOf(c: Context<AppEnv>): Promise<string | null> {
  let visitor = known.get(c.req.raw)
  if (!visitor) {
    visitor = verifiedVisitor(c.env.VISITOR_KEY, getCookie(c, VISITOR_COOKIE))
    known.set(c.req.raw, visitor)
  }
  return visitor
}

/**
 * The visitor the answer to a request without a valid cookie names: made once per request, so what
 * the request did for it (a slot number, decision 073) and the cookie it gets agree.
 */
export function visitorToBe(c: Context<AppEnv>): Promise<{ id: string; value: string }> {
  let visitor = minted.get(c.req.raw)
  if (!visitor) {
    visitor = mintVisitor(c.env.VISITOR_KEY)
    minted.set(c.req.raw, visitor)
  }
  return visitor
}

/**
 * A browser without a visitor cookie gets one with the answer. Only on answers nobody keeps for
 * others (the API's, pages other than a visitor's menu): a cookie on a shared page would be shared.
 */
export async function offerVisitorCookie(c: Context<AppEnv>, headers: Headers): Promise<void> {
  if (await visitorOf(c)) return
  const { value } = await visitorToBe(c)
  headers.append(
    'set-cookie',
    serialize(VISITOR_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecureRequest(c), maxAge: ONE_YEAR_SECONDS }),
  )
}

/** Every API answer brings a visitor cookie to a browser that has none (decision 022). */
export const visitorCookie = (): MiddlewareHandler<AppEnv> =>
  async function visitorCookie(c, next) {
    await next()
    // A WebSocket's 101 goes to a page that has its cookie already, and its headers are the runtime's.
    if (c.res.status !== 101) await offerVisitorCookie(c, c.res.headers)
  }

/**
 * The request's visitor, or a 428 saying the browser must keep the site's cookie: what is held or
 * paced per diner needs to know the diner. The answer brings a cookie, so a browser asks again once.
 */
export async function requireVisitor(c: Context<AppEnv>): Promise<string> {
  const visitor = await visitorOf(c)
  if (visitor) return visitor
  const locale = requestLocale(c)
  throw new HTTPException(428, { message: makeTranslator(locale, messagesFor(locale))('answer.visitorRequired') })
}
