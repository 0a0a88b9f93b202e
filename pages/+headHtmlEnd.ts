import type { PageContextServer } from 'vike/types'
import { AVOIDING_SCRIPT } from '../components/menu/avoiding-early'
import HOLD_EARLY_TAPS from '../client/hold-early-taps?inline-script'
import { escapeMarkup } from '../common/markup'
import { accentOf } from '../common/web-app'
// Inlined: 2 KB gzip that would otherwise be a render-blocking request before the first paint.
import styles from './styles.css?inline'

/**
 * Head tags of every page, server-rendered only; styles go through nonce'd style elements under our CSP.
 * Written as markup, not a React `Head`: rendering one takes React's synchronous server renderer, a
 * second copy of React DOM's server code in the Worker (99 KB compiled at each start).
 */
export default function headHtmlEnd(pageContext: PageContextServer): string {
  const { venue, cspNonce, locale, pageId } = pageContext
  const background = venue?.backgroundUrl ?? '/images/default-background.svg'
  const nonce = cspNonce ? ` nonce="${escapeMarkup(cspNonce)}"` : ''
  return [
    `<meta name="theme-color" content="${escapeMarkup(accentOf(venue?.themeClass ?? ''))}"/>`,
    // The venue's site as an app (decision 021), opening in this page's language.
    venue && `<link rel="manifest" href="/manifest.webmanifest?lang=${encodeURIComponent(locale)}"/>`,
    // Under `vite dev`, styles arrive as injected style elements: Vite's client gives them this nonce.
    import.meta.env.DEV && `<meta property="csp-nonce"${nonce}/>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    // The header's picture is the largest thing on most pages: asked for first, not after the products'.
    // The menu's largest is its first products' pictures, which it announces itself.
    pageId !== '/pages/index' && `<link rel="preload" as="image" href="${escapeMarkup(background)}" fetchPriority="high"/>`,
    venue && `<meta name="description" content="${escapeMarkup(venue.name)}"/>`,
    `<style${nonce}>${styles}</style>`,
    `<style${nonce}>:root{--venue-background:url("${encodeURI(background)}")}</style>`,
    `<script${nonce}>${HOLD_EARLY_TAPS};${AVOIDING_SCRIPT}</script>`,
  ]
    .filter(Boolean)
    .join('')
}
