import { Hono, type Context } from 'hono'
import { z } from 'zod/mini'
import {
  addressIdSchema,
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
import { customerView, type CustomerView } from '../../domain/customer-view'
import {
  countriesSchema,
  creditHistorySchema,
  creditSchema,
  customerSchema,
  documentsSchema,
  paymentUrlSchema,
  refundSchema,
  sessionAnswerSchema,
  type Customer,
} from '../../domain/schemas/customer'
import { customerOrdersSchema } from '../../domain/schemas/customer-orders'
import type { AppEnv } from '../app-env'
import { invalidRequest } from '../http-error'
import { requestLocale } from '../request/request-locale'
import { sanitizeHtml } from '../menu/sanitize-html'
import { endSession, sessionToken, startSession } from '../request/session'
import { forgetCustomer, rememberCustomer } from '../session/current-customer'
import { isKnownBrowser, rememberBrowser } from '../session/known-browser'
import { limitAnswer } from '../limits/limit-reached'
import { clientTakes, giveBackAll, takeAll, takeOn } from '../limits/limits'
import { LIMITS } from '../../domain/limits'
import { venuePath } from '../venue-api/venue-api-client'
import { jsonBody, refusal, requireSession, venueApiOf, venueOrigin, venueUid } from './venue-request'

// The account area's door to the venue API (SPEC §2 authentication and account screens, §7). The
// session token lives in an HttpOnly cookie set here; no answer ever carries it.

const INVALID_LOGIN = 'Invalid login and password combination'
const okSchema = z.unknown()

const resetToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/))

const documentType = z.enum(['tickets', 'invoices'])
const addressKind = z.enum(['delivery', 'billing'])
const emailAddress = z.email()
const emailAvailability = z.object({ available: z.boolean() })
const resetTokenOwner = z.object({ email: z.string() })

export const accountApi = new Hono<AppEnv>()
  .post('/auth/login', async (c) => {
    const venueApi = venueApiOf(c)
    const form = await jsonBody(c, loginSchema(c.get('venue')!.pos.login_type))
    const login = form.login.trim().toLowerCase()
    // Guesses from a browser the account never logged in from are counted per account and per client
    // (its visitor, and its address with a ceiling): neither many connections nor a new cookie per try
    // buys more of them. A browser it logged in from before counts only its own failures, so the
    // owner is never kept out by others' guesses (decision 074).
    const known = await isKnownBrowser(c, login)
    const takes = known
      ? (await clientTakes(c, 'failed-logins', LIMITS.failedLogins, 'attempts')).filter(({ scope }) => scope === 'visitor')
      : [
          takeOn(c, `login-account:${c.get('venue')!.host}:${login}`, { rule: LIMITS.loginPerAccount, kind: 'attempts', scope: 'account' }),
          ...(await clientTakes(c, 'failed-logins', LIMITS.failedLogins, 'attempts')),
        ]
    const refused = await takeAll(takes)
    if (refused) return limitAnswer(c, refused)
    const answer = await venueApi.post('/login', form, sessionAnswerSchema).catch(async (error: unknown) => {
      await giveBackAll(takes)
      throw error
    })
    if (!answer.ok) {
      if (answer.status === 401) return c.json({ error: INVALID_LOGIN }, 401)
      await giveBackAll(takes)
      return refusal(c, answer)
    }
    // The right password clears the account's count, as before; this browser is known from now on.
    const account = takeOn(c, `login-account:${c.get('venue')!.host}:${login}`, { rule: LIMITS.loginPerAccount, kind: 'attempts', scope: 'account' })
    await Promise.all([account.counter.clear(), giveBackAll(takes.filter((take) => take.scope !== 'account')), rememberBrowser(c, login)])
    return c.json({ customer: sessionStarted(c, answer.data) })
  })
  .post('/auth/register', async (c) => {
    const { password_confirmation: _confirmation, ...form } = await jsonBody(c, registerSchema)
    const answer = await venueApiOf(c).post('/register', { ...form, language: requestLocale(c) }, sessionAnswerSchema)
    if (!answer.ok) return refusal(c, answer)
    return c.json({ customer: sessionStarted(c, answer.data) }, 201)
  })
  /**
   * SPEC §4: logout clears the customer and the session's cookies, here and at once, whatever the
   * venue does. The venue forgets the token too, behind the answer: a slow or failing venue neither
   * keeps the diner waiting nor keeps them logged in.
   */
  .post('/auth/logout', async (c) => {
    const venueApi = venueApiOf(c)
    const token = sessionToken(c)
    endSession(c)
    if (token) {
      forgetCustomer(token)
      // The session ends here whatever the venue answers; its call is logged by its pattern, /logout/{}.
      c.executionCtx.waitUntil(venueApi.post(venuePath`/logout/${token}`, {}, okSchema).catch(() => undefined))
    }
    return c.body(null, 204)
  })
  .get('/auth/checkemail/:email', async (c) => {
    const address = emailAddress.safeParse(c.req.param('email'))
    if (!address.success) return c.json({ available: false })
    // Whether an address has an account is worth knowing to someone who collects addresses.
    const refused = await takeAll(await clientTakes(c, 'email-checks', LIMITS.emailChecks, 'attempts'))
    if (refused) return limitAnswer(c, refused)
    const answer = await venueApiOf(c).get(venuePath`/checkemail/${address.data}`, emailAvailability)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/auth/forgot', async (c) => {
    const { email } = await jsonBody(c, forgotPasswordSchema)
    // A client asking too often is told so (it says nothing about the e-mail). An e-mail already sent
    // three mails this hour gets the same answer as any other, and no fourth mail.
    const client = await clientTakes(c, 'reset-requests', LIMITS.resetRequests, 'attempts')
    const refused = await takeAll(client)
    if (refused) return limitAnswer(c, refused)
    const mails = takeOn(c, `reset-mails:${c.get('venue')!.host}:${email.trim().toLowerCase()}`, { rule: LIMITS.resetMailsPerEmail, kind: 'attempts', scope: 'account' })
    if (await takeAll([mails])) return c.json({})
    const resetUrl = `${venueOrigin(c)}/${requestLocale(c)}/customer/validatetoken`
    const answer = await venueApiOf(c).post('/resetpassword', { email, reset_url: resetUrl }, okSchema).catch(async (error: unknown) => {
      await giveBackAll([mails, ...client])
      throw error
    })
    if (!answer.ok) await giveBackAll([mails])
    return answer.ok ? c.json({}) : refusal(c, answer)
  })
  .get('/auth/reset/:token', async (c) => {
    const token = resetToken.safeParse(c.req.param('token'))
    if (!token.success) return c.json({ error: 'This link is invalid or has expired' }, 404)
    const answer = await venueApiOf(c).get(venuePath`/validatetoken/${token.data}`, resetTokenOwner)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/auth/reset', async (c) => {
    const raw: unknown = await c.req.json().catch(() => undefined)
    const token = resetToken.safeParse((raw as { token?: unknown } | undefined)?.token)
    const form = newPasswordSchema.safeParse(raw)
    if (!token.success || !form.success) throw invalidRequest([...(token.error?.issues ?? []), ...(form.error?.issues ?? [])])
    const answer = await venueApiOf(c).post('/changepasswordwithtoken', { token: token.data, password: form.data.password }, okSchema)
    return answer.ok ? c.json({}) : refusal(c, answer)
  })
  .post('/auth/password', async (c) => {
    const token = requireSession(c)
    const { current_password, password } = await jsonBody(c, changePasswordSchema)
    const answer = await venueApiOf(c).post('/changepassword', { customerAccessToken: token, current_password, password }, okSchema)
    return answer.ok ? c.json({}) : refusal(c, answer)
  })
  .get('/customer', async (c) => {
    const token = requireSession(c)
    const answer = await venueApiOf(c).get(venuePath`/customer/${token}`, customerSchema)
    return answer.ok ? c.json(customerKnown(token, answer.data)) : refusal(c, answer)
  })
  .post('/customer', async (c) => {
    const token = requireSession(c)
    const form = await jsonBody(c, profileSchema)
    const answer = await venueApiOf(c).post(venuePath`/customer/${token}`, { ...form, language: requestLocale(c) }, customerSchema)
    return answer.ok ? c.json(customerKnown(token, answer.data)) : refusal(c, answer)
  })
  .get('/customer/countries', async (c) => {
    const answer = await venueApiOf(c).get(venuePath`/countries/${requireSession(c)}`, countriesSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/customer/addresses', async (c) => {
    const token = requireSession(c)
    const raw: unknown = await c.req.json().catch(() => undefined)
    const kind = addressKind.safeParse((raw as { kind?: unknown } | undefined)?.kind)
    const address = addressForm.safeParse((raw as { address?: unknown } | undefined)?.address)
    if (!kind.success || !address.success) throw invalidRequest([...(kind.error?.issues ?? []), ...(address.error?.issues ?? [])])
    const answer = await venueApiOf(c).post('/add-address', { customerAccessToken: token, kind: kind.data, address: address.data }, customerSchema)
    return answer.ok ? c.json(customerKnown(token, answer.data)) : refusal(c, answer)
  })
  /** One of the customer's addresses (delivery or billing) replaced, keeping its number: the customer as they are now. */
  .put('/customer/addresses/:id', async (c) => {
    const token = requireSession(c)
    const id = addressIdSchema.safeParse(c.req.param('id'))
    if (!id.success) return c.json({ error: 'Address not found' }, 404)
    const address = await jsonBody(c, addressForm)
    const answer = await venueApiOf(c).post('/edit-address', { customerAccessToken: token, address_id: id.data, address }, customerSchema)
    return answer.ok ? c.json(customerKnown(token, answer.data)) : refusal(c, answer)
  })
  .delete('/customer/addresses/:id', async (c) => {
    const token = requireSession(c)
    const id = addressIdSchema.safeParse(c.req.param('id'))
    if (!id.success) return c.json({ error: 'Address not found' }, 404)
    const answer = await venueApiOf(c).post('/delete-address', { customerAccessToken: token, address_id: id.data }, customerSchema)
    return answer.ok ? c.json(customerKnown(token, answer.data)) : refusal(c, answer)
  })
  .get('/customer/orders', async (c) => {
    const answer = await venueApiOf(c).get(venuePath`/customer-orders/${requireSession(c)}`, customerOrdersSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .get('/credit', async (c) => {
    const answer = await venueApiOf(c).get(venuePath`/customer-credit/${requireSession(c)}`, creditSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .get('/credit/history', async (c) => {
    const answer = await venueApiOf(c).get(venuePath`/customer-credit-history/${requireSession(c)}`, creditHistorySchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/credit', async (c) => {
    const token = requireSession(c)
    const { amount } = await jsonBody(c, topUpSchema)
    const returnUrl = `${venueOrigin(c)}/${requestLocale(c)}/customer/creditok`
    const answer = await venueApiOf(c).post(venuePath`/customer-credit/${token}`, { amount, language: requestLocale(c), return_url: returnUrl }, paymentUrlSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .get('/credit/refund', async (c) => {
    const answer = await venueApiOf(c).get(venuePath`/customer-credit-refund/${requireSession(c)}`, refundSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  .post('/credit/refund', async (c) => {
    const token = requireSession(c)
    const form = await jsonBody(c, refundForm)
    const answer = await venueApiOf(c).post(venuePath`/customer-credit-refund/${token}`, { ...form, language: requestLocale(c) }, refundSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  /** Links a card to the logged-in customer, or, for a visitor, makes an account of a new card. */
  .post('/linkcard', async (c) => {
    const token = sessionToken(c)
    if (token) {
      const { card_id } = await jsonBody(c, linkCardSchema)
      const answer = await venueApiOf(c).post('/linkcard', { card_id, customerAccessToken: token }, z.unknown())
      return answer.ok ? c.json({}) : refusal(c, answer)
    }
    const { password_confirmation: _confirmation, ...form } = await jsonBody(c, initCardSchema)
    const answer = await venueApiOf(c).post('/linkcard', form, sessionAnswerSchema)
    if (!answer.ok) return refusal(c, answer)
    return c.json({ customer: sessionStarted(c, answer.data) })
  })
  .get('/documents/:type', async (c) => {
    const type = documentType.safeParse(c.req.param('type'))
    if (!type.success) return c.json({ error: 'Not found' }, 404)
    const answer = await venueApiOf(c).get(venuePath`/customer-document/${type.data}/${requireSession(c)}`, documentsSchema)
    return answer.ok ? c.json(answer.data) : refusal(c, answer)
  })
  /** A ticket or invoice to keep: the venue's HTML, sanitised, as a download. */
  .get('/documents/:type/:id', async (c) => {
    const type = documentType.safeParse(c.req.param('type'))
    const id = venueUid.safeParse(c.req.param('id'))
    if (!type.success || !id.success) return c.json({ error: 'Not found' }, 404)
    const html = await venueApiOf(c).getHtml(venuePath`/customer-document/${type.data}/${requireSession(c)}/${id.data}`)
    if (html === null) return c.json({ error: 'Not found' }, 404)
    const safe = await sanitizeHtml(html)
    c.header('content-disposition', `attachment; filename="${type.data === 'tickets' ? 'ticket' : 'invoice'}-${id.data}.html"`)
    return c.html(`<!doctype html><meta charset="utf-8">${safe}`)
  })


/**
 * The customer as the venue just gave them, kept for the pages that follow: a page whose own check
 * of the session runs out of time shows them rather than asking the browser to check (decision 025).
 */
function customerKnown(token: string, customer: Customer): CustomerView {
  const view = customerView(customer)
  rememberCustomer(token, view)
  return view
}

/** A login, registration or card initialisation's answer: the session's cookie, and its customer. */
function sessionStarted(c: Context<AppEnv>, answer: { access_token: string; customer: Customer }): CustomerView {
  startSession(c, answer.access_token)
  return customerKnown(answer.access_token, answer.customer)
}
