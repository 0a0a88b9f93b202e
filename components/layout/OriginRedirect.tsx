import { lazy, Suspense, useEffect, useState } from 'react'
import { ORIGIN_COOKIE, originRedirectUrl, readCookie } from './origin-cookie'

const RedirectDialog = lazy(() => import('./RedirectDialog'))

/** Offers to go back to the site the visitor came from, when it left its address (SPEC §2 redirect popup). */
export function OriginRedirect() {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => setUrl(originRedirectUrl(readCookie(document.cookie, ORIGIN_COOKIE))), [])
  if (!url) return null
  const forget = () => {
    document.cookie = `${ORIGIN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    setUrl(null)
  }
  return (
    <Suspense fallback={null}>
      <RedirectDialog url={url} onRefuse={forget} />
    </Suspense>
  )
}
