// The pages' Content-Security-Policy: what a page may load and run, its inline scripts and styles
// by the request's nonce. Set on every answer (middleware/security.ts) and on the error page.

// 'self' (not 'strict-dynamic') so that module preloads of our own chunks stay allowed.
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
