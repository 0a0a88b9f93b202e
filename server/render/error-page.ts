import { contentSecurityPolicy } from '../middleware/security'

/**
 * The last-resort page when rendering itself failed (SPEC §8 'Error'); plain HTML, no script.
 * Texts are English: the failure may have happened before the language was known.
 */
export function renderErrorPage(status: number, detail: string | null, nonce: string | undefined): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error</title>
<style nonce="${nonce ?? ''}">body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#222}main{text-align:center;padding:1rem}a{color:#b3261e}</style></head>
<body><main><h1>Error</h1><p>An error occurred. Please try again.</p>${detail ? `<p>${escapeHtml(detail)}</p>` : ''}<p><a href="/">Try again</a></p></main></body></html>`
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  if (nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
  return new Response(html, { status, headers })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
