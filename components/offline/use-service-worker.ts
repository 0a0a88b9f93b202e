import { useEffect, useState } from 'react'

/**
 * Registers the site's service worker. A new version waits until the diner takes it ("Reload"): pages
 * open meanwhile keep the files of the version they started with.
 */
export function useServiceWorker() {
  const [controlled] = useState(() => !!navigator.serviceWorker?.controller)
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    // Only a version that replaces another waits for the diner; the first one starts at once.
    const offer = (worker: ServiceWorker | null) => worker && navigator.serviceWorker.controller && setWaiting(worker)
    navigator.serviceWorker
      .register('/sw.js', { updateViaCache: 'none' })
      .then((registration) => {
        // A version may have been found before this page listened: waiting already, or still installing.
        const track = (worker: ServiceWorker | null) => {
          if (worker?.state === 'installed') offer(worker)
          else worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker))
        }
        track(registration.waiting ?? registration.installing)
        registration.addEventListener('updatefound', () => track(registration.installing))
      })
      .catch(() => undefined)
  }, [])

  const update = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true })
    waiting?.postMessage('skip-waiting')
  }
  return { controlled, updateReady: waiting !== null, update }
}
