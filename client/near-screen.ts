// Watching for elements that come near the screen: one IntersectionObserver per distance for every
// element that waits, rather than one each.

// How far from the screen an element counts as near by default: one screen's height above and below.
// Chromium's own lazy loading fetches images up to 1,250–2,500 px away, which on a phone is most of a
// menu the diner may never scroll to, each image work for the main thread while the page starts.
export const NEAR = '100% 0px'

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

/** Calls `onNear` once `element` comes within `margin` of the screen; the answer stops watching. */
export function watch(element: Element, onNear: () => void, margin: string): () => void {
  const { observer, waiting } = watcherFor(margin)
  waiting.set(element, onNear)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer.unobserve(element)
  }
}

/** Resolves once `element` has come near the screen. */
export function whenNearScreen(element: Element): Promise<void> {
  return new Promise((resolve) => watch(element, resolve, NEAR))
}
