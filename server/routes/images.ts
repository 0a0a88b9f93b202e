import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { fetchRepeatable } from '../upstream-fetch'

const ONE_DAY = 86_400

/**
 * Platform images (`/demo-images/…`, `/POS/{id}/logo.svg`) served from our own origin, so pages need no
 * third-party host and the edge caches them; a missing image stays a 404 so the page falls back.
 */
export const images = new Hono<AppEnv>()

images.get('/demo-images/*', (c) => platformImage(c.req.path, c.get('config').PLATFORM_URL, c.executionCtx))
images.get('/POS/:id{[0-9]+}/logo.svg', (c) => platformImage(c.req.path, c.get('config').PLATFORM_URL, c.executionCtx))

/** A platform image by its path, from the edge's cache or the platform; 404 when it has none. */
export async function platformImage(path: string, platformUrl: string, ctx: ExecutionContext): Promise<Response> {
  const upstream = new URL(path, platformUrl)
  const cache = await caches.open('images')
  const hit = await cache.match(upstream)
  if (hit) return new Response(hit.body, hit)
  const response = await fetchRepeatable(upstream, { signal: AbortSignal.timeout(8000) }).catch(() => null)
  if (!response?.ok) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) return new Response('Not found', { status: 404 })
  const image = new Response(response.body, {
    headers: { 'content-type': type, 'cache-control': `public, max-age=${ONE_DAY}` },
  })
  ctx.waitUntil(cache.put(upstream, image.clone()))
  return image
}
