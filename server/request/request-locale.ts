import type { Context } from 'hono'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locale'
import type { AppEnv } from '../app-env'

/** The page's language, sent by the browser with each API call as `X-Locale` (SPEC §4). */
export function requestLocale(c: Context<AppEnv>): Locale {
  const header = c.req.header('x-locale')
  return isLocale(header) ? header : DEFAULT_LOCALE
}
