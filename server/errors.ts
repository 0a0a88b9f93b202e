import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { pickLocale, splitLocalePath } from '../domain/locale'
import type { AppEnv } from './app-env'
import { UpstreamError, VenueInactive } from './http-error'
import { logNotice } from './logs/notice-log'
import { LimitReached, limitAnswer } from './limits/limit-reached'
import { logError } from './logs/error-log'
import { trackError } from './tracker/error-tracker'
import { renderErrorPage } from './render/error-page'

/**
 * The one place a failure becomes an answer (SPEC §8). `/api` gets JSON with the status: the field
 * issues of a refused body, `timeout` / `unavailable` when the venue cannot be reached, the message
 * otherwise. A page gets the error page in its language: 503 with a way to try again when the venue
 * cannot be reached, else the status and its message. A 5xx is logged with its stack and reported to
 * the error tracker where one is set, but for an inactive venue's 503, which is an expected answer.
 */
export function answerError(error: Error, c: Context<AppEnv>): Response {
  const status = error instanceof HTTPException ? error.status : 500
  if (error instanceof VenueInactive) {
    // Expected: a notice, and the request's datapoint says so (outside the 5xx alert).
    logNotice(c, 'notice', 'POS unavailable')
    c.set('expectedAnswer', true)
  } else if (status >= 500) {
    logError(c, error, status)
    trackError(c, error, status)
  }
  if (c.req.path.startsWith('/api/')) {
    if (error instanceof LimitReached) return limitAnswer(c, error.refusal)
    if (error instanceof UpstreamError) return c.json({ error: error.failure === 'timeout' ? 'timeout' : 'unavailable' }, status)
    if (!(error instanceof HTTPException)) return c.json({ error: 'An error occurred. Please try again.' }, 500)
    const issues = Array.isArray(error.cause) ? { issues: error.cause } : {}
    return c.json({ error: error.message, ...issues }, status)
  }
  const locale = splitLocalePath(c.req.path).locale ?? pickLocale({ acceptLanguage: c.req.header('accept-language') ?? null })
  const nonce = c.get('nonce')
  if (error instanceof UpstreamError) return renderErrorPage({ status: 503, kind: 'unreachable', locale, nonce, retry: c.req.path + new URL(c.req.url).search })
  const detail = error instanceof HTTPException ? error.message : null
  return renderErrorPage({ status, kind: 'error', detail, locale, nonce })
}
