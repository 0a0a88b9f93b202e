// Sessions the venue refused ("invalid token"): remembered for a few minutes per venue, so a made-up
// session cookie costs the venue one call, not one per day of a month or per page (decision 022). The
// browser is told to forget the cookie; a script that keeps sending it meets this first.

const REFUSED_FOR_SECONDS = 300

const encoder = new TextEncoder()
const refusedSessions = () => caches.open('refused-sessions')

// Cache API keys are URLs on a host never fetched; the token is kept only as its digest.
async function keyOf(host: string, token: string): Promise<Request> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)))
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return new Request(`https://refused-sessions.internal/${encodeURIComponent(host)}/${hex}`)
}

export async function isRefusedSession(host: string, token: string): Promise<boolean> {
  return (await (await refusedSessions()).match(await keyOf(host, token))) !== undefined
}

export async function rememberRefusedSession(host: string, token: string): Promise<void> {
  const response = new Response('refused', { headers: { 'cache-control': `max-age=${REFUSED_FOR_SECONDS}` } })
  await (await refusedSessions()).put(await keyOf(host, token), response)
}
