import { useEffect, useState, type RefObject } from 'react'

// How far from the screen an element counts as near by default: one screen's height above and below.
// Chromium's own lazy loading fetches images up to 1,250–2,500 px away, which on a phone is most of a
// menu the diner may never scroll to, each image work for the main thread while the page starts.
const NEAR = '100% 0px'

// One observer per distance for every element that waits, rather than one each.
type Watcher = { observer: IntersectionObserver; waiting: Map<Element, () => void> }
const watchers = new Map<string, Watcher>()

function watcherFor(margin: string): Watcher {
  let watcher = watchers.get(margin)
  if (!watcher) {
    const waiting = new Map<Element, () => void>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const near = entry.isIntersecting && waiting.get(entry.target)
          if (!near) continue
          waiting.delete(entry.target)
          observer.unobserve(entry.target)
          near()
        }
      },
      { rootMargin: margin },
    )
    watchers.set(margin, (watcher = { observer, waiting }))
  }
  return watcher
}

function watch(element: Element, onNear: () => void, margin: string): () => void {
  const { observer, waiting } = watcherFor(margin)
  waiting.set(element, onNear)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer.unobserve(element)
  }
}

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

/** Resolves once `element` has come near the screen. */
export function whenNearScreen(element: Element): Promise<void> {
  return new Promise((resolve) => watch(element, resolve, NEAR))
}
