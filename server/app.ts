import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { answerError } from './errors'
import { config } from './middleware/config'
import { requestLog } from './logs/request-log'
import { locale } from './middleware/locale'
import { drainRequestBody, limitJsonBody } from './middleware/request-body'
import { personalAnswers } from './middleware/personal-answers'
import { readBudget } from './middleware/read-budget'
import { sameOriginWrites } from './middleware/same-origin'
import { security } from './middleware/security'
import { venue } from './middleware/venue'
import { renderVikePage } from './render/render-page'
import { healthz } from './routes/healthz'
import { images } from './routes/images'
import { menuChangeHook } from './routes/menu-change-hook'
import { orderProgressHook } from './routes/order-progress-hook'
import { runtimeConfig } from './routes/runtime-config'
import { webApp } from './routes/web-app'
import { api } from './api'
import { visitorCookie } from './visitor/visitor'

/** The Worker: its request log and security first, the health answer, the configuration, then images, the runtime configuration, the JSON API, and pages by venue and locale. */
export function createApp() {
  const app = new Hono<AppEnv>()
  app.use(requestLog(), drainRequestBody(), security())
  // On any host, before the configuration is required and the venue looked up: it says what is wrong.
  app.route('/', healthz)
  app.use(config())
  app.route('/', images)
  app.route('/', runtimeConfig)
  // The venue's own calls, before the browser's /api rules (same origin, venue by host).
  app.route('/', orderProgressHook)
  app.route('/', menuChangeHook)
  app.use('/api/*', limitJsonBody(), sameOriginWrites(), personalAnswers(), readBudget(), visitorCookie())
  app.use(venue())
  app.route('/api', api)
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))
  app.route('/', webApp)
  app.use(locale())
  app.get('*', renderVikePage)

  app.onError(answerError)
  return app
}
