import { useSyncExternalStore } from 'react'

// One list per query for the page's life: `matchMedia` builds a new one and evaluates the query at
// each call, and React reads the snapshot at every render of the cart and more.
const lists = new Map<string, MediaQueryList>()

function listOf(query: string): MediaQueryList {
  let list = lists.get(query)
  if (!list) lists.set(query, (list = window.matchMedia(query)))
  return list
}

/**
 * Whether a media query matches, kept up to date. False on the server and while hydrating, so the
 * server's HTML is what the browser hydrates; what depends on it comes right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = listOf(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => listOf(query).matches,
    () => false,
  )
}
