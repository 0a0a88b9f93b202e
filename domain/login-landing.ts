import { isLocale, splitLocalePath, type Locale } from './locale'
import { DASHBOARD_PATH } from './route-access'

// Where a customer lands after logging in or creating an account (SPEC §2 default route /dashboard),
// and in which language. SPEC §4 has login adopt the customer's stored language; the diner who logs in
// from an English page stays in English, and the pages offer the stored language instead (decision 011).

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

/** The customer's stored language if it is one of the app's ('fr', 'FR', 'fr-BE'), else null. */
export function accountLocale(customerLanguage: string | null | undefined): Locale | null {
  const primary = customerLanguage?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : null
}

/**
 * The account's language to offer on a page in `pageLocale`: the customer's stored language when it
 * differs from the page's and the venue offers it in its chooser; null when there is nothing to offer.
 */
export function languageToOffer(customerLanguage: string | null | undefined, pageLocale: Locale, offered: readonly Locale[]): Locale | null {
  const stored = accountLocale(customerLanguage)
  return stored !== null && stored !== pageLocale && offered.includes(stored) ? stored : null
}

/** The full path to load after a login: `next` when it is safe, else the dashboard, in the page's language. */
export function afterLoginPath(input: { pageLocale: Locale; next?: unknown }): string {
  const path = safeNextPath(input.next) ?? DASHBOARD_PATH
  // The menu is '/fr', not '/fr/'.
  return /^\/([?#]|$)/.test(path) ? `/${input.pageLocale}${path.slice(1)}` : `/${input.pageLocale}${path}`
}
