import { useEffect, useState, type RefObject } from 'react'
import { NEAR, watch } from '../../client/near-screen'

/**
 * Whether `ref`'s element has come within `margin` (an IntersectionObserver rootMargin) of the screen;
 * once true, it stays true. `initially` skips the wait.
 */
export function useNearScreen(ref: RefObject<Element | null>, initially: boolean, margin = NEAR): boolean {
  const [near, setNear] = useState(initially)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return watch(element, () => setNear(true), margin)
  }, [ref, near, margin])
  return near
}
