import { useRef, type ReactNode } from 'react'
import { useNearScreen } from '../ui/near-screen'

// How far ahead of the screen a waiting section is drawn: a few screens, so scrolling never meets a gap.
const AHEAD = '2000px 0px'

/**
 * `children` once the diner comes near; meanwhile `count` empty cells in the products' own grid, so the
 * page's length and the category links stay right on any screen width (without an inline style, which
 * the page's CSP refuses).
 */
export function WhenNear({ count, children }: { count: number; children: ReactNode }) {
  const placeholder = useRef<HTMLUListElement>(null)
  const near = useNearScreen(placeholder, false, AHEAD)
  if (near) return children
  return (
    <ul ref={placeholder} className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-placeholder" />
      ))}
    </ul>
  )
}
