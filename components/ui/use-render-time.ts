import { useState } from 'react'
import { usePageData } from './page-data'
import { useHydrated } from './use-hydrated'

/**
 * The time a screen is drawn for: the server's render time on the server and while the page hydrates,
 * the device's from the render after. A device whose clock says another day than the server's (a
 * phone set wrong, a page opened across midnight, a cached page) would otherwise hydrate with other
 * attributes than the HTML has, which React keeps without a word: a calendar whose focusable day is
 * not the one it shows chosen. Pages that use it pass `clock` to their +data hook.
 */
export function useRenderTime(): Date {
  const renderedAt = usePageData()?.renderedAt
  const hydrated = useHydrated()
  const [device] = useState(() => new Date())
  const [server] = useState(() => (renderedAt === undefined ? null : new Date(renderedAt)))
  return hydrated || server === null ? device : server
}
