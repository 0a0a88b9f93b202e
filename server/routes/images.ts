import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { UpstreamError } from '../http-error'
import { callWatchOf } from '../logs/upstream-log'
import { platformPath } from '../platform/platform-client'
import { fetchRepeatable } from '../upstream/upstream-fetch'
import { watchedCall } from '../upstream/upstream-calls'
import type { UpstreamPath } from '../upstream/upstream-path'
import { refundBudget, spendBudget } from '../limits/budgets'
import { venue } from '../middleware/venue'

const ONE_DAY = 86_400
/** A name the platform has no image for is not asked again for this long, whoever asks. */
const MISS_SECONDS = 5 * 60

/**
 * Platform images (`/demo-images/…`, `/POS/{id}/logo.svg`) served from our own origin, so pages need no
 * third-party host and the edge caches them; a missing image stays a 404 so the page falls back.
 */
export const images = new Hono<AppEnv>()

// Only a venue's pages show them: on any other host there is nothing to serve (decision 073).
images.use('/demo-images/*', venue())
images.use('/POS/*', venue())
images.get('/demo-images/*', (c) => (c.get('venue') ? platformImage(c, { path: c.req.path, pattern: '/demo-images/{}' }, { budgeted: true }) : notFound()))
images.get('/POS/:id{[0-9]+}/logo.svg', (c) =>
  c.get('venue') ? platformImage(c, platformPath`/POS/${c.req.param('id')}/logo.svg`, { budgeted: true }) : notFound(),
)

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
/** Where the edge remembers that the platform has no image at `upstream`. */
const missKey = (upstream: URL) => new Request(`https://image-misses.internal/${encodeURIComponent(upstream.href)}`)

/**
 * A platform image by its path, from the edge's cache or the platform; 404 when it has none, which is
 * remembered a few minutes. A `budgeted` fetch spends one of the client's image budget, given back
 * when the image is found: a client asking for names that do not exist soon asks the platform nothing.
 */
export async function platformImage(c: Context<AppEnv>, { path, pattern }: UpstreamPath, { budgeted = false } = {}): Promise<Response> {
  const upstream = new URL(path, c.get('config').PLATFORM_URL)
  const cache = await caches.open('images')
  const hit = await cache.match(upstream)
  if (hit) return new Response(hit.body, hit)
  if (await cache.match(missKey(upstream))) return notFound()
  if (budgeted && (await spendBudget(c, 'imageMisses', 1)).granted === 0) return notFound()
  const image = await fetchedImage(c, upstream, pattern)
  if (image instanceof Response) {
    if (budgeted) await refundBudget(c, 'imageMisses', 1)
    return image
  }
  // A platform that did not answer is asked again next time; one that has no such image is not.
  if (image === 'missing') {
    const miss = new Response('miss', { headers: { 'cache-control': `max-age=${MISS_SECONDS}` } })
    c.executionCtx.waitUntil(cache.put(missKey(upstream), miss).catch(() => undefined))
  }
  return notFound()
}

/** The image, kept at the edge; 'missing' when the platform answered it has none; null when it did not answer. */
async function fetchedImage(c: Context<AppEnv>, upstream: URL, pattern: string): Promise<Response | 'missing' | null> {
  const cache = await caches.open('images')
  const signal = AbortSignal.timeout(8000)
  const send = () =>
    fetchRepeatable(upstream, { signal }).catch(() => {
      throw new UpstreamError('platform', pattern, signal.aborted ? 'timeout' : 'unreachable')
    })
  const response = await watchedCall(callWatchOf(c), { upstream: 'platform', method: 'GET', pattern }, send, async (answer) => answer).catch(() => null)
  if (!response) return null
  if (!response.ok) {
    await response.body?.cancel()
    return response.status < 500 ? 'missing' : null
  }
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) {
    await response.body?.cancel()
    return 'missing'
  }
  const image = new Response(response.body, {
    headers: { 'content-type': type, 'cache-control': `public, max-age=${ONE_DAY}` },
  })
  c.executionCtx.waitUntil(cache.put(upstream, image.clone()))
  return image
}
