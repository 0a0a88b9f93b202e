// Pictures the browser loads straight from the origin: no bearer, cacheable.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { DEMO_SLUG, demoImageSvg } from './demo-images'
import type { AppEnv } from './env'
import { jsonError } from './json-response'
import { findStoreOfPos } from './platform-records'

const storeMediasSchema = z.object({
  medias: z.array(z.object({ type: z.number(), file_path: z.string().nullable() })).default([]),
})

const DEMO_IMAGE_PATH = /^\/demo-images\/([a-z0-9-]+)\.svg$/

const svgResponse = (c: Context, slug: string) =>
  c.body(demoImageSvg(slug), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
  })

export const imageRoutes = new Hono<AppEnv>()

// Nothing under /demo-images/missing/ exists: the demo uses it for broken pictures.
imageRoutes.get('/demo-images/missing/*', (c) => jsonError(c, 404, 'image not found'))

imageRoutes.get('/demo-images/:file', (c) => {
  const slug = /^(.+)\.svg$/.exec(c.req.param('file'))?.[1]
  return slug && DEMO_SLUG.test(slug) ? svgResponse(c, slug) : jsonError(c, 404, 'image not found')
})

/** SPEC §7: the store's preferred logo (media 1001), else its logo (media 1), else 404. */
imageRoutes.get('/POS/:id{[0-9]+}/logo.svg', async (c) => {
  const store = await findStoreOfPos(c.env.DB, Number(c.req.param('id')))
  const medias = store ? storeMediasSchema.parse(JSON.parse(store)).medias : []
  const logo = medias.find((media) => media.type === 1001) ?? medias.find((media) => media.type === 1)
  const slug = logo?.file_path ? DEMO_IMAGE_PATH.exec(logo.file_path)?.[1] : undefined
  return slug ? svgResponse(c, slug) : jsonError(c, 404, 'logo not found')
})
