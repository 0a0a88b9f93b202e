// The venue (product) API of SPEC §7: each venue's base_url is /venues/<key>, its API /venues/<key>/api.
import { Hono } from 'hono'
import { accountRoutes } from './account-routes'
import { cardRoutes } from './card-routes'
import { checkoutRoutes } from './checkout-routes'
import { creditRoutes } from './credit-routes'
import { documentRoutes } from './document-routes'
import { jsonError } from './json-response'
import { passwordResetRoutes } from './password-reset-routes'
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
venueApiRoutes.route('/:key/api', accountRoutes)
venueApiRoutes.route('/:key/api', passwordResetRoutes)
venueApiRoutes.route('/:key/api', creditRoutes)
venueApiRoutes.route('/:key/api', cardRoutes)
venueApiRoutes.route('/:key/api', documentRoutes)

// The rest of the venue API is not played yet.
venueApiRoutes.all('/:key/api', (c) => jsonError(c, 501, 'not implemented'))
venueApiRoutes.all('/:key/api/*', (c) => jsonError(c, 501, 'not implemented'))
