import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  addressSchema as addressForm,
  changePasswordSchema,
  forgotPasswordSchema,
  initCardSchema,
  linkCardSchema,
  loginSchema,
  newPasswordSchema,
  profileSchema,
  refundSchema as refundForm,
  registerSchema,
  topUpSchema,
} from '../../domain/account-forms'
import { customerView } from '../../domain/customer-view'
import {
  countriesSchema,
  creditHistorySchema,
  creditSchema,
  customerSchema,
  documentsSchema,
  paymentUrlSchema,
  refundSchema,
  sessionAnswerSchema,
} from '../../domain/schemas/customer'
import { customerOrdersSchema } from '../../domain/schemas/customer-orders'
import type { AppEnv } from '../app-env'
import { requestLocale } from './request-locale'
import { sanitizeHtml } from '../menu/sanitize-html'
import { endSession, sessionToken, startSession } from '../middleware/session'
import { clearLoginFailures, recordLoginFailure, slowDownLogin } from '../session/login-throttle'
import { refusalMessage, venueApi, VenueApiError, venuePath, type VenueApiAnswer } from '../venue-api/venue-api-client'

// The account area's door to the venue API (SPEC §2 authentication and account screens, §7). The
// session token lives in an HttpOnly cookie set here; no answer ever carries it.

type Ctx = Context<AppEnv>

export const accountApi = new Hono<AppEnv>()

const INVALID_LOGIN = 'Invalid login and password combination'
const okSchema = z.unknown()

function api(c: Ctx) {
  const venue = c.get('venue')
  if (!venue) throw new AccountError(404, 'Unknown venue')
  return venueApi(c.get('config'), venue)
}

class AccountError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message)
  }
}

/** The session token, or a 401 the account pages answer by sending the customer to login. */
function requireSession(c: Ctx): string {
  const token = sessionToken(c)
  if (!token) throw new AccountError(401, 'Not logged in')
  return token
}

/** Parses a JSON body with a form schema; the field issues go back as translation keys. */
async function body<T>(c: Ctx, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } } }): Promise<T> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  throw new InvalidBody(parsed.error.issues.map(({ path, message }) => ({ path: path.map(String), message })))
}

class InvalidBody extends Error {
  constructor(readonly issues: { path: string[]; message: string }[]) {
    super('Invalid request')
  }
}

/** A venue refusal: its own message (SPEC §7 'auth calls reject with the server's error field'). */
function refusal(c: Ctx, answer: Extract<VenueApiAnswer<unknown>, { ok: false }>) {
  const message = refusalMessage(answer.body)
  if (answer.status === 401 && message === 'invalid token') {
    endSession(c)
    return c.json({ error: 'Not logged in' }, 401)
  }
  const status = ([400, 401, 403, 404, 409, 422] as const).find((code) => code === answer.status) ?? 400
  return c.json({ error: message }, status)
}

accountApi.post('/auth/login', async (c) => {
  const form = await body(c, loginSchema(c.get('venue')?.pos.login_type ?? 1))
  await slowDownLogin(c)
  const answer = await api(c).post('/login', form, sessionAnswerSchema)
  if (!answer.ok) {
    if (answer.status === 401) {
      await recordLoginFailure(c)
      return c.json({ error: INVALID_LOGIN }, 401)
    }
    return refusal(c, answer)
  }
  await clearLoginFailures(c)
  startSession(c, answer.data.access_token)
  return c.json({ customer: customerView(answer.data.customer) })
})

accountApi.post('/auth/register', async (c) => {
  const { password_confirmation: _confirmation, ...form } = await body(c, registerSchema)
  const answer = await api(c).post('/register', { ...form, language: requestLocale(c) }, sessionAnswerSchema)
  if (!answer.ok) return refusal(c, answer)
  startSession(c, answer.data.access_token)
  return c.json({ customer: customerView(answer.data.customer) }, 201)
})

accountApi.post('/auth/logout', async (c) => {
  const token = sessionToken(c)
  // The venue forgets the token too; if it cannot be reached, the page says so and nothing is lost.
  if (token) await api(c).post(venuePath`/logout/${token}`, {}, okSchema)
  endSession(c)
  return c.body(null, 204)
})

accountApi.get('/auth/checkemail/:email', async (c) => {
  const email = z.email().safeParse(c.req.param('email'))
  if (!email.success) return c.json({ available: false })
  const answer = await api(c).get(venuePath`/checkemail/${email.data}`, z.object({ available: z.boolean() }))
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.post('/auth/forgot', async (c) => {
  const { email } = await body(c, forgotPasswordSchema)
  const resetUrl = `${new URL(c.req.url).origin}/${requestLocale(c)}/customer/validatetoken`
  const answer = await api(c).post('/resetpassword', { email, reset_url: resetUrl }, okSchema)
  return answer.ok ? c.json({}) : refusal(c, answer)
})

const resetToken = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/)

accountApi.get('/auth/reset/:token', async (c) => {
  const token = resetToken.safeParse(c.req.param('token'))
  if (!token.success) return c.json({ error: 'This link is invalid or has expired' }, 404)
  const answer = await api(c).get(venuePath`/validatetoken/${token.data}`, z.object({ email: z.string() }))
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.post('/auth/reset', async (c) => {
  const raw: unknown = await c.req.json().catch(() => undefined)
  const token = resetToken.safeParse((raw as { token?: unknown } | undefined)?.token)
  const form = newPasswordSchema.safeParse(raw)
  if (!token.success || !form.success) return c.json({ error: 'Invalid request' }, 400)
  const answer = await api(c).post('/changepasswordwithtoken', { token: token.data, password: form.data.password }, okSchema)
  return answer.ok ? c.json({}) : refusal(c, answer)
})

accountApi.post('/auth/password', async (c) => {
  const token = requireSession(c)
  const { current_password, password } = await body(c, changePasswordSchema)
  const answer = await api(c).post('/changepassword', { customerAccessToken: token, current_password, password }, okSchema)
  return answer.ok ? c.json({}) : refusal(c, answer)
})

accountApi.get('/customer', async (c) => {
  const answer = await api(c).get(venuePath`/customer/${requireSession(c)}`, customerSchema)
  return answer.ok ? c.json(customerView(answer.data)) : refusal(c, answer)
})

accountApi.post('/customer', async (c) => {
  const token = requireSession(c)
  const form = await body(c, profileSchema)
  const answer = await api(c).post(venuePath`/customer/${token}`, { ...form, language: requestLocale(c) }, customerSchema)
  return answer.ok ? c.json(customerView(answer.data)) : refusal(c, answer)
})

accountApi.get('/customer/countries', async (c) => {
  const answer = await api(c).get(venuePath`/countries/${requireSession(c)}`, countriesSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.post('/customer/addresses', async (c) => {
  const token = requireSession(c)
  const raw: unknown = await c.req.json().catch(() => undefined)
  const kind = z.enum(['delivery', 'billing']).safeParse((raw as { kind?: unknown } | undefined)?.kind)
  const address = addressForm.safeParse((raw as { address?: unknown } | undefined)?.address)
  if (!kind.success || !address.success) return c.json({ error: 'Invalid request' }, 400)
  const answer = await api(c).post('/add-address', { customerAccessToken: token, kind: kind.data, address: address.data }, customerSchema)
  return answer.ok ? c.json(customerView(answer.data)) : refusal(c, answer)
})

accountApi.get('/customer/orders', async (c) => {
  const answer = await api(c).get(venuePath`/customer-orders/${requireSession(c)}`, customerOrdersSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.get('/credit', async (c) => {
  const answer = await api(c).get(venuePath`/customer-credit/${requireSession(c)}`, creditSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.get('/credit/history', async (c) => {
  const answer = await api(c).get(venuePath`/customer-credit-history/${requireSession(c)}`, creditHistorySchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.post('/credit', async (c) => {
  const token = requireSession(c)
  const { amount } = await body(c, topUpSchema)
  const returnUrl = `${new URL(c.req.url).origin}/${requestLocale(c)}/customer/creditok`
  const answer = await api(c).post(venuePath`/customer-credit/${token}`, { amount, language: requestLocale(c), return_url: returnUrl }, paymentUrlSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.get('/credit/refund', async (c) => {
  const answer = await api(c).get(venuePath`/customer-credit-refund/${requireSession(c)}`, refundSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

accountApi.post('/credit/refund', async (c) => {
  const token = requireSession(c)
  const form = await body(c, refundForm)
  const answer = await api(c).post(venuePath`/customer-credit-refund/${token}`, { ...form, language: requestLocale(c) }, refundSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

/** Links a card to the logged-in customer, or, for a visitor, makes an account of a new card. */
accountApi.post('/linkcard', async (c) => {
  const token = sessionToken(c)
  if (token) {
    const { card_id } = await body(c, linkCardSchema)
    const answer = await api(c).post('/linkcard', { card_id, customerAccessToken: token }, z.unknown())
    return answer.ok ? c.json({}) : refusal(c, answer)
  }
  const { password_confirmation: _confirmation, ...form } = await body(c, initCardSchema)
  const answer = await api(c).post('/linkcard', form, sessionAnswerSchema)
  if (!answer.ok) return refusal(c, answer)
  startSession(c, answer.data.access_token)
  return c.json({ customer: customerView(answer.data.customer) })
})

const documentType = z.enum(['tickets', 'invoices'])

accountApi.get('/documents/:type', async (c) => {
  const type = documentType.safeParse(c.req.param('type'))
  if (!type.success) return c.json({ error: 'Not found' }, 404)
  const answer = await api(c).get(venuePath`/customer-document/${type.data}/${requireSession(c)}`, documentsSchema)
  return answer.ok ? c.json(answer.data) : refusal(c, answer)
})

/** A ticket or invoice to keep: the venue's HTML, sanitised, as a download. */
accountApi.get('/documents/:type/:id', async (c) => {
  const type = documentType.safeParse(c.req.param('type'))
  const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/).safeParse(c.req.param('id'))
  if (!type.success || !id.success) return c.json({ error: 'Not found' }, 404)
  const venue = c.get('venue')
  if (!venue) return c.json({ error: 'Unknown venue' }, 404)
  const path = venuePath`/customer-document/${type.data}/${requireSession(c)}/${id.data}`
  const response = await fetch(`${venue.pos.base_url.replace(/\/+$/, '')}/api${path}`, {
    signal: AbortSignal.timeout(c.get('config').PLATFORM_TIMEOUT_MS),
  }).catch(() => null)
  if (!response) throw new VenueApiError('/customer-document', 'timeout')
  if (!response.ok) return c.json({ error: 'Not found' }, 404)
  const html = await sanitizeHtml(await response.text())
  c.header('content-disposition', `attachment; filename="${type.data === 'tickets' ? 'ticket' : 'invoice'}-${id.data}.html"`)
  return c.html(`<!doctype html><meta charset="utf-8">${html}`)
})

accountApi.onError((error, c) => {
  if (error instanceof InvalidBody) return c.json({ error: 'Invalid request', issues: error.issues }, 400)
  if (error instanceof AccountError) return c.json({ error: error.message }, error.status)
  if (error instanceof VenueApiError) {
    console.error(error)
    return c.json({ error: error.status === 'timeout' ? 'timeout' : 'unavailable' }, error.status === 'timeout' ? 504 : 502)
  }
  throw error
})
