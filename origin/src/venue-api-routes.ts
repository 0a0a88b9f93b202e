// Reserved for the venue (product) API of later work: each venue's base_url is /venues/<key>.
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { jsonError } from './json-response'

export const venueApiRoutes = new Hono<AppEnv>()

venueApiRoutes.all('/:key/api', (c) => jsonError(c, 501, 'not implemented'))
venueApiRoutes.all('/:key/api/*', (c) => jsonError(c, 501, 'not implemented'))
