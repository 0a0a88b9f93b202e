import type { Locale } from '../../domain/locale'
import { escapeMarkup } from '../../common/markup'
import { messagesFor } from '../../locales/messages.server'
import { contentSecurityPolicy } from './content-security-policy'

type ErrorPage = {
  status: number
  /** 'unreachable': the venue cannot be reached now, try again; 'error': anything else (SPEC §8). */
  kind: 'unreachable' | 'error'
  locale: Locale
  nonce: string | undefined
  detail?: string | null
  /** Where 'Try again' leads: the page asked for, or the menu. */
  retry?: string
}

/**
 * The page for a failure before or outside rendering (no venue, the platform down); plain HTML in the
 * request's language, no script.
 */
export function renderErrorPage({ status, kind, locale, nonce, detail = null, retry }: ErrorPage): Response {
  const messages = messagesFor(locale)
  const text = (id: string) => {
    const message = messages[id]
    return typeof message === 'string' ? message : id
  }
  const body =
    kind === 'unreachable'
      ? `<h1>${text('error.title')}</h1><p>${text('error.unreachable')}</p>`
      : `<h1>${text('error.title')}</h1><p>${text('error.message')}</p>${detail ? `<p>${escapeMarkup(detail)}</p>` : ''}`
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text('error.title')}</title>
<style nonce="${nonce ?? ''}">body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222}main{text-align:center;padding:1rem;max-width:32rem}a{color:#b3261e}</style></head>
<body><main>${body}<p><a href="${escapeMarkup(retry ?? `/${locale}`)}">${text('error.tryAgain')}</a></p></main></body></html>`
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  if (kind === 'unreachable') headers.set('retry-after', '5')
  if (nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
  return new Response(html, { status, headers })
}
