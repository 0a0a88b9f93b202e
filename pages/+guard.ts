import { redirect, render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { accessRedirect, LOGIN_PATH, UnknownAccessError } from '../domain/route-access'
import { localePath } from '../components/ui/i18n'

/** SPEC §2 route guards, from the page's `access` setting. */
export function guard(pageContext: PageContext) {
  const { venue, customer, locale, config } = pageContext
  if (!venue) return
  try {
    const target = accessRedirect(config.access, {
      loggedIn: customer != null,
      allowOrderWithoutAccount: venue.ordering.allowOrderWithoutAccount,
      // Without its /en prefix (see +onBeforeRoute).
      path: pageContext.urlPathname,
    })
    if (!target) return
    // A session the venue could not be asked about is not a visitor: no login page, but 'try again';
    // one it did not answer about in the page's time is checked by the browser (pages/+Layout.tsx).
    if (target === LOGIN_PATH && pageContext.customerUnknown === 'late') return
    if (target === LOGIN_PATH && pageContext.customerUnknown === 'unreachable') throw render(503, 'error.unreachable')
    // Login brings the customer back to where they were going (see domain/login-landing.ts).
    const { pathname, searchOriginal } = pageContext.urlParsed
    const back = target === LOGIN_PATH && pageContext.urlPathname !== '/' ? `?next=${encodeURIComponent(pathname + (searchOriginal ?? ''))}` : ''
    throw redirect(`${localePath(locale, target)}${back}`)
  } catch (error) {
    if (error instanceof UnknownAccessError) throw render(500, error.message)
    throw error
  }
}
