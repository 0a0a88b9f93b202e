import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { yieldToBrowser } from '../client/yield-to-browser'
import { DEFAULT_LOCALE, splitLocalePath } from '../domain/locale'

/**
 * Routes see paths without their /en /fr /nl /de prefix; the prefix becomes pageContext.locale.
 * On hydration, matching the route then runs in a task apart from the router's start-up.
 */
export function onBeforeRoute(pageContext: PageContext) {
  // Each read of urlParsed parses the address again.
  const { pathname, href } = pageContext.urlParsed
  const { locale, rest } = splitLocalePath(pathname)
  const routed = {
    pageContext: {
      locale: locale ?? DEFAULT_LOCALE,
      urlLogical: modifyUrl(href, { pathname: rest }),
    },
  }
  return pageContext.isClientSide && pageContext.isHydration ? yieldToBrowser().then(() => routed) : routed
}
