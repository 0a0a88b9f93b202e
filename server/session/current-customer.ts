import type { Context } from 'hono'
import { customerView, type CustomerView } from '../../domain/customer-view'
import { customerSchema } from '../../domain/schemas/customer'
import type { AppEnv } from '../app-env'
import { ByteLru, stringBytes } from '../byte-lru'
import { UpstreamError } from '../http-error'
import { isolateCaches, objectBytes } from '../isolate-caches'
import { sessionToken } from '../request/session'
import { venueApi, venuePath } from '../venue-api/venue-api-client'
import { isRefusedSession, rememberRefusedSession } from './refused-sessions'
import { callWatchOf } from '../logs/upstream-log'

/**
 * Who the page is for: a customer, a visitor, or a session the venue could not be asked about now:
 * out of reach, or not answering within the page's budget (the browser then asks, decision 025).
 */
export type PageCustomer = { customer: CustomerView | null; unknown: SessionUnknown }
export type SessionUnknown = false | 'unreachable' | 'late'

// The last answer per session, for a page rendered while the venue does not answer: charged to the
// isolate's caches by its bytes, so a long-running isolate never holds more than its share.
const lastKnown = new ByteLru<string, CustomerView>(isolateCaches, (customer, token) => stringBytes(token) + objectBytes(customer))

/** The customer the venue just gave for a session (a login's answer, an edit's), for the pages that follow. */
export function rememberCustomer(token: string, customer: CustomerView) {
  lastKnown.set(token, customer)
}

/** A session that ended: no page shows its customer again. */
export function forgetCustomer(token: string) {
  lastKnown.delete(token)
}

/**
 * The logged-in customer for the page (SPEC §4 Session: logged in when the token cookie exists). A
 * token the venue no longer accepts is a visitor; a venue that does not answer gives the customer it
 * last gave for that session, else `unknown`: 'unreachable' (a page only a customer may open says the
 * venue cannot be reached) or 'late', past the page's budget (such a page asks in the browser, with
 * the wait the diner's own reads have). A page open to visitors shows either as to a visitor.
 */
export async function currentCustomer(c: Context<AppEnv>): Promise<PageCustomer> {
  const token = sessionToken(c)
  const venue = c.get('venue')
  if (!token || !venue) return { customer: null, unknown: false }
  // A session the venue refused a moment ago is a visitor's, without asking again (refused-sessions.ts).
  if (await isRefusedSession(venue.host, token)) return { customer: null, unknown: false }
  try {
    const answer = await venueApi(c.get('config'), venue, c.get('deadline'), { watch: callWatchOf(c) }).get(venuePath`/customer/${token}`, customerSchema)
    if (!answer.ok) {
      forgetCustomer(token)
      if (answer.status === 401) c.executionCtx.waitUntil(rememberRefusedSession(venue.host, token).catch(() => undefined))
      return { customer: null, unknown: false }
    }
    const customer = customerView(answer.data)
    rememberCustomer(token, customer)
    return { customer, unknown: false }
  } catch (error) {
    const known = lastKnown.get(token)
    if (known) return { customer: known, unknown: false }
    const late = error instanceof UpstreamError && error.failure === 'timeout'
    return { customer: null, unknown: late ? 'late' : 'unreachable' }
  }
}
