import { Suspense, use, useEffect, useState } from 'react'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { remembered } from '../ui/remembered'

// A few seconds after the page's own load, at an idle moment: the service worker's install and what it
// keeps would otherwise compete for the phone's processor with the page's first seconds, when the diner
// starts reading and tapping (on two cores, the page's main thread took half as long again).
const AFTER_LOAD_MS = 3000
const IDLE_TIMEOUT_MS = 5000
// A load that failed is tried again this often, and when the browser says the network is back (it does
// not always say so). Offline, a try fails at once and costs nothing.
const RETRY_MS = 5000

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
  // Its code or texts may fail to come (the network went before they were kept): the page goes on
  // without it and tries again once the network is back.
  return wanted ? (
    <ErrorBoundary fallback={(again) => <AgainWhenOnline again={again} />}>
      <Suspense fallback={null}>
        <LoadedOfflineSupport />
      </Suspense>
    </ErrorBoundary>
  ) : null
}

const code = new Map<'offline', Promise<typeof import('./OfflineSupport')>>()

function LoadedOfflineSupport() {
  // Not React's lazy, which keeps a failed load for good: this one is tried again with its texts.
  const { default: OfflineSupport } = use(remembered(code, 'offline', () => import('./OfflineSupport')))
  return <OfflineSupport />
}

function AgainWhenOnline({ again }: { again: () => void }) {
  useEffect(() => {
    const timer = setTimeout(again, RETRY_MS)
    addEventListener('online', again, { once: true })
    return () => {
      clearTimeout(timer)
      removeEventListener('online', again)
    }
  }, [again])
  return null
}
