import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, pickLocale, splitLocalePath } from '../../domain/locale'
import type { AppEnv } from '../app-env'

/**
 * Pages live under /en /fr /nl /de. A path without a prefix is redirected to one chosen from the
 * `i18n_redirected` cookie, then Accept-Language, then English; a prefixed page records its language
 * in that cookie for 365 days (SPEC §3, §9).
 */
export const locale = (): MiddlewareHandler<AppEnv> =>
  async function locale(c, next) {
    const url = new URL(c.req.url)
    const { locale: fromPath } = splitLocalePath(url.pathname)
    const cookie = getCookie(c, LOCALE_COOKIE) ?? null
    if (!fromPath) {
      const chosen = pickLocale({ cookie, acceptLanguage: c.req.header('accept-language') ?? null })
      const path = url.pathname === '/' ? '' : url.pathname
      return c.redirect(`/${chosen}${path}${url.search}`, 302)
    }
    c.set('locale', fromPath)
    await next()
    if (cookie !== fromPath) {
      c.res.headers.append(
        'Set-Cookie',
        `${LOCALE_COOKIE}=${fromPath}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`,
      )
    }
  }
