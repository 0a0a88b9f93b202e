import { usePageContext } from 'vike-react/usePageContext'
import { AVOIDING_SCRIPT } from '../components/menu/avoiding-early'
import { EARLY_TAPS_SCRIPT } from '../components/ui/early-taps'
import { accentOf } from '../domain/web-app'
// Inlined: 2 KB gzip that would otherwise be a render-blocking request before the first paint.
import styles from './styles.css?inline'

/** Head tags of every page (server-rendered only); styles go through nonce'd style elements under our CSP. */
export function Head() {
  const { venue, cspNonce, locale, pageId } = usePageContext()
  const background = venue?.backgroundUrl ?? '/images/default-background.svg'
  return (
    <>
      <meta name="theme-color" content={accentOf(venue?.themeClass ?? '')} />
      {/* The venue's site as an app (decision 021), opening in this page's language. */}
      {venue && <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />}
      {/* Under `vite dev`, styles arrive as injected style elements: Vite's client gives them this nonce. */}
      {import.meta.env.DEV && <meta property="csp-nonce" nonce={cspNonce ?? undefined} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The header's picture is the largest thing on most pages: asked for first, not after the products'.
          The menu's largest is its first products' pictures, which it announces itself. */}
      {pageId !== '/pages/index' && <link rel="preload" as="image" href={background} fetchPriority="high" />}
      {venue && <meta name="description" content={venue.name} />}
      <style nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: styles }} />
      <style nonce={cspNonce ?? undefined}>{`:root{--venue-background:url("${encodeURI(background)}")}`}</style>
      <script nonce={cspNonce ?? undefined} dangerouslySetInnerHTML={{ __html: `${EARLY_TAPS_SCRIPT};${AVOIDING_SCRIPT}` }} />
    </>
  )
}
