// Where a push subscription may send the Worker (decision 079). Its endpoint is the browser's word, so
// only the browsers' own push services are called: anything else would let a page make the Worker
// post to an address of its choosing.

/** The push services of Chrome and Edge's Chromium (FCM), Firefox, Safari and Edge on Windows. */
const KNOWN_HOSTS = [/^fcm\.googleapis\.com$/, /^(updates|[a-z0-9-]+)\.push\.services\.mozilla\.com$/, /^([a-z0-9-]+\.)?push\.apple\.com$/, /^[a-z0-9-]+\.notify\.windows\.com$/]

/**
 * Where to post a message for `endpoint`, and the address its VAPID claim names (the same, but for a
 * sandbox's push service on plain HTTP: the claim is built for its HTTPS name, as the library builds
 * claims for HTTPS services only, as RFC 8030 has them). Null when the endpoint is no push service's.
 */
export function pushDestination(endpoint: string, sandboxOrigins: readonly string[]): { post: string; claim: string } | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:' && url.port === '' && KNOWN_HOSTS.some((host) => host.test(url.hostname))) return { post: url.href, claim: url.href }
  if (!sandboxOrigins.includes(url.origin)) return null
  return { post: url.href, claim: url.protocol === 'http:' ? `https:${url.href.slice('http:'.length)}` : url.href }
}

/** The sandbox's push services, from PUSH_SERVICE_ORIGINS (comma-separated origins). */
export const sandboxPushOrigins = (setting: string): string[] =>
  setting
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
