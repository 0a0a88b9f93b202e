// The venue (product) API of SPEC §7: each venue's base_url is /venues/<key>, its API /venues/<key>/api.
import { Hono } from 'hono'
import { checkoutRoutes } from './checkout-routes'
import { jsonError } from './json-response'
import { slotRoutes } from './slot-routes'
import { venueRecordRoutes } from './venue-record-routes'
import { loadVenue } from './venue-state'
import type { VenueApiEnv } from './venue-state'

export const venueApiRoutes = new Hono<VenueApiEnv>()

venueApiRoutes.use('/:key/api/*', async (c, next) => {
  const venue = await loadVenue(c.env.DB, c.req.param('key'))
  if (!venue) return jsonError(c, 404, 'venue not found')
  c.set('venue', venue)
  await next()
})

venueApiRoutes.route('/:key/api', slotRoutes)
venueApiRoutes.route('/:key/api', venueRecordRoutes)
venueApiRoutes.route('/:key/api', checkoutRoutes)

// The rest of the venue API is not played yet.
venueApiRoutes.all('/:key/api', (c) => jsonError(c, 501, 'not implemented'))
venueApiRoutes.all('/:key/api/*', (c) => jsonError(c, 501, 'not implemented'))
