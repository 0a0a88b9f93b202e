import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod/mini'
import { orderConsumptionTypeSchema } from '../../domain/checkout'
import { ordersSchema, rejectionSchema } from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { invalidRequest, VenueInactive } from '../http-error'
import { spendOneVenueCall } from '../limits/budgets'
import { rememberRefusedSession } from '../session/refused-sessions'
import { forgetSession, sessionToken } from '../request/session'
import { refusalMessage, venueApi, venuePath, type VenueApi, type VenueApiAnswer } from '../venue-api/venue-api-client'
import { callWatchOf } from '../logs/upstream-log'

// What the /api routes share on their way to the venue API: the client, the session, the body, and
// how a venue refusal goes back to the browser.

type Ctx = Context<AppEnv>

/** A consumption type a diner orders with, read from a path or a query. */
export const consumptionTypeParam = z.pipe(z.coerce.number(), orderConsumptionTypeSchema)

/** An id the venue gave (an order's or a table's uid) as it may stand in a path: letters, digits and '-'. */
export const venueUid = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/))

/** Where the venue answers for one order (GET /order?uids=…). */
export const orderPath = (uid: string) => venuePath`/order?uids=${uid}`

/** The venue's order by its uid: null when the venue has none by that uid, its refusal as it came. */
export async function findVenueOrder(client: VenueApi, uid: string) {
  const answer = await client.get(orderPath(uid), ordersSchema)
  return answer.ok ? { ...answer, data: answer.data.find((order) => order.uid === uid) ?? null } : answer
}

/** The venue API of the request's venue, each call spent from the client's budget; 404 on a host that is no venue. */
export function venueApiOf(c: Ctx) {
  const venue = c.get('venue')
  if (!venue) throw new HTTPException(404, { message: 'Unknown venue' })
  return venueApi(c.get('config'), venue, c.get('deadline'), { beforeCall: () => spendOneVenueCall(c), watch: callWatchOf(c) })
}

/** The venue API for ordering: an inactive venue takes no orders (SPEC §4), so it is not asked. */
export function orderingVenueApiOf(c: Ctx) {
  if (c.get('venue')?.pos.active === false) throw new VenueInactive()
  return venueApiOf(c)
}

/** The session token, or a 401 the account pages answer by sending the customer to login. */
export function requireSession(c: Ctx): string {
  const token = sessionToken(c)
  if (!token) throw new HTTPException(401, { message: 'Not logged in' })
  return token
}

type Schema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

/** The JSON body read with a schema; a 400 with the field issues (as translation keys) otherwise. */
export async function jsonBody<T>(c: Ctx, schema: Schema<T>): Promise<T> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  throw invalidRequest(parsed.error.issues)
}

/**
 * A venue refusal passed on, never the upstream body as is: a checkout's reasons (422), or the
 * venue's message with its status (SPEC §7 'auth calls reject with the server's error field'). A
 * token the venue no longer knows ends the session.
 */
export function refusal(c: Ctx, answer: Extract<VenueApiAnswer<unknown>, { ok: false }>) {
  const rejection = rejectionSchema.safeParse(answer.body)
  if (rejection.success) return c.json({ error: 'rejected', reasons: rejection.data.reasons }, 422)
  const message = refusalMessage(answer.body)
  const token = sessionToken(c)
  if (answer.status === 401 && message === 'invalid token') {
    if (token) c.executionCtx.waitUntil(rememberRefusedSession(c.get('venue')!.host, token).catch(() => undefined))
    forgetSession(c)
    return c.json({ error: 'Not logged in' }, 401)
  }
  const status = ([400, 401, 403, 404, 409, 422] as const).find((code) => code === answer.status) ?? 400
  return c.json({ error: message }, status)
}

/**
 * The address of the venue's site, for links sent away (payment returns, reset mails): its own host,
 * never the request's Host header, which a client chooses (and with it the port).
 */
export function venueOrigin(c: Ctx): string {
  const venue = c.get('venue')
  if (!venue) throw new HTTPException(404, { message: 'Unknown venue' })
  const { PUBLIC_PORT } = c.get('config')
  return `${new URL(c.req.url).protocol}//${venue.host}${PUBLIC_PORT ? `:${PUBLIC_PORT}` : ''}`
}
