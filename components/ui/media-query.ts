import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept up to date. False on the server and while hydrating, so the
 * server's HTML is what the browser hydrates; what depends on it comes right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
