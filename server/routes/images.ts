import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { UpstreamError } from '../http-error'
import { callWatchOf } from '../logs/upstream-log'
import { platformPath } from '../platform/platform-client'
import { fetchRepeatable } from '../upstream/upstream-fetch'
import { watchedCall } from '../upstream/upstream-calls'
import type { UpstreamPath } from '../upstream/upstream-path'

const ONE_DAY = 86_400

/**
 * Platform images (`/demo-images/…`, `/POS/{id}/logo.svg`) served from our own origin, so pages need no
 * third-party host and the edge caches them; a missing image stays a 404 so the page falls back.
 */
export const images = new Hono<AppEnv>()

images.get('/demo-images/*', (c) => platformImage(c, { path: c.req.path, pattern: '/demo-images/{}' }))
images.get('/POS/:id{[0-9]+}/logo.svg', (c) => platformImage(c, platformPath`/POS/${c.req.param('id')}/logo.svg`))

/** A platform image by its path, from the edge's cache or the platform; 404 when it has none. */
export async function platformImage(c: Context<AppEnv>, { path, pattern }: UpstreamPath): Promise<Response> {
  const upstream = new URL(path, c.get('config').PLATFORM_URL)
  const cache = await caches.open('images')
  const hit = await cache.match(upstream)
  if (hit) return new Response(hit.body, hit)
  const signal = AbortSignal.timeout(8000)
  const send = () =>
    fetchRepeatable(upstream, { signal }).catch(() => {
      throw new UpstreamError('platform', pattern, signal.aborted ? 'timeout' : 'unreachable')
    })
  const response = await watchedCall(callWatchOf(c), { upstream: 'platform', method: 'GET', pattern }, send, async (answer) => answer).catch(() => null)
  if (!response?.ok) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) return new Response('Not found', { status: 404 })
  const image = new Response(response.body, {
    headers: { 'content-type': type, 'cache-control': `public, max-age=${ONE_DAY}` },
  })
  c.executionCtx.waitUntil(cache.put(upstream, image.clone()))
  return image
}
