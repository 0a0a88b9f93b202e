import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'

/** The panel is hidden unless the Worker switches it on: then the route does not exist. */
export function guard(pageContext: PageContext) {
  if (!pageContext.debug) throw render(404)
}
