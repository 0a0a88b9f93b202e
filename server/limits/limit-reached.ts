import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { wallClock } from '../../domain/venue-time'
import { makeTranslator } from '../../locales/intl'
import { messagesFor } from '../../locales/messages.server'
import type { AppEnv } from '../app-env'
import { hostOf, writeMetric } from '../metrics/metrics'
import { requestLocale } from '../request/request-locale'
import type { Refusal } from './limits'

/** A limit reached somewhere below a route (a budget of venue calls): answered by answerError. */
export class LimitReached extends HTTPException {
  constructor(readonly refusal: Refusal) {
    super(429, { message: `limit reached: ${refusal.kind} per ${refusal.scope}` })
    this.name = 'LimitReached'
  }
}

/**
 * 429 with Retry-After, and in the page's language why and until when, at the venue's clock: "Too many
 * time slots are held from this network right now. Please try again at 12:45." Each refusal is a datapoint.
 */
export function limitAnswer(c: Context<AppEnv>, refusal: Refusal) {
  const { kind, scope } = refusal
  writeMetric(c, { event: 'limit', host: hostOf(c), kind, scope, route: routePath(c), retryAfter: refusal.retryAfterSeconds })
  const locale = requestLocale(c)
  const until = new Date(Date.now() + refusal.retryAfterSeconds * 1000)
  const time = wallClock(until)!.time
  const error = makeTranslator(locale, messagesFor(locale))('answer.limitReached', { kind, scope, time })
  c.header('retry-after', String(refusal.retryAfterSeconds))
  c.header('cache-control', 'no-store')
  return c.json({ error, limit: kind, scope, retryAfter: refusal.retryAfterSeconds, until: until.toISOString() }, 429)
}
