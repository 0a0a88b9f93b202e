// The redirect popup (SPEC §2 Other popups, §3 Cookies): a site that sent the visitor here may leave
// its address in the `clickandcollect-origin` cookie, to offer going back there to order.

export const ORIGIN_COOKIE = 'clickandcollect-origin'

/** The cookie's value from a Cookie header or document.cookie, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/**
 * The address to offer, only when it is an absolute http or https URL: anything else (javascript:,
 * data:, a relative path, garbage) is ignored, so the cookie can never run script or mislead.
 */
export function originRedirectUrl(raw: string | null): string | null {
  if (!raw) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  try {
    const url = new URL(decoded)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
