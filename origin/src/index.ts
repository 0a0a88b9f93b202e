// The sandbox origin: plays the venue platform API from the demo data in D1 (see origin/seed), and the
// venue's kitchen that moves accepted orders along (kitchen.ts).
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { imageRoutes } from './image-routes'
import { jsonError } from './json-response'
import { paymentPageRoutes } from './payment-page'
import { recordPlatformCall } from './platform-calls'
import { platformRoutes } from './platform-routes'
import { sandboxRoutes } from './sandbox-control'
import { requireServiceToken, tokenRoutes } from './service-tokens'
import { venueApiRoutes } from './venue-api-routes'

const app = new Hono<AppEnv>()

app.use('/connect/token', recordPlatformCall())
app.use('/api/v4/*', recordPlatformCall(), requireServiceToken())
// The venue API is counted and open to the same injected faults, so timeouts and failures can be tested.
app.use('/venues/:key/api/*', recordPlatformCall())
// Images too: what a client's made-up image names cost the platform is counted (the app's image budget).
app.use('/demo-images/*', recordPlatformCall())
app.use('/POS/*', recordPlatformCall())

app.route('/', tokenRoutes)
app.route('/api/v4', platformRoutes)
app.route('/', imageRoutes)
app.route('/venues', venueApiRoutes)
app.route('/venues', paymentPageRoutes)
app.route('/__sandbox', sandboxRoutes)

app.notFound((c) => jsonError(c, 404, 'not found'))
app.onError((error, c) => {
  console.error('sandbox origin:', error)
  return jsonError(c, 500, 'internal error')
})

export default app
export { Kitchen } from './kitchen'
