import { useEffect, useRef } from 'react'

/**
 * The room a bar kept at the foot of the screen takes (position: sticky; bottom), given to the page as
 * `--page-foot-room` while it is there: the page's scroll padding then scrolls a control reached by
 * Tab clear of it, as it does of a phone's cart bar (WCAG 2.4.11). Where the bar is not kept at the
 * foot (a wide screen, a short one), it takes no room.
 */
export function useFootRoom<Element extends HTMLElement>() {
  const bar = useRef<Element>(null)
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement.style
    const measure = () => {
      const kept = getComputedStyle(element).position === 'sticky'
      root.setProperty('--page-foot-room', kept ? `${Math.ceil(element.getBoundingClientRect().height)}px` : '0px')
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.removeProperty('--page-foot-room')
    }
  }, [])
  return bar
}
