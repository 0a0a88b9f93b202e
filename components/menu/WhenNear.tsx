import { useEffect, useRef, useState, type ReactNode } from 'react'

// How far ahead of the screen a waiting section is drawn: a few screens, so scrolling never meets a gap.
const AHEAD = '2000px 0px'

/**
 * `children` once the diner comes near; meanwhile a placeholder about as tall as `count` product
 * cards, so the page's length and the category links stay right.
 */
export function WhenNear({ count, children }: { count: number; children: ReactNode }) {
  const [near, setNear] = useState(false)
  const placeholder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = placeholder.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (near) return children
  return <div ref={placeholder} className="product-grid-pending" style={{ ['--products' as string]: count }} />
}
