import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { DEFAULT_LOCALE, splitLocalePath } from '../domain/locale'

/** Routes see paths without their /en /fr /nl /de prefix; the prefix becomes pageContext.locale. */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, rest } = splitLocalePath(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale: locale ?? DEFAULT_LOCALE,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: rest }),
    },
  }
}
