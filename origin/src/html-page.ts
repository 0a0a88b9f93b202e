// The origin's few HTML answers (the sandbox payment page, customer documents): a strict CSP with a
// per-answer nonce for the page's own style, and every value escaped.
import type { Context } from 'hono'

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

/** Only this page's own style; a form may post here and be redirected to `returnUrl`'s origin. */
export function securityHeaders(c: Context, nonce: string, returnUrl?: string) {
  const origin = returnUrl ? new URL(returnUrl).origin : ''
  const formTargets = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? `'self' ${origin}` : `'self'`
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'no-referrer')
  c.header('cache-control', 'no-store')
}

const BASE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}`

/** A whole page; `main` is HTML whose values the caller has escaped. */
export function htmlPage(title: string, nonce: string, main: string, style = '', lang = 'en') {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${BASE_STYLE}
${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}
