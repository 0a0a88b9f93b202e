import { useEffect, useState } from 'react'

const LOADING_HASH = '#loading'

/**
 * SPEC §2: on the payment-method step the back button is hidden while the URL hash is #loading.
 * The hash is set while the order is sent and the payment page opens, so a back press cannot
 * leave a half-sent payment behind.
 */
export function useLoadingHash() {
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const read = () => setLoading(window.location.hash === LOADING_HASH)
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  const set = (on: boolean) => {
    const url = new URL(window.location.href)
    url.hash = on ? LOADING_HASH : ''
    history.replaceState(history.state, '', url)
    setLoading(on)
  }
  return [loading, set] as const
}
