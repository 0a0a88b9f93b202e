import { lazy, Suspense, useEffect, useState } from 'react'

const OfflineSupport = lazy(() => import('./OfflineSupport'))

// A few seconds after the page's own load, at an idle moment: the service worker's install and what it
// keeps would otherwise compete for the phone's processor with the page's first seconds, when the diner
// starts reading and tapping (on two cores, the page's main thread took half as long again).
const AFTER_LOAD_MS = 3000
const IDLE_TIMEOUT_MS = 5000

/** The offline support comes once the page has loaded and settled, or at once when the network is gone: the page's first load carries none of it. */
export function OfflineSupportWhenIdle() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const want = () => setWanted(true)
    if (!navigator.onLine) return want()
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS }) : want())
    let timer: ReturnType<typeof setTimeout> | undefined
    const afterLoad = () => (timer = setTimeout(idle, AFTER_LOAD_MS))
    if (document.readyState === 'complete') afterLoad()
    else addEventListener('load', afterLoad, { once: true })
    addEventListener('offline', want, { once: true })
    return () => {
      clearTimeout(timer)
      removeEventListener('load', afterLoad)
      removeEventListener('offline', want)
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <OfflineSupport />
    </Suspense>
  ) : null
}
