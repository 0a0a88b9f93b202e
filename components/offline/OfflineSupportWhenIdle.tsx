import { lazy, Suspense, useEffect, useState } from 'react'
import { prefetchWhenIdle } from '../ui/prefetch-when-idle'

const OfflineSupport = lazy(() => import('./OfflineSupport'))

/** The offline support comes once the page is idle, or at once when the network is gone: the page's first load carries none of it. */
export function OfflineSupportWhenIdle() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const want = () => setWanted(true)
    if (!navigator.onLine) return want()
    prefetchWhenIdle(async () => want())
    addEventListener('offline', want, { once: true })
    return () => removeEventListener('offline', want)
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <OfflineSupport />
    </Suspense>
  ) : null
}
