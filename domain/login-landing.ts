import { isLocale, splitLocalePath, type Locale } from './locale'
import { DASHBOARD_PATH } from './route-access'

// Where a customer lands after logging in or creating an account (SPEC §2 default route /dashboard,
// §4 Session: login adopts the customer's two-letter language).

// Any origin serves: `next` is read against it only to see whether it stays on this site.
const SAME_SITE = 'http://app.invalid'

/**
 * A `next` value the login may return to: an app path such as '/checkout/payment-method' (its query
 * kept, a locale prefix dropped), or null for anything else: another site ('//evil.example',
 * 'https://…', '/\\evil.example'), control characters, the Worker's own /api.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return null
  if (/[\\\p{Cc}]/u.test(next)) return null
  let url: URL
  try {
    url = new URL(next, SAME_SITE)
  } catch {
    return null
  }
  if (url.origin !== SAME_SITE) return null
  const path = splitLocalePath(url.pathname).rest
  if (path === '/api' || path.startsWith('/api/')) return null
  return `${path}${url.search}${url.hash}`
}

/** The customer's language if it is one of the app's ('fr', 'FR', 'fr-BE'), else the page's. */
export function adoptedLocale(customerLanguage: string | null | undefined, pageLocale: Locale): Locale {
  const primary = customerLanguage?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : pageLocale
}

/** The full path to load after a login: `next` when it is safe, else the dashboard, in the adopted language. */
export function afterLoginPath(input: { customerLanguage: string | null | undefined; pageLocale: Locale; next?: unknown }): string {
  const locale = adoptedLocale(input.customerLanguage, input.pageLocale)
  const path = safeNextPath(input.next) ?? DASHBOARD_PATH
  // The menu is '/fr', not '/fr/'.
  return /^\/([?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`
}
