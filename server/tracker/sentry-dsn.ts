/** Where and how a Sentry-protocol tracker takes events, from its DSN. */
export type TrackerTarget = { dsn: string; endpoint: string; auth: string }

// The sender's name in the tracker: this Worker's own sender, not a Sentry SDK.
export const CLIENT_NAME = 'venue-ordering/1.0'

/**
 * A DSN `https://<public key>@<host>[:port][/<path>]/<project id>` read as the tracker's envelope
 * endpoint `…[/<path>]/api/<project id>/envelope/` and its auth header; null when it is not one.
 */
export function trackerTarget(dsn: string): TrackerTarget | null {
  let url: URL
  try {
    url = new URL(dsn.trim())
  } catch {
    return null
  }
  const segments = url.pathname.split('/').filter(Boolean)
  const project = segments.pop()
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || !/^\d+$/.test(project)) return null
  const path = segments.length > 0 ? `/${segments.join('/')}` : ''
  return {
    dsn: dsn.trim(),
    endpoint: `${url.protocol}//${url.host}${path}/api/${project}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_key=${decodeURIComponent(url.username)}, sentry_client=${CLIENT_NAME}`,
  }
}
