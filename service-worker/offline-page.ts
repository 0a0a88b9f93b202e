import type { Locale } from '../domain/locale'
import { escapeMarkup } from '../common/markup'
import { NETWORK_PROBE } from '../domain/offline-cache'

export type OfflinePageTexts = { title: string; text: string; back: string }

/**
 * What a page that needs the network shows offline: in the diner's language, a way back to the menu
 * (kept for offline use), and a reload once the network answers again, unless the diner is leaving by
 * that way back. Its style and script carry a nonce of their own, under as strict a policy as the
 * Worker's pages.
 */
export function offlinePage(locale: Locale, { title, text, back }: OfflinePageTexts): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(title)}</title><style nonce="${nonce}">body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ec;color:#1f2328}main{max-width:32rem;margin:15vh auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgb(0 0 0/.08)}h1{font-size:1.4rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:999px;background:#1f2328;color:#fff;font-weight:600;text-decoration:none}</style></head><body><main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p><a href="/${locale}">${escapeMarkup(back)}</a></main><script nonce="${nonce}">${reloadWhenOnline}</script></body></html>`
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'`,
    },
  })
}

// The `online` event alone may come while the network does not answer (and the reload would pull back a
// diner who just tapped the way back to the menu), or not come at all.
const reloadWhenOnline = `let leaving=false;addEventListener('click',(e)=>{if(e.target.closest('a'))leaving=true});const probe=()=>fetch('${NETWORK_PROBE.path}',{method:'HEAD',cache:'no-store'}).then((r)=>{if(r.ok&&!leaving)location.reload()},()=>{});addEventListener('online',probe);setInterval(probe,${NETWORK_PROBE.everyMs})`
