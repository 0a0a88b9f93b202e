// Venue API customers on the sandbox origin: login, register, password reset and change, the
// customer record and addresses, wallet credit, top-up, refund, cards, documents, and tokens from a
// login working on slots and checkout. Accounts go back to the demo seed before every test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('venue-api-customers')
const PERSIST_TO = '.wrangler/test-venue-api-customers'
// Monday 14 December 2026, 10:00 in Brussels; orders are planned for the Tuesday after.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'
const APP = 'http://lumiere.localhost:8787'
const RETURN_URLS = { card: `${APP}/en/my-order`, wallet: `${APP}/en/wallet-order` }

const CAMILLE = { login: 'camille.dubois@example.com', password: 'Lumiere-2025!' }
const PIETER = { login: 'pieter.janssens@example.com', password: 'Personeel-2025!' }
const OLIVER = { login: '1207', password: 'Pins-Member-1207' }
const VALID_IBAN = 'BE68 5390 0754 7034'
const INVALID_IBAN = 'BE68 5390 0754 7035'
const PAID_EAT_IN = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const PAID_DELIVERY = '83a28778-9aee-52d1-bc7f-3b7cfd1df230'
const PENDING = '5745e3c9-1327-582f-9d5c-3c7d57ce6851'

type Address = { id: number; name: string; address_line: string; address_line2: string | null; zip_code: string; city: string; country: string }
type Customer = {
  customer_id: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  vat_number: string | null
  language: string
  price_list_id: number | null
  cashless_wallet: string | null
  balance: number
  delivery_addresses: Address[]
  billing_address: Address | null
  administrative_address: Address | null
}
type Session = { access_token: string; customer: Customer }
type HistoryEntry = { date: string; type: string; label: string; amount: number; balance: number }
type Mail = { to: string; subject: string; body: string; link: string | null; created_at: string }
type Document = { id: string; number: string; date: string; amount: number; download_url: string | null }

const CUSTOMER_KEYS = [
  'customer_id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'vat_number',
  'language',
  'price_list_id',
  'cashless_wallet',
  'balance',
  'delivery_addresses',
  'billing_address',
  'administrative_address',
].sort()

let origin: RunningOrigin
let keys = 0

const api = (venue: string, path: string, init?: RequestInit) => fetch(`${origin.url}/venues/${venue}/api${path}`, init)
const post = (venue: string, path: string, body: unknown) => api(venue, path, { method: 'POST', body: JSON.stringify(body) })
const sandbox = (path: string, init?: RequestInit) => fetch(`${origin.url}/__sandbox${path}`, init)

async function json<T = unknown>(response: Response, status = 200): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return JSON.parse(text) as T
}

const refused = async (response: Response, status: number, error: string) => expect(await json(response, status)).toEqual({ error })

async function login(venue: string, credentials: { login: string; password: string }): Promise<Session> {
  return json<Session>(await post(venue, '/login', credentials))
}

const customerOf = async (venue: string, token: string) => json<Customer>(await api(venue, `/customer/${token}`))
const creditOf = async (venue: string, token: string) => (await json<{ amount: number }>(await api(venue, `/customer-credit/${token}`))).amount
const historyOf = async (venue: string, token: string) => json<HistoryEntry[]>(await api(venue, `/customer-credit-history/${token}`))
const mailsTo = async (to: string) => json<Mail[]>(await sandbox(`/mails?to=${encodeURIComponent(to)}`))

/** Answers the sandbox payment page with `outcome`, without following the redirect. */
const pay = (paymentUrl: string, outcome: string) =>
  fetch(paymentUrl, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' })

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
  await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
})

afterAll(async () => {
  await sandbox('/clock', { method: 'DELETE' }).catch(() => undefined)
  await origin?.stop()
})

beforeEach(async () => {
  await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
  await sandbox('/customers', { method: 'DELETE' })
  await sandbox('/mails', { method: 'DELETE' })
  await sandbox('/slot-bookings', { method: 'DELETE' })
  await sandbox('/orders', { method: 'DELETE' })
})

describe('POST /login and POST /logout/{token}', () => {
  it('logs a customer in by e-mail where login_type is 1, with a new token each time', async () => {
    const first = await login('lumiere', { ...CAMILLE, login: 'Camille.Dubois@Example.com' })
    expect(first.access_token).toMatch(/^[0-9a-f]{64}$/)
    expect(Object.keys(first.customer).sort()).toEqual(CUSTOMER_KEYS)
    expect(first.customer).toMatchObject({ customer_id: '100042', cashless_wallet: 'LUM-W-100042', balance: 25.5, language: 'fr' })
    expect(JSON.stringify(first)).not.toContain('Lumiere-2025!')

    const second = await login('lumiere', CAMILLE)
    expect(second.access_token).not.toBe(first.access_token)
    // Both stay valid until their logout; the demo's pre-issued token too.
    for (const token of [first.access_token, second.access_token, 'demo-token-camille']) {
      expect((await customerOf('lumiere', token)).email).toBe(CAMILLE.login)
    }
    const logout = await api('lumiere', `/logout/${first.access_token}`, { method: 'POST' })
    expect(logout.status).toBe(204)
    await refused(await api('lumiere', `/customer/${first.access_token}`), 401, 'invalid token')
    expect((await customerOf('lumiere', second.access_token)).customer_id).toBe('100042')
  })

  it('logs a club member in by customer ID where login_type is 2', async () => {
    const session = await login('club', OLIVER)
    expect(session.customer).toMatchObject({ customer_id: '1207', email: 'oliver.bennett@example.com', balance: 42 })
    // The e-mail is not a login at the club.
    await refused(await post('club', '/login', { ...OLIVER, login: 'oliver.bennett@example.com' }), 401, 'Invalid login and password combination')
  })

  it('refuses a wrong password and an unknown login alike', async () => {
    await refused(await post('lumiere', '/login', { ...CAMILLE, password: 'Lumiere-2024!' }), 401, 'Invalid login and password combination')
    await refused(await post('lumiere', '/login', { login: 'nobody@example.com', password: 'whatever1' }), 401, 'Invalid login and password combination')
    await refused(await post('club', '/login', { ...OLIVER, password: 'Pins-Member-1342' }), 401, 'Invalid login and password combination')
    // A customer of another venue is unknown here.
    await refused(await post('halles', '/login', CAMILLE), 401, 'Invalid login and password combination')
    expect((await json(await post('lumiere', '/login', { login: '' }), 400)) as object).toMatchObject({ error: 'invalid request' })
  })

  it('refuses the token of another venue', async () => {
    const session = await login('lumiere', CAMILLE)
    await refused(await api('halles', `/customer/${session.access_token}`), 401, 'invalid token')
  })
})

describe('POST /register and GET /checkemail/{email}', () => {
  const newAccount = {
    email: 'Nora.Peeters@example.com',
    password: 'Nora-2026!',
    first_name: 'Nora',
    last_name: 'Peeters',
    phone: '+32 471 00 00 01',
    language: 'nl',
  }

  it('creates an account with the next customer ID and a wallet where the venue has credit', async () => {
    expect(await json(await api('lumiere', '/checkemail/nora.peeters@example.com'))).toEqual({ available: true })
    const session = await json<Session>(await post('lumiere', '/register', newAccount), 201)
    expect(session.access_token).toMatch(/^[0-9a-f]{64}$/)
    expect(session.customer).toEqual({
      customer_id: '100064', // after Olivia, 100063
      email: 'nora.peeters@example.com',
      first_name: 'Nora',
      last_name: 'Peeters',
      phone: '+32 471 00 00 01',
      vat_number: null,
      language: 'nl',
      price_list_id: null,
      cashless_wallet: 'LUM-W-100064',
      balance: 0,
      delivery_addresses: [],
      billing_address: null,
      administrative_address: null,
    })
    expect(await json(await api('lumiere', '/checkemail/Nora.Peeters@example.com'))).toEqual({ available: false })
    expect(await json(await api('lumiere', `/checkemail/${CAMILLE.login}`))).toEqual({ available: false })
    expect(await creditOf('lumiere', session.access_token)).toBe(0)

    const again = await login('lumiere', { login: 'nora.peeters@example.com', password: 'Nora-2026!' })
    expect(again.customer.customer_id).toBe('100064')
  })

  it('gives no wallet where the venue has no credit, and a club member ID to log in with', async () => {
    const halles = await json<Session>(await post('halles', '/register', newAccount), 201)
    expect(halles.customer).toMatchObject({ customer_id: '200312', cashless_wallet: null })
    const club = await json<Session>(await post('club', '/register', newAccount), 201)
    expect(club.customer).toMatchObject({ customer_id: '1343', cashless_wallet: 'CSP-W-1343' })
    expect((await login('club', { login: '1343', password: newAccount.password })).customer.email).toBe('nora.peeters@example.com')
  })

  it('refuses a used e-mail (409), a short password (400) and a venue without account creation (403)', async () => {
    await refused(await post('lumiere', '/register', { ...newAccount, email: 'CAMILLE.DUBOIS@example.com' }), 409, 'This email address is already used')
    const weak = await json<{ error: string; issues: Array<{ path: string[] }> }>(await post('lumiere', '/register', { ...newAccount, password: 'short' }), 400)
    expect(weak.issues.map((issue) => issue.path.join('.'))).toEqual(['password'])
    await refused(await post('comptoir', '/register', newAccount), 403, 'Creating an account is not possible here')
    expect((await json(await api('lumiere', '/checkemail/not-an-email'), 400)) as object).toMatchObject({ error: 'invalid request' })
  })
})

describe('forgotten password', () => {
  const resetUrl = `${APP}/fr/customer/validatetoken`

  async function requestReset(email: string) {
    expect(await json(await post('lumiere', '/resetpassword', { email, reset_url: resetUrl }))).toEqual({})
  }

  async function resetToken(email: string) {
    const [mail] = await mailsTo(email)
    const link = new URL(mail!.link!)
    expect(`${link.origin}${link.pathname}`).toBe(resetUrl)
    return link.searchParams.get('token')!
  }

  it('mails a link, which gives a new password once; the old one and every session end', async () => {
    await requestReset(CAMILLE.login)
    const mails = await mailsTo(CAMILLE.login)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: CAMILLE.login, subject: 'Réinitialisez votre mot de passe' })
    expect(mails[0]!.body).toContain(mails[0]!.link)
    expect(mails[0]!.link).toMatch(new RegExp(`^${resetUrl}\\?token=[0-9a-f]{64}$`))
    const token = await resetToken(CAMILLE.login)

    expect(await json(await api('lumiere', `/validatetoken/${token}`))).toEqual({ email: CAMILLE.login })
    const weak = await post('lumiere', '/changepasswordwithtoken', { token, password: 'short' })
    expect(weak.status).toBe(400)
    expect(await json(await post('lumiere', '/changepasswordwithtoken', { token, password: 'Lumiere-2026!' }))).toEqual({})

    // Used once.
    await refused(await api('lumiere', `/validatetoken/${token}`), 404, 'This link is invalid or has expired')
    await refused(await post('lumiere', '/changepasswordwithtoken', { token, password: 'Lumiere-2027!' }), 404, 'This link is invalid or has expired')
    await refused(await post('lumiere', '/login', CAMILLE), 401, 'Invalid login and password combination')
    await refused(await api('lumiere', '/customer/demo-token-camille'), 401, 'invalid token')
    expect((await login('lumiere', { ...CAMILLE, password: 'Lumiere-2026!' })).customer.customer_id).toBe('100042')
  })

  it('answers the same for an unknown e-mail, without a mail', async () => {
    await requestReset('nobody@example.com')
    expect(await json(await sandbox('/mails'))).toEqual([])
  })

  it('lets a link expire after an hour', async () => {
    await requestReset(CAMILLE.login)
    const token = await resetToken(CAMILLE.login)
    await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: '2026-12-14T11:00:01+01:00' }) })
    await refused(await api('lumiere', `/validatetoken/${token}`), 404, 'This link is invalid or has expired')
    await refused(await api('lumiere', `/validatetoken/${'0'.repeat(64)}`), 404, 'This link is invalid or has expired')
  })

  it('only sends links to the app page that takes them', async () => {
    const response = await post('lumiere', '/resetpassword', { email: CAMILLE.login, reset_url: 'javascript:alert(1)//customer/validatetoken' })
    expect(response.status).toBe(400)
    expect((await post('lumiere', '/resetpassword', { email: CAMILLE.login, reset_url: `${APP}/fr/elsewhere` })).status).toBe(400)
    expect(await json(await sandbox('/mails'))).toEqual([])
  })

  it('lists the sandbox mailbox newest first and clears it', async () => {
    await requestReset(CAMILLE.login)
    await requestReset('olivia.brown@example.com')
    const all = await json<Mail[]>(await sandbox('/mails'))
    expect(all.map((mail) => mail.to)).toEqual(['olivia.brown@example.com', CAMILLE.login])
    expect(all[0]!.subject).toBe('Reset your password')
    expect(all[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(await json(await sandbox('/mails', { method: 'DELETE' }))).toEqual([])
    expect(await json(await sandbox('/mails'))).toEqual([])
  })
})

describe('POST /changepassword', () => {
  it('changes the password with the current one; the old one is refused after', async () => {
    const session = await login('lumiere', CAMILLE)
    const body = { customerAccessToken: session.access_token, current_password: CAMILLE.password, password: 'Camille-New-1' }
    expect(await json(await post('lumiere', '/changepassword', body))).toEqual({})
    await refused(await post('lumiere', '/login', CAMILLE), 401, 'Invalid login and password combination')
    expect((await login('lumiere', { ...CAMILLE, password: 'Camille-New-1' })).customer.customer_id).toBe('100042')
    // The session that changed it goes on; the others end.
    expect((await customerOf('lumiere', session.access_token)).customer_id).toBe('100042')
    await refused(await api('lumiere', '/customer/demo-token-camille'), 401, 'invalid token')
  })

  it('refuses a wrong current password (403) and an invalid token (401)', async () => {
    const body = { customerAccessToken: 'demo-token-camille', current_password: 'wrong-password', password: 'Camille-New-1' }
    await refused(await post('lumiere', '/changepassword', body), 403, 'The current password is not correct')
    await refused(await post('lumiere', '/changepassword', { ...body, customerAccessToken: 'nope' }), 401, 'invalid token')
    expect((await login('lumiere', CAMILLE)).customer.customer_id).toBe('100042')
  })
})

describe('the customer record', () => {
  it('answers GET /customer/{token} without password or token', async () => {
    const customer = await customerOf('lumiere', 'demo-token-pieter')
    expect(Object.keys(customer).sort()).toEqual(CUSTOMER_KEYS)
    expect(customer).toMatchObject({ customer_id: '100057', price_list_id: 14, cashless_wallet: null, balance: 0 })
    expect(customer.delivery_addresses).toEqual([
      { id: 7004, name: 'Thuis', address_line: 'Alsembergsesteenweg 801', address_line2: null, zip_code: '1180', city: 'Ukkel', country: 'BE' },
    ])
    await refused(await api('lumiere', '/customer/demo-token-nobody'), 401, 'invalid token')
  })

  it('edits names, phone, e-mail, VAT number and language; a used e-mail is 409', async () => {
    const edited = await json<Customer>(
      await post('lumiere', '/customer/demo-token-olivia', {
        first_name: 'Liv',
        phone: '+32 489 00 00 00',
        email: 'Liv.Brown@example.com',
        vat_number: 'BE0123456749',
        language: 'fr',
      }),
    )
    expect(edited).toMatchObject({
      first_name: 'Liv',
      last_name: 'Brown',
      phone: '+32 489 00 00 00',
      email: 'liv.brown@example.com',
      vat_number: 'BE0123456749',
      language: 'fr',
    })
    expect(await customerOf('lumiere', 'demo-token-olivia')).toEqual(edited)
    expect((await json<Customer>(await post('lumiere', '/customer/demo-token-olivia', { vat_number: null }))).vat_number).toBeNull()
    await refused(await post('lumiere', '/customer/demo-token-olivia', { email: CAMILLE.login }), 409, 'This email address is already used')
    expect((await customerOf('lumiere', 'demo-token-olivia')).email).toBe('liv.brown@example.com')
    await refused(await post('lumiere', '/customer/nope', { first_name: 'X' }), 401, 'invalid token')
  })

  it('lists the countries, Belgium first', async () => {
    const countries = await json<Array<{ code: string; name_fr: string; name_nl: string; name_en: string }>>(
      await api('lumiere', '/countries/demo-token-camille'),
    )
    expect(countries[0]).toEqual({ code: 'BE', name_fr: 'Belgique', name_nl: 'België', name_en: 'Belgium' })
    expect(countries).toHaveLength(29)
    expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['NL', 'FR', 'DE', 'LU', 'GB', 'CH']))
    expect((await api('lumiere', '/countries/-1')).status).toBe(200)
    await refused(await api('lumiere', '/countries/nope'), 401, 'invalid token')
  })

  it('appends a delivery address and replaces the billing one', async () => {
    const address = { name: 'Parents', address_line: 'Avenue de Tervueren 12', zip_code: '1040', city: 'Etterbeek', country: 'be' }
    const withDelivery = await json<Customer>(
      await post('lumiere', '/add-address', { customerAccessToken: 'demo-token-camille', kind: 'delivery', address }),
    )
    expect(withDelivery.delivery_addresses.map((known) => known.id)).toEqual([7001, 7002, 7004])
    expect(withDelivery.delivery_addresses[2]).toEqual({ id: 7004, ...address, address_line2: null, country: 'BE' })

    const billing = { name: 'Camille Dubois SRL', address_line: 'Rue Royale 120', address_line2: '3e étage', zip_code: '1000', city: 'Bruxelles', country: 'BE' }
    const withBilling = await json<Customer>(
      await post('lumiere', '/add-address', { customerAccessToken: 'demo-token-camille', kind: 'billing', address: billing }),
    )
    expect(withBilling.billing_address).toEqual({ id: 7005, ...billing })
    expect(withBilling.delivery_addresses).toHaveLength(3)

    const unknownCountry = await post('lumiere', '/add-address', {
      customerAccessToken: 'demo-token-camille',
      kind: 'delivery',
      address: { ...address, country: 'US' },
    })
    expect(unknownCountry.status).toBe(400)
    await refused(await post('lumiere', '/add-address', { customerAccessToken: 'nope', kind: 'delivery', address }), 401, 'invalid token')
  })
})

describe('wallet credit', () => {
  it('answers the balance and the history, newest first', async () => {
    expect(await json(await api('lumiere', '/customer-credit/demo-token-camille'))).toEqual({ amount: 25.5 })
    const history = await historyOf('lumiere', 'demo-token-camille')
    expect(history.map((entry) => [entry.type, entry.amount, entry.balance])).toEqual([
      ['order', -10, 25.5],
      ['topup', 20, 35.5],
      ['order', -14.5, 15.5],
      ['topup', 30, 30],
    ])
    expect(history[0]).toEqual({ date: '2025-04-26T19:27:00+02:00', type: 'order', label: 'Commande LUM-001288', amount: -10, balance: 25.5 })
  })

  it('answers 404 for a customer without a wallet', async () => {
    await refused(await api('lumiere', '/customer-credit/demo-token-pieter'), 404, 'This customer has no wallet')
    await refused(await api('lumiere', '/customer-credit-history/demo-token-pieter'), 404, 'This customer has no wallet')
    await refused(await api('lumiere', '/customer-credit/nope'), 401, 'invalid token')
  })

  it('tops up through the sandbox payment page, once', async () => {
    const returnUrl = `${APP}/fr/customer/credit`
    const { payment_url } = await json<{ payment_url: string }>(
      await post('lumiere', '/customer-credit/demo-token-camille', { amount: 10, language: 'fr', return_url: returnUrl }),
    )
    expect(payment_url).toMatch(new RegExp(`^${origin.url}/venues/lumiere/pay/pay_[0-9a-f]{32}$`))
    const page = await fetch(payment_url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('LUM-W-100042')
    expect(html).toContain('€10.00')
    expect(await creditOf('lumiere', 'demo-token-camille')).toBe(25.5) // nothing before the payment

    const paid = await pay(payment_url, 'paid')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${returnUrl}?status=paid&amount=10`)
    expect(await creditOf('lumiere', 'demo-token-camille')).toBe(35.5)
    const [entry] = await historyOf('lumiere', 'demo-token-camille')
    expect(entry).toEqual({ date: '2026-12-14T10:00:00+01:00', type: 'topup', label: 'Recharge en ligne', amount: 10, balance: 35.5 })

    // A second answer changes nothing and still says paid.
    for (const outcome of ['paid', 'failed']) {
      const again = await pay(payment_url, outcome)
      expect(again.headers.get('location')).toBe(`${returnUrl}?status=paid&amount=10`)
    }
    expect(await creditOf('lumiere', 'demo-token-camille')).toBe(35.5)
    expect(await historyOf('lumiere', 'demo-token-camille')).toHaveLength(5)
  })

  it('credits nothing for a failed, canceled or expired top-up, and waits while pending', async () => {
    const returnUrl = `${APP}/en/customer/credit`
    for (const outcome of ['failed', 'canceled', 'expired']) {
      const { payment_url } = await json<{ payment_url: string }>(
        await post('club', '/customer-credit/demo-token-oliver', { amount: 12.5, language: 'en', return_url: returnUrl }),
      )
      const pending = await pay(payment_url, 'pending')
      expect(pending.headers.get('location')).toBe(`${returnUrl}?status=pending&amount=12.5`)
      const ended = await pay(payment_url, outcome)
      expect(ended.status).toBe(303)
      expect(ended.headers.get('location')).toBe(`${returnUrl}?status=${outcome}&amount=12.5`)
      expect((await pay(payment_url, 'paid')).headers.get('location')).toBe(`${returnUrl}?status=${outcome}&amount=12.5`)
    }
    expect(await creditOf('club', 'demo-token-oliver')).toBe(42)
    expect(await historyOf('club', 'demo-token-oliver')).toHaveLength(2)
  })

  it('refuses an amount outside 5–500 and a customer without a wallet', async () => {
    for (const amount of [4.99, 500.01, 10.005]) {
      const response = await post('lumiere', '/customer-credit/demo-token-camille', { amount, language: 'fr', return_url: APP })
      expect(response.status, String(amount)).toBe(400)
    }
    const body = { amount: 10, language: 'en', return_url: APP }
    await refused(await post('lumiere', '/customer-credit/demo-token-pieter', body), 404, 'This customer has no wallet')
    const script = await post('lumiere', '/customer-credit/demo-token-camille', { ...body, return_url: 'javascript:alert(1)' })
    expect(script.status).toBe(400)
  })
})

describe('refund of the wallet', () => {
  const refund = { iban: VALID_IBAN, bic: 'GEBABEBB', language: 'en' }

  it('refunds the balance less the fee to a valid IBAN at the club', async () => {
    expect(await json(await api('club', '/customer-credit-refund/demo-token-oliver'))).toEqual({ fee: 1, amount: 41, credit: 42 })
    await refused(await post('club', '/customer-credit-refund/demo-token-oliver', { ...refund, iban: INVALID_IBAN }), 422, 'Invalid IBAN')
    await refused(await post('club', '/customer-credit-refund/demo-token-oliver', { ...refund, bic: 'GEB4' }), 422, 'Invalid BIC')
    expect(await creditOf('club', 'demo-token-oliver')).toBe(42)

    expect(await json(await post('club', '/customer-credit-refund/demo-token-oliver', refund))).toEqual({ fee: 1, amount: 41, credit: 0 })
    expect(await creditOf('club', 'demo-token-oliver')).toBe(0)
    const [entry] = await historyOf('club', 'demo-token-oliver')
    expect(entry).toMatchObject({ type: 'refund', amount: -42, balance: 0, label: 'Refund BE68 …7034' })
    // Nothing is left above the fee now.
    await refused(await post('club', '/customer-credit-refund/demo-token-oliver', refund), 422, 'The balance does not exceed the refund fee')
  })

  it('refuses a balance that does not exceed the fee, and a venue without refunds', async () => {
    await refused(await post('club', '/customer-credit-refund/demo-token-lucas', refund), 422, 'The balance does not exceed the refund fee')
    await refused(await post('lumiere', '/customer-credit-refund/demo-token-camille', refund), 403, 'Refunds are not possible here')
    await refused(await api('lumiere', '/customer-credit-refund/demo-token-camille'), 403, 'Refunds are not possible here')
    expect(await creditOf('lumiere', 'demo-token-camille')).toBe(25.5)
  })
})

describe('POST /linkcard', () => {
  it('links a free card to the logged-in customer and adds its balance to the wallet', async () => {
    const session = await login('lumiere', CAMILLE)
    const linked = await json<{ customer: Customer }>(
      await post('lumiere', '/linkcard', { card_id: '627001000015', customerAccessToken: session.access_token }),
    )
    expect(linked.customer).toMatchObject({ customer_id: '100042', cashless_wallet: 'LUM-W-100042', balance: 40.5 })
    const [entry] = await historyOf('lumiere', session.access_token)
    expect(entry).toMatchObject({ type: 'card', label: 'Carte 627001000015', amount: 15, balance: 40.5 })
    // Now it is initialised.
    const again = await json<{ error: string }>(await post('lumiere', '/linkcard', { card_id: '627001000015', customerAccessToken: 'demo-token-olivia' }), 400)
    expect(again.error).toBe('This card has already been initialized')
  })

  it('gives a customer without a wallet one', async () => {
    const { customer } = await json<{ customer: Customer }>(
      await post('lumiere', '/linkcard', { card_id: '627001000015', customerAccessToken: 'demo-token-olivia' }),
    )
    expect(customer).toMatchObject({ cashless_wallet: 'LUM-W-100063', balance: 15 })
    expect(await creditOf('lumiere', 'demo-token-olivia')).toBe(15)
  })

  it('initialises a free card into a new account with an e-mail and a password', async () => {
    const created = await json<Session>(
      await post('club', '/linkcard', {
        card_id: '627004000011',
        email: 'emma.claes@example.com',
        password: 'Emma-Pins-2026',
        first_name: 'Emma',
        last_name: 'Claes',
      }),
      201,
    )
    expect(created.customer).toMatchObject({ customer_id: '1343', email: 'emma.claes@example.com', cashless_wallet: 'CSP-W-1343', balance: 10 })
    expect((await customerOf('club', created.access_token)).first_name).toBe('Emma')
    expect((await login('club', { login: '1343', password: 'Emma-Pins-2026' })).customer.balance).toBe(10)
  })

  it('refuses an initialised card and mails its owner', async () => {
    const answer = await json(await post('lumiere', '/linkcard', { card_id: '627001000022', email: 'someone@example.com', password: 'Someone-2026' }), 400)
    expect(answer).toEqual({ error: 'This card has already been initialized', recovery_email_sent: true })
    const [mail] = await mailsTo(CAMILLE.login)
    expect(mail!.body).toContain('627001000022')
    expect(await json(await sandbox('/mails?to=someone@example.com'))).toEqual([])
  })

  it('refuses an unknown card and an e-mail of another account', async () => {
    await refused(await post('lumiere', '/linkcard', { card_id: '627001999999', customerAccessToken: 'demo-token-olivia' }), 400, 'Card not found, unable to initialize.')
    await refused(
      await post('lumiere', '/linkcard', { card_id: '627001000015', email: 'Camille.Dubois@example.com', password: 'Camille-2026' }),
      400,
      'This email address is already linked to another account/card.',
    )
    // Neither changed the free card.
    const { customer } = await json<{ customer: Customer }>(
      await post('lumiere', '/linkcard', { card_id: '627001000015', customerAccessToken: 'demo-token-olivia' }),
    )
    expect(customer.balance).toBe(15)
    expect((await post('lumiere', '/linkcard', { card_id: '12345' })).status).toBe(400)
  })
})

/** A takeaway order of Tuesday 12:00 at lumière placed by `token`, paid on site (accepted). */
async function placeOnSiteOrder(token: string) {
  const prebook = await post('lumiere', `/slot-prebook/${token}/2/2/ignored`, { slot_id: `${TUESDAY}T12:00|2` })
  expect(prebook.status).toBe(200)
  const body = {
    idempotency_key: `key-${Date.now().toString(36)}-${++keys}`,
    language: 'en',
    consumption_type: 2,
    guest_count: null,
    slot_id: `${TUESDAY}T12:00|2`,
    cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
    amount: 21,
    payment_method: 'on_site',
    return_urls: RETURN_URLS,
  }
  return (await json<{ order: { uid: string; number: string; status: string } }>(await post('lumiere', `/checkout/${token}`, body), 201)).order
}

describe('documents and orders', () => {
  it('lists invoices of paid orders and tickets of paid and accepted ones, newest first', async () => {
    const session = await login('lumiere', CAMILLE)
    const accepted = await placeOnSiteOrder(session.access_token)
    expect(accepted.status).toBe('accepted')

    const invoices = await json<Document[]>(await api('lumiere', `/customer-document/invoices/${session.access_token}`))
    expect(invoices.map((document) => document.id)).toEqual([PAID_DELIVERY, PAID_EAT_IN])
    expect(invoices[1]).toEqual({ id: PAID_EAT_IN, number: 'LUM-001311', date: '2025-05-10T11:02:14+02:00', amount: 31, download_url: null })
    const tickets = await json<Document[]>(await api('lumiere', '/customer-document/tickets/demo-token-camille'))
    expect(tickets.map((document) => document.id)).toEqual([accepted.uid, PAID_DELIVERY, PAID_EAT_IN])
    expect(JSON.stringify([...invoices, ...tickets])).not.toContain(session.access_token)

    expect(await json(await api('lumiere', '/customer-document/invoices/demo-token-olivia'))).toEqual([])
    expect((await api('lumiere', '/customer-document/receipts/demo-token-camille')).status).toBe(400)
    await refused(await api('lumiere', '/customer-document/invoices/nope'), 401, 'invalid token')
  })

  it('answers a document as printable HTML, only the customer’s own', async () => {
    const response = await api('lumiere', `/customer-document/invoices/demo-token-camille/${PAID_EAT_IN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    for (const text of ['Invoice LUM-001311', 'Brasserie Lumière', 'VAT BE0612345162', '10/05/2025 11:02', 'Formule midi', 'Pils pression (25 cl)', '€31.00', 'Camille Dubois']) {
      expect(html).toContain(text)
    }
    await refused(await api('lumiere', `/customer-document/invoices/demo-token-camille/${PENDING}`), 404, 'Document not found')
    await refused(await api('lumiere', `/customer-document/invoices/demo-token-olivia/${PAID_EAT_IN}`), 404, 'Document not found')
    const ticket = await api('lumiere', `/customer-document/tickets/demo-token-camille/${PAID_DELIVERY}`)
    expect(await ticket.text()).toContain('Ticket LUM-001342')
  })

  it('lists the customer’s orders newest first, in the GET /order shape', async () => {
    const placed = await placeOnSiteOrder('demo-token-camille')
    const orders = await json<Array<{ uid: string; status: string; number: string }>>(await api('lumiere', '/customer-orders/demo-token-camille'))
    expect(orders.map((order) => order.number)).toEqual([
      placed.number,
      'LUM-001380',
      'LUM-001379',
      'LUM-001378',
      'LUM-001377',
      'LUM-001342',
      'LUM-001311',
    ])
    const [seeded] = await json<unknown[]>(await api('lumiere', `/order?uids=${PAID_EAT_IN}`))
    expect(orders.find((order) => order.uid === PAID_EAT_IN)).toEqual(seeded)
    expect(await json(await api('lumiere', '/customer-orders/demo-token-olivia'))).toEqual([])
  })
})

describe('a token issued by login', () => {
  it('works on slots, holds the booking for every token of the customer, and prices with the customer’s list', async () => {
    const first = await login('lumiere', PIETER)
    const second = await login('lumiere', PIETER)
    const slots = await json<Array<{ id: string }>>(await api('lumiere', `/slots/${first.access_token}/1/2/${TUESDAY}/ignored`))
    expect(slots.map((slot) => slot.id)).toContain(`${TUESDAY}T12:00|1`)

    const prebook = await post('lumiere', `/slot-prebook/${first.access_token}/1/2/ignored`, { slot_id: `${TUESDAY}T12:00|1` })
    expect(prebook.status).toBe(200)
    const body = {
      idempotency_key: `key-${Date.now().toString(36)}-${++keys}`,
      language: 'en',
      consumption_type: 1,
      guest_count: 2,
      slot_id: `${TUESDAY}T12:00|1`,
      cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
      amount: 18.4,
      payment_method: 'bancontact',
      return_urls: RETURN_URLS,
    }
    const { order } = await json<{ order: Record<string, unknown> }>(await post('lumiere', `/checkout/${second.access_token}`, body), 201)
    expect(order.amount).toBe(18.4) // staff list 14: 11.50 − 20 %
    expect(order.customer_id).toBe('100057')
  })

  it('is refused once logged out, on slots, checkout and vouchers', async () => {
    const session = await login('lumiere', PIETER)
    await api('lumiere', `/logout/${session.access_token}`, { method: 'POST' })
    await refused(await api('lumiere', `/slots/${session.access_token}/1/2/${TUESDAY}/ignored`), 401, 'invalid token')
    await refused(await api('lumiere', `/voucher/${session.access_token}/LUM-GIFT-2025`), 401, 'invalid token')
    const checkout = await post('lumiere', `/checkout/${session.access_token}`, {
      idempotency_key: `key-${Date.now().toString(36)}-${++keys}`,
      language: 'en',
      consumption_type: 2,
      guest_count: null,
      slot_id: `${TUESDAY}T12:00|2`,
      cart: [{ id: 100001, posId: 100, quantity: 1, items: [] }],
      amount: 10.5,
      payment_method: 'on_site',
      return_urls: RETURN_URLS,
    })
    await refused(checkout, 401, 'invalid token')
  })
})
