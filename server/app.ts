import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { HttpError } from './http-error'
import { config } from './middleware/config'
import { locale } from './middleware/locale'
import { drainRequestBody, limitJsonBody } from './middleware/request-body'
import { security } from './middleware/security'
import { venue } from './middleware/venue'
import { renderErrorPage } from './render/error-page'
import { renderVikePage } from './render/render-page'
import { images } from './routes/images'
import { menuApi } from './routes/menu-api'
import { orderApi } from './routes/order-api'
import { accountApi } from './routes/account-api'
import { UnsafePathSegment } from './venue-api/venue-api-client'

/** The Worker: security and configuration first, then images, the JSON API, and pages by venue and locale. */
export function createApp() {
  const app = new Hono<AppEnv>()
  app.use(drainRequestBody(), security(), config())
  app.route('/', images)
  app.use('/api/*', limitJsonBody())
  app.use(venue())
  app.route('/api', menuApi)
  app.route('/api', orderApi)
  app.route('/api', accountApi)
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
  app.use(locale())
  app.get('*', renderVikePage)

  app.onError((error, c) => {
    if (error instanceof UnsafePathSegment) return c.json({ error: 'Invalid request' }, 400)
    const status = error instanceof HttpError ? error.status : 500
    console.error(error)
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'An error occurred. Please try again.' }, 500)
    return renderErrorPage(status, error instanceof HttpError ? error.message : null, c.get('nonce'))
  })
  return app
}
