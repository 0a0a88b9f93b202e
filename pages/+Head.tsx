import { usePageContext } from 'vike-react/usePageContext'

/** Head tags shared by every page; the venue background is set through a nonce'd style (no inline attributes under our CSP). */
export function Head() {
  const { venue, cspNonce } = usePageContext()
  const background = venue?.backgroundUrl ?? '/images/default-background.svg'
  return (
    <>
      <meta name="theme-color" content="#d9481c" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {venue && <meta name="description" content={venue.name} />}
      <style nonce={cspNonce ?? undefined}>{`:root{--venue-background:url("${encodeURI(background)}")}`}</style>
    </>
  )
}
