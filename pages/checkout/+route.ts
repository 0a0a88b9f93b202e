import type { PageContext } from 'vike/types'

// SPEC §2: /checkout/{step?}; the step is optional. An unknown step is still this page: it sends the
// customer to the right one.
export default function route(pageContext: PageContext) {
  const match = /^\/checkout(?:\/([a-z-]+))?\/?$/.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { step: match[1] ?? '' } }
}
