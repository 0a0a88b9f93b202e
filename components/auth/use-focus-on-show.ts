import { useEffect, useRef } from 'react'

/**
 * A ref for a message that replaces a form (sent, changed): once it shows, it takes the focus, so
 * the keyboard does not fall back to the top of the page and a screen reader reads it out.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  return ref
}
