// The browser's door to the venue API (server/routes/order-api.ts): inputs are checked before anything
// goes upstream, the session cookie becomes the token in the venue-API path, answers are trimmed to
// what the pages show, and no token ever reaches the browser (DESIGN "Request flow" 5, SPEC §6, §7).
import type { IncomingHttpHeaders } from 'node:http'
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orderSchema } from '../../domain/schemas/venue-api'
import { addFault, appUrl, BROWSER_HEADERS, callsTo, clearFaults, issuedTokens, newVisitor, originUrl, venueTime, platformCalls, resetCalls } from './helpers'
import { startOwnApp } from './own-app'
import { loopbackAgent } from '../../scripts/loopback-agent.mjs'

const LUMIERE = 'lumiere.localhost'
const COMPTOIR = 'comptoir.localhost'

// Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; the Tuesday after is booked.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'

const CAMILLE_TOKEN = 'demo-token-camille'
const ANONYMOUS_ID_COOKIE = 'customer-anonymous-id'
// The sandbox platform's service account (scripts/stack.mjs): secrets of the Worker, never of the browser.
const PLATFORM_CREDENTIALS = ['sandbox-client-secret', 'sandbox-password', 'webapp@sandbox.example']

const DEMO_PAID_ORDER = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
const COMPTOIR_TABLE_99 = 'd3b9bcd5-30bf-599b-b247-fefcb5bc1102'
const UNKNOWN_UID = 'ffffffff-0000-4000-8000-000000000000'

const CONTACT = { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' }

type ApiResponse = { status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: string }

/** Every /api answer of this file, for the check that no token ever reaches the browser. */
const seen: { what: string; response: ApiResponse }[] = []

/** A request to the app's /api as the browser on `host` sends it, with the given cookies and JSON body. */
function api(
  host: string,
  path: string,
  options: { method?: string; body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string>; app?: string } = {},
): Promise<ApiResponse> {
  const { port } = new URL(options.app ?? appUrl())
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const headers: Record<string, string> = { host: `${host}:${port}`, ...BROWSER_HEADERS, accept: 'application/json', ...options.headers }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', agent: loopbackAgent, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const response = { status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: text }
        seen.push({ what: `${options.method ?? 'GET'} ${host}${path}${options.cookie ? ` (${options.cookie})` : ''}`, response })
        resolve(response)
      })
    })
    req.setTimeout(20_000, () => req.destroy(new Error(`${host}${path} timed out`)))
    req.on('error', reject)
    req.end(body)
  })
}

const post = (host: string, path: string, body: unknown, cookie?: string, app?: string) => api(host, path, { method: 'POST', body, cookie, app })

function json<T = unknown>(response: ApiResponse): T {
  expect(response.headers['content-type'], response.body).toMatch(/^application\/json/)
  return JSON.parse(response.body) as T
}

const setCookies = (response: ApiResponse): string[] => response.headers['set-cookie'] ?? []
const anonymousIdCookie = (response: ApiResponse) =>
  setCookies(response).find((cookie) => cookie.startsWith(`${ANONYMOUS_ID_COOKIE}=`))
const cookieValue = (setCookie: string) => /^[^=]+=([^;]*)/.exec(setCookie)?.[1] ?? ''

/**
 * The Worker's own refusal of an invalid input: 400 'Invalid request' with the issues found. The venue's
 * refusals are passed on as {error} or {error:'rejected', reasons}, never with `issues`, so this answer
 * shows the request was stopped before it went upstream.
 */
function expectRefusedBeforeUpstream(response: ApiResponse, field?: string) {
  expect(response.status, response.body).toBe(400)
  const body = json<{ error: string; issues: { path: string[]; message: string }[] }>(response)
  expect(body.error).toBe('Invalid request')
  expect(body.issues.length).toBeGreaterThan(0)
  if (field) expect(body.issues.map((issue) => issue.path[0])).toContain(field)
}

const sandbox = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${originUrl()}/__sandbox${path}`, init)
  expect(response.ok, `sandbox ${path}: ${response.status}`).toBe(true)
  return response
}

const VENUE_API_ORDER = '/venues/lumiere/api/order'
let faultsApply: boolean | undefined

/**
 * Whether the sandbox origin applies its faults to the venue API (its README documents them for the
 * platform calls): a fault armed on the venue path must change the origin's own answer.
 */
async function venueApiFaultsApply(): Promise<boolean> {
  if (faultsApply === undefined) {
    await addFault({ match: VENUE_API_ORDER, status: 503 })
    const direct = await fetch(`${originUrl()}${VENUE_API_ORDER}?uids=${DEMO_PAID_ORDER}`)
    await direct.body?.cancel()
    await clearFaults()
    faultsApply = direct.status === 503
  }
  return faultsApply
}

/** Where the origin applies faults to the venue API, makes every venue-API call fail: a request that went upstream would answer 502. */
async function failVenueApiCalls() {
  if (await venueApiFaultsApply()) await addFault({ match: '/venues/', status: 500 })
}

const line = (id: number, quantity = 1) => ({ id, posId: 100, quantity, items: [] as { id: number; quantity: number; step: string }[] })

/** A visitor's takeaway order at lumière for Tuesday 12:00: two cheese croquettes, 10.50 each on the takeaway list. */
const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  key: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  consumption_type: 2,
  guest_count: null,
  slot_id: `${TUESDAY}T12:00|2`,
  cart: [line(100001, 2)],
  amount: 21,
  payment_method: 'bancontact',
  contact: CONTACT,
  terms_accepted: true,
  ...overrides,
})

beforeAll(async () => {
  await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
  await sandbox('/slot-bookings', { method: 'DELETE' })
  await sandbox('/orders', { method: 'DELETE' })
})

afterEach(clearFaults)

afterAll(async () => {
  await fetch(`${originUrl()}/__sandbox/clock`, { method: 'DELETE' }).catch(() => undefined)
  await fetch(`${originUrl()}/__sandbox/slot-bookings`, { method: 'DELETE' }).catch(() => undefined)
})

describe('GET /api/slots/:type/:guests/:date', () => {
  type Slot = { id: string; start_time: string; free_tables: number }

  it('answers the slots of a day to come, not to be cached', async () => {
    const response = await api(LUMIERE, `/api/slots/1/2/${TUESDAY}`)
    expect(response.status, response.body).toBe(200)
    const slots = json<Slot[]>(response)
    expect(Array.isArray(slots)).toBe(true)
    expect(slots.length).toBeGreaterThan(0)
    for (const slot of slots) {
      expect(slot.id).toMatch(new RegExp(`^${TUESDAY}T\\d{2}:\\d{2}\\|1$`))
      expect(Date.parse(slot.start_time)).not.toBeNaN()
      expect(Number.isInteger(slot.free_tables) && slot.free_tables >= 0).toBe(true)
    }
    expect(slots.map((slot) => slot.id)).toContain(`${TUESDAY}T12:00|1`)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('gives a new visitor an HttpOnly, SameSite=Lax customer-anonymous-id of at most 10 digits', async () => {
    const response = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)
    expect(response.status).toBe(200)
    const cookie = anonymousIdCookie(response)
    expect(cookie).toBeDefined()
    const value = cookieValue(cookie!)
    expect(value).toMatch(/^\d{1,10}$/)
    // SPEC §3: a random 32-bit number.
    expect(Number(value)).toBeLessThanOrEqual(2 ** 32 - 1)
    const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(attributes).toContain('path=/')
  })

  it('keeps the visitor id it was sent, and sets no new one', async () => {
    const visitor = await newVisitor()
    const first = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { cookie: visitor })
    const id = cookieValue(anonymousIdCookie(first)!)
    const second = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { cookie: `${ANONYMOUS_ID_COOKIE}=${id}; ${visitor}` })
    expect(second.status).toBe(200)
    expect(anonymousIdCookie(second)).toBeUndefined()
    expect(setCookies(second)).toEqual([])
  })

  it('gives a new browser the number of the visitor cookie its answer brings', async () => {
    const first = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)
    const visitor = setCookies(first).find((cookie) => cookie.startsWith('visitor-id='))!.split(';')[0]!
    const again = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { cookie: visitor })
    expect(cookieValue(anonymousIdCookie(again)!)).toBe(cookieValue(anonymousIdCookie(first)!))
  })

  it('never reads a number the browser sets: one visitor cookie with five made-up numbers holds one slot (decision 073)', async () => {
    const THURSDAY = '2026-12-17'
    const visitor = await newVisitor(LUMIERE, { 'cf-connecting-ip': '10.6.1.1' })
    const freeOf = async (slotId: string) => {
      const slots = json<{ id: string; free_tables: number }[]>(await api(LUMIERE, `/api/slots/2/1/${THURSDAY}`, { cookie: await newVisitor() }))
      return slots.find((slot) => slot.id === slotId)?.free_tables ?? 0
    }
    const slots = json<{ id: string; free_tables: number }[]>(await api(LUMIERE, `/api/slots/2/1/${THURSDAY}`, { cookie: visitor }))
    const slot = slots.find((candidate) => candidate.free_tables >= 5)!
    expect(slot, 'a Thursday slot with five places free').toBeDefined()
    const before = await freeOf(slot.id)
    const numbers = new Set<string>()
    for (const made of ['1', '22', '333', '4444', '55555']) {
      const held = await api(LUMIERE, '/api/slot-prebook', {
        method: 'POST',
        body: { consumption_type: 2, guest_count: 1, slot_id: slot.id },
        cookie: `${ANONYMOUS_ID_COOKIE}=${made}; ${visitor}`,
        headers: { 'cf-connecting-ip': '10.6.1.1' },
      })
      expect(held.status, held.body).toBe(200)
      numbers.add(cookieValue(anonymousIdCookie(held)!))
    }
    // Each answer puts the visitor's own number back, and the venue holds one place under it.
    expect(numbers.size).toBe(1)
    expect([...numbers][0]).not.toBe('55555')
    expect(await freeOf(slot.id)).toBe(before - 1)
  })

  it('gives two new visitors two different ids', async () => {
    const a = cookieValue(anonymousIdCookie(await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`))!)
    const b = cookieValue(anonymousIdCookie(await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`))!)
    expect(a).not.toBe(b)
  })

  it('gives a browser with its visitor cookie one number, however many of its calls come at once', async () => {
    const cookie = await newVisitor()
    const answers = await Promise.all(Array.from({ length: 4 }, () => api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { cookie })))
    const numbers = answers.map((answer) => cookieValue(anonymousIdCookie(answer)!))
    expect(new Set(numbers).size).toBe(1)
    expect(numbers[0]).toMatch(/^\d{1,10}$/)
  })

  it('replaces a visitor id that is not a number of at most 10 digits', async () => {
    const response = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { cookie: `${ANONYMOUS_ID_COOKIE}=12345678901` })
    expect(response.status).toBe(200)
    expect(cookieValue(anonymousIdCookie(response)!)).toMatch(/^\d{1,10}$/)
  })
})

describe('invalid inputs are refused with 400 before anything goes upstream', () => {
  beforeEach(failVenueApiCalls)

  it.each([
    ['consumption type 3', `/api/slots/3/2/${TUESDAY}`, 'type'],
    ['0 guests', `/api/slots/1/0/${TUESDAY}`, 'guests'],
    ["the date 'tomorrow'", '/api/slots/1/2/tomorrow', 'date'],
  ])('GET /api/slots with %s, without giving a visitor id', async (_label, path, field) => {
    const response = await api(LUMIERE, path)
    expectRefusedBeforeUpstream(response, field)
    expect(anonymousIdCookie(response)).toBeUndefined()
  })

  it('POST /api/slot-prebook with a body that is not JSON', async () => {
    const response = await api(LUMIERE, '/api/slot-prebook', { method: 'POST', rawBody: '{"consumption_type":2,' })
    expectRefusedBeforeUpstream(response)
    expect(anonymousIdCookie(response)).toBeUndefined()
  })

  it('POST /api/slot-prebook with missing fields', async () => {
    expectRefusedBeforeUpstream(await post(LUMIERE, '/api/slot-prebook', { consumption_type: 2 }), 'slot_id')
    expectRefusedBeforeUpstream(await post(LUMIERE, '/api/slot-prebook', { slot_id: `${TUESDAY}T12:00|2` }), 'consumption_type')
    expectRefusedBeforeUpstream(await post(LUMIERE, '/api/slot-prebook', {}))
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['terms not accepted', { terms_accepted: false }, 'terms_accepted'],
    ['an empty cart', { cart: [] }, 'cart'],
    ['a bad idempotency key', { key: 'not a key!' }, 'key'],
    ['a guest without contact', { contact: undefined }, 'contact'],
    ['delivery (5) without delivery_address', { consumption_type: 5, slot_id: `${TUESDAY}T12:00|5` }, 'delivery_address'],
    ['a note for the kitchen of 501 characters', { comment: 'x'.repeat(501) }, 'comment'],
  ])('POST /api/checkout with %s', async (_label, overrides, field) => {
    expectRefusedBeforeUpstream(await post(LUMIERE, '/api/checkout', checkoutBody(overrides)), field)
  })

  it('POST /api/checkout with a body that is not JSON', async () => {
    expectRefusedBeforeUpstream(await api(LUMIERE, '/api/checkout', { method: 'POST', rawBody: 'terms_accepted=true' }))
  })

  it('POST /api/quickcheckout with a bad table uid', async () => {
    const body = {
      key: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      table_uid: '../dinnertable/1',
      cart: [line(300001)],
      amount: 5,
      payment_method: 'on_site',
      terms_accepted: true,
    }
    expectRefusedBeforeUpstream(await post(COMPTOIR, '/api/quickcheckout', body), 'table_uid')
  })
})

describe('the session token', () => {
  type Voucher = { code: string; remaining_amount: number; payment_status: string | null; state: string }

  it('looks a voucher up for a visitor (token -1)', async () => {
    const response = await api(LUMIERE, '/api/voucher/LUM-GIFT-2025')
    expect(response.status, response.body).toBe(200)
    expect(json<Voucher>(response)).toEqual({
      code: 'LUM-GIFT-2025',
      remaining_amount: 20,
      valid_until: '2030-12-31',
      payment_status: 'paid',
      state: 'valid',
    })
  })

  it("looks a voucher up with Camille's session cookie", async () => {
    const response = await api(LUMIERE, '/api/voucher/LUM-GIFT-2025', { cookie: `customer-access-token=${CAMILLE_TOKEN}` })
    expect(response.status, response.body).toBe(200)
    expect(json<Voucher>(response)).toMatchObject({ code: 'LUM-GIFT-2025', state: 'valid' })
  })

  it('passes on the refusal of a token the venue does not know as 401', async () => {
    const response = await api(LUMIERE, '/api/voucher/LUM-GIFT-2025', { cookie: 'customer-access-token=forged' })
    expect(response.status, response.body).toBe(401)
    expect(typeof json<{ error: string }>(response).error).toBe('string')
    expect(response.body).not.toContain('forged')
  })

  it.each([
    ['a dollar sign', 'forged$token'],
    ['a slash', 'forged/../../pos'],
    ['an encoded slash', 'forged%2F..%2F..%2Fpos'],
    ['a quote', 'forged"token'],
    ['only a dot', '.'],
    ['only two dots', '..'],
  ])('treats a token with %s as a visitor', async (_label, token) => {
    // Sent upstream as it is, such a token would be refused (401) or change the path; as -1 it is a visitor.
    const response = await api(LUMIERE, '/api/voucher/LUM-GIFT-2025', { cookie: `customer-access-token=${token}` })
    expect(response.status, response.body).toBe(200)
    expect(json<Voucher>(response)).toMatchObject({ code: 'LUM-GIFT-2025', state: 'valid' })
  })

  it.each(['.', '..'])('never lets a token of %s walk up the venue-API path: every account call answers 401', async (token) => {
    const cookie = `customer-access-token=${token}`
    for (const path of ['/api/customer', '/api/customer/countries', '/api/customer/orders', '/api/credit', '/api/credit/history', '/api/credit/refund', '/api/documents/tickets', '/api/documents/invoices']) {
      const response = await api(LUMIERE, path, { cookie })
      expect(response.status, `${path}: ${response.body}`).toBe(401)
    }
  })

  it("answers slots and holds a table with Camille's session, without an anonymous id", async () => {
    const cookie = `customer-access-token=${CAMILLE_TOKEN}; ${await newVisitor()}`
    const slots = await api(LUMIERE, `/api/slots/1/2/${TUESDAY}`, { cookie })
    expect(slots.status, slots.body).toBe(200)
    const held = await post(LUMIERE, '/api/slot-prebook', { consumption_type: 1, guest_count: 2, slot_id: `${TUESDAY}T19:00|1` }, cookie)
    expect(held.status, held.body).toBe(200)
    expect(json(held)).toMatchObject({ slot_id: `${TUESDAY}T19:00|1`, dinner_table_uid: expect.any(String) })
  })
})

describe('GET /api/payment-methods', () => {
  type Choice = { kind: string; id: string; description?: string; onDelivery?: boolean }

  it('lists the online methods for the amount, then the wallet, then paying on site', async () => {
    const response = await api(LUMIERE, '/api/payment-methods?amount=25&type=1')
    expect(response.status, response.body).toBe(200)
    const choices = json<Choice[]>(response)
    expect(choices.map((choice) => [choice.kind, choice.id])).toEqual([
      ['online', 'bancontact'],
      ['online', 'creditcard'],
      ['online', 'applepay'],
      ['wallet', 'wallet'],
      ['on-site', 'on_site'],
    ])
    expect(choices.find((choice) => choice.id === 'creditcard')?.description).toBe('Credit card')
    expect(choices.at(-1)?.onDelivery).toBe(false)
  })

  it('names the online methods in the X-Locale language', async () => {
    const response = await api(LUMIERE, '/api/payment-methods?amount=25&type=1', { headers: { 'x-locale': 'fr' } })
    expect(json<Choice[]>(response).find((choice) => choice.id === 'creditcard')?.description).toBe('Carte de crédit')
  })

  it('offers no online method for an amount of 0', async () => {
    const response = await api(LUMIERE, '/api/payment-methods?amount=0&type=2')
    expect(response.status).toBe(200)
    expect(json<Choice[]>(response).map((choice) => choice.kind)).toEqual(['wallet', 'on-site'])
  })

  it('pays on delivery for delivery (type 5)', async () => {
    const response = await api(LUMIERE, '/api/payment-methods?amount=25&type=5')
    expect(json<Choice[]>(response).at(-1)).toEqual({ kind: 'on-site', id: 'on_site', onDelivery: true })
  })

  it('refuses an amount that is not a number or is negative', async () => {
    expectRefusedBeforeUpstream(await api(LUMIERE, '/api/payment-methods?amount=abc&type=1'), 'amount')
    expectRefusedBeforeUpstream(await api(LUMIERE, '/api/payment-methods?amount=-1&type=1'), 'amount')
  })
})

describe('GET /api/order/:uid', () => {
  const ORDER_FIELDS = Object.keys(orderSchema.shape)

  it('answers the demo paid order with what the order page shows, and nothing else', async () => {
    // Read in French, the language it was placed in: its lines read as the venue wrote them.
    const response = await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`, { headers: { 'x-locale': 'fr' } })
    expect(response.status, response.body).toBe(200)
    const order = json<Record<string, unknown>>(response)
    expect(order).toEqual({
      uid: DEMO_PAID_ORDER,
      number: 'LUM-001311',
      status: 'paid',
      consumption_type: 1,
      zone_name_fr: 'Terrasse',
      zone_name_nl: 'Terras',
      zone_name_en: 'Terrace',
      table: '22',
      planning_date: '2025-05-10',
      planning_hour: '12:30',
      store_address: 'Rue Antoine Dansaert 118, 1000 Bruxelles',
      // Eaten in, and paid without a voucher.
      delivery_address: null,
      voucher_code: null,
      payment_name: 'Bancontact',
      order_date: '2025-05-10T11:02:14+02:00',
      amount: 31,
      // Each line with its point of sale, by which a food court's page groups them under their stands.
      lines: [
        {
          name: 'Formule midi',
          posId: 100,
          quantity: 1,
          price: 25,
          items: [
            { name: 'Croquettes de fromage (2 pièces)', quantity: 1, price: 0 },
            { name: 'Carbonnade flamande, frites', quantity: 1, price: 1.5 },
            { name: 'Dame blanche', quantity: 1, price: 1 },
          ],
        },
        { name: 'Pils pression (25 cl)', posId: 100, quantity: 1, price: 3.5, items: [] },
      ],
      // A past order of the demo: the venue reports no kitchen steps for it.
      progress: [],
    })
    for (const key of Object.keys(order)) expect(ORDER_FIELDS, key).toContain(key)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it("names the lines in the page's language as the menu does, marking English on a German page", async () => {
    // The edge has the menu once a diner has opened it; an order never waits for one.
    expect((await api(LUMIERE, '/api/menu/100')).status).toBe(200)
    type Line = { name: string; nameLang?: string; items: { name: string; nameLang?: string }[] }
    const english = json<{ lines: Line[] }>(await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`, { headers: { 'x-locale': 'en' } }))
    expect(english.lines.map((line) => line.name)).toEqual(['Lunch set menu', 'Draught lager (25 cl)'])
    expect(english.lines[0]?.items.map((item) => item.name)).toEqual(['Cheese croquettes (2 pieces)', 'Flemish beef stew with fries', 'Dame blanche'])
    expect(english.lines.filter((line) => line.nameLang)).toEqual([])
    const german = json<{ lines: Line[] }>(await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`, { headers: { 'x-locale': 'de' } }))
    expect(german.lines[0]).toMatchObject({ name: 'Lunch set menu', nameLang: 'en' })
  })

  it('answers 404 for an unknown uid', async () => {
    const response = await api(LUMIERE, `/api/order/${UNKNOWN_UID}`)
    expect(response.status).toBe(404)
    expect(json(response)).toEqual({ error: 'Order not found' })
  })

  it.each([
    // Sent upstream, `uids=a,b` would name two orders and `&` would add a query parameter.
    ['a comma', `${DEMO_PAID_ORDER},abc`],
    ['an encoded ampersand', `${DEMO_PAID_ORDER}%26uids%3Dabc`],
    ['a dollar sign', 'order$1'],
    ['an encoded slash', `..%2F..%2Fpos`],
  ])('answers 404 for a uid with %s, without asking the venue', async (_label, uid) => {
    await failVenueApiCalls()
    const response = await api(LUMIERE, `/api/order/${uid}`)
    expect(response.status, response.body).toBe(404)
    expect(json(response)).toEqual({ error: 'Order not found' })
  })
})

describe('GET /api/dinnertable/:id', () => {
  it('answers table 1 of le comptoir by its uid', async () => {
    const response = await api(COMPTOIR, `/api/dinnertable/${COMPTOIR_TABLE_1}`)
    expect(response.status, response.body).toBe(200)
    expect(json(response)).toMatchObject({ uid: COMPTOIR_TABLE_1, number: 1, active: true })
  })

  it.each([
    ['table 99, which the venue marks with an error', COMPTOIR_TABLE_99],
    ['an unknown uid', UNKNOWN_UID],
  ])("answers 404 'Table non trouvée' for %s", async (_label, id) => {
    const response = await api(COMPTOIR, `/api/dinnertable/${id}`)
    expect(response.status).toBe(404)
    expect(json(response)).toEqual({ error: 'Table non trouvée' })
  })

  it("answers 404 'Table non trouvée' for a uid with other characters, without asking the venue", async () => {
    await failVenueApiCalls()
    const response = await api(COMPTOIR, '/api/dinnertable/table$1')
    expect(response.status).toBe(404)
    expect(json(response)).toEqual({ error: 'Table non trouvée' })
  })
})

describe('an upstream failure', () => {
  it('answers 502 with a JSON error when the venue API fails', async ({ skip }) => {
    if (!(await venueApiFaultsApply())) skip('the sandbox origin does not apply faults to the venue API')
    await addFault({ match: VENUE_API_ORDER, status: 500 })
    const response = await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`)
    expect(response.status, response.body).toBe(502)
    expect(json<{ error: string }>(response).error).toEqual(expect.any(String))
    await clearFaults()
    expect((await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`)).status).toBe(200)
  })

  it('waits for a venue that answers an order in 4 s: the diner waits for it (decision 025)', async ({ skip }) => {
    if (!(await venueApiFaultsApply())) skip('the sandbox origin does not apply faults to the venue API')
    await addFault({ match: VENUE_API_ORDER, delay_ms: 4_000 })
    const response = await api(LUMIERE, `/api/order/${DEMO_PAID_ORDER}`)
    expect(response.status, response.body).toBe(200)
    expect(json<{ uid: string }>(response).uid).toBe(DEMO_PAID_ORDER)
  })

  it('answers 504 when the venue does not answer a slot read within the page budget (2.5 s)', async ({ skip }) => {
    if (!(await venueApiFaultsApply())) skip('the sandbox origin does not apply faults to the venue API')
    await addFault({ match: '/venues/lumiere/api/slots', delay_ms: 4_000 })
    // The venue would have answered: a 504 is the Worker's own limit.
    const response = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)
    expect(response.status, response.body).toBe(504)
    expect(json<{ error: string }>(response).error).toEqual(expect.any(String))
    await clearFaults()
    expect((await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)).status).toBe(200)
  })
})

describe('a visitor checkout after pre-booking a slot', () => {
  type Answer = { order: Record<string, unknown> & { uid: string }; payment_url: string | null }

  it('places one order, and the same body sent twice answers the same order', async () => {
    // The visitor's cookie jar: the id given with the slots goes with the pre-booking and the checkout.
    const slots = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)
    expect(slots.status).toBe(200)
    const cookie = `${ANONYMOUS_ID_COOKIE}=${cookieValue(anonymousIdCookie(slots)!)}; ${await newVisitor()}`

    const held = await post(LUMIERE, '/api/slot-prebook', { consumption_type: 2, guest_count: 1, slot_id: `${TUESDAY}T12:00|2` }, cookie)
    expect(held.status, held.body).toBe(200)
    expect(json(held)).toMatchObject({ slot_id: `${TUESDAY}T12:00|2`, maximum_lock_time: expect.any(String) })

    const body = checkoutBody()
    const first = await post(LUMIERE, '/api/checkout', body, cookie)
    expect(first.status, first.body).toBe(200)
    const answer = json<Answer>(first)
    expect(answer.order.uid).toMatch(/^[A-Za-z0-9-]+$/)
    expect(answer.order).toMatchObject({
      status: 'pending',
      consumption_type: 2,
      planning_date: TUESDAY,
      planning_hour: '12:00',
      payment_name: 'Bancontact',
      amount: 21,
    })
    expect(typeof answer.order.number).toBe('string')
    for (const key of Object.keys(answer.order)) expect(Object.keys(orderSchema.shape), key).toContain(key)
    expect(answer.payment_url).toMatch(/^https?:\/\//)

    const again = await post(LUMIERE, '/api/checkout', body, cookie)
    expect(again.status, again.body).toBe(200)
    expect(json<Answer>(again).order.uid).toBe(answer.order.uid)
  })

  it('waits for a menu the edge has not loaded yet: the order of a slow platform is placed, not refused for a page budget', async () => {
    // An app of its own, whose edge has no menu yet; the platform answers each call in time, but the
    // menu's 45 stock reads, six at a time, take longer together than a page's budget (1.5 s here).
    const app = await startOwnApp('cold-menu-checkout', { platformUrl: originUrl(), vars: { PAGE_TIMEOUT_MS: '1500' } })
    try {
      const slots = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`, { app: app.url })
      expect(slots.status, slots.body).toBe(200)
      const cookie = `${ANONYMOUS_ID_COOKIE}=${cookieValue(anonymousIdCookie(slots)!)}; ${await newVisitor(LUMIERE, {}, app.url)}`
      const slot_id = `${TUESDAY}T13:30|2`
      const held = await post(LUMIERE, '/api/slot-prebook', { consumption_type: 2, guest_count: 1, slot_id }, cookie, app.url)
      expect(held.status, held.body).toBe(200)
      await addFault({ match: '/api/v4/Stocks/', delay_ms: 500 })
      const placed = await post(LUMIERE, '/api/checkout', checkoutBody({ key: '5d2e8f1a-3b4c-4d5e-8f6a-7b8c9d0e1f2a', slot_id }), cookie, app.url)
      expect(placed.status, placed.body).toBe(200)
      expect(json<Answer>(placed).order.status).toBe('pending')
    } finally {
      await clearFaults()
      await app.stop()
    }
  }, 120_000)

  it('waits for a slow venue: a checkout it answers after 10 s is placed, not given up (writes wait up to 60 s, SPEC §7)', async ({ skip }) => {
    if (!(await venueApiFaultsApply())) skip('the sandbox origin does not apply faults to the venue API')
    const slots = await api(LUMIERE, `/api/slots/2/1/${TUESDAY}`)
    const cookie = `${ANONYMOUS_ID_COOKIE}=${cookieValue(anonymousIdCookie(slots)!)}; ${await newVisitor()}`
    const slot_id = `${TUESDAY}T13:00|2`
    expect((await post(LUMIERE, '/api/slot-prebook', { consumption_type: 2, guest_count: 1, slot_id }, cookie)).status).toBe(200)
    await addFault({ match: '/venues/lumiere/api/checkout', delay_ms: 10_000 })
    try {
      const placed = await post(LUMIERE, '/api/checkout', checkoutBody({ key: '3b0c5f1e-2a4d-4c6b-9e8f-7a1d2c3b4e5f', slot_id }), cookie)
      expect(placed.status, placed.body).toBe(200)
      expect(json<Answer>(placed).order.status).toBe('pending')
    } finally {
      await clearFaults()
    }
  }, 30_000)
})

describe('slot holds (decisions 022, 073)', () => {
  const hold = (clientIp: string, cookie: string | undefined, time: string, day = TUESDAY) =>
    api(LUMIERE, '/api/slot-prebook', {
      method: 'POST',
      body: { consumption_type: 2, guest_count: 1, slot_id: `${day}T${time}|2` },
      cookie,
      headers: { 'cf-connecting-ip': clientIp },
    })
  const diner = (clientIp: string) => newVisitor(LUMIERE, { 'cf-connecting-ip': clientIp })

  it('holds nothing for a client without the visitor cookie: 428, and the answer brings the cookie that holds', async () => {
    const refused = await hold('10.6.0.1', undefined, '18:00')
    expect(refused.status, refused.body).toBe(428)
    expect(json<{ error: string }>(refused).error).toMatch(/cookie/)
    const cookie = setCookies(refused).find((set) => set.startsWith('visitor-id='))!
    expect(cookie.toLowerCase()).toContain('httponly')
    expect((await hold('10.6.0.1', cookie.split(';')[0], '18:00')).status).toBe(200)
  })

  it('takes a forged or borrowed-looking cookie for none', async () => {
    const genuine = (await diner('10.6.0.9')).split('=')[1]!
    const [id, mac] = genuine.split('.')
    for (const forged of [`${id}.${'A'.repeat(22)}`, `${'B'.repeat(22)}.${mac}`, 'visitor', genuine.slice(0, -1)]) {
      expect((await hold('10.6.0.9', `visitor-id=${forged}`, '18:15')).status, forged).toBe(428)
    }
  })

  it('lets eight diners behind one address each hold a slot; a diner moving from slot to slot keeps one', async () => {
    const times = ['18:00', '18:15', '18:30', '18:45', '20:00', '20:15', '20:30', '20:45']
    for (const time of times) expect((await hold('10.6.0.2', await diner('10.6.0.2'), time)).status, time).toBe(200)

    const mover = await diner('10.6.0.2')
    for (const time of ['21:00', '21:15', '21:30', '21:00']) expect((await hold('10.6.0.2', mover, time)).status, time).toBe(200)
  })

  /** A day's eat-in slots at Lumière as a new browser reads them: id and free tables. */
  const eatInDay = async (day: string) => json<{ id: string; free_tables: number }[]>(await api(LUMIERE, `/api/slots/1/1/${day}`, { cookie: await newVisitor() }))
  const holdEatIn = (clientIp: string, cookie: string, slotId: string, locale = 'en') =>
    api(LUMIERE, '/api/slot-prebook', {
      method: 'POST',
      body: { consumption_type: 1, guest_count: 1, slot_id: slotId },
      cookie,
      headers: { 'cf-connecting-ip': clientIp, 'x-locale': locale },
    })

  it("holds at most a third of a day's tables from one address, then says why and until when in the page's language (decision 073)", async () => {
    const FRIDAY = '2026-12-18'
    const slots = (await eatInDay(FRIDAY)).filter((slot) => slot.free_tables > 0)
    const tables = slots.reduce((sum, slot) => sum + slot.free_tables, 0)
    expect(tables, 'a Friday with tables free').toBeGreaterThan(20)
    const ceiling = Math.floor(tables / 3)
    // Minted cookies behind one address, one hold each, spread over the day (never more than a slot takes).
    for (let index = 0; index < ceiling; index++) {
      const held = await holdEatIn('10.6.0.3', await diner('10.6.0.3'), slots[index % slots.length]!.id)
      expect(held.status, `diner ${index}: ${held.body}`).toBe(200)
    }
    const refused = await holdEatIn('10.6.0.3', await diner('10.6.0.3'), slots[ceiling % slots.length]!.id, 'fr')
    expect(refused.status, refused.body).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    const answer = json<{ error: string; limit: string; scope: string; until: string }>(refused)
    expect(answer).toMatchObject({ limit: 'holds', scope: 'address' })
    expect(answer.error).toBe(`Trop de créneaux sont réservés depuis ce réseau en ce moment. Veuillez réessayer à ${venueTime(answer.until)}.`)
    // Two thirds of the day stay free for everyone else, and a diner behind another address holds one.
    const free = (await eatInDay(FRIDAY)).reduce((sum, slot) => sum + slot.free_tables, 0)
    expect(free).toBe(tables - ceiling)
    expect((await holdEatIn('10.6.0.4', await diner('10.6.0.4'), slots[ceiling % slots.length]!.id)).status).toBe(200)
  }, 60_000)

  it('counts a diner moving to another slot of the day as a new hold: minted cookies cannot walk the day round the ceiling', async () => {
    const SATURDAY = '2026-12-19'
    const slots = (await eatInDay(SATURDAY)).filter((slot) => slot.free_tables > 0)
    const ceiling = Math.floor(slots.reduce((sum, slot) => sum + slot.free_tables, 0) / 3)
    // A third as many diners as the ceiling, each moving over three slots: the venue holds one each.
    const diners = await Promise.all(Array.from({ length: Math.ceil(ceiling / 3) }, () => diner('10.6.0.5')))
    const answers: number[] = []
    for (let move = 0; move < 3; move++) {
      for (const [index, cookie] of diners.entries()) answers.push((await holdEatIn('10.6.0.5', cookie, slots[(index + move * diners.length) % slots.length]!.id)).status)
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(ceiling)
    expect(answers.slice(ceiling).every((status) => status === 429)).toBe(true)
    // Renewing one's own hold of a slot counts once.
    expect((await holdEatIn('10.6.0.5', diners[0]!, slots[(2 * diners.length) % slots.length]!.id)).status).toBe(200)
  }, 60_000)
})

describe('a forged composition', () => {
  // Lunch set menu 100024: starter, main course and dessert, one of each (unique steps).
  const [STARTER, MAIN, DESSERT] = ['9df990cd-2acb-591b-aec5-673b30962053', '0f372fe9-9534-5496-b78c-c4cc547b186e', '4d25b7b4-b582-5c48-8404-466095ef1100']
  const lunch = (mainQuantity: number, dessertQuantity: number) => ({
    id: 100024,
    posId: 100,
    quantity: 1,
    items: [
      { id: 100003, quantity: 1, step: STARTER },
      { id: 100010, quantity: mainQuantity, step: MAIN },
      { id: 100028, quantity: dessertQuantity, step: DESSERT },
    ],
  })
  const orderCount = async () => ((await (await sandbox('/orders')).json()) as unknown[]).length

  it('99 main courses and 99 desserts in a lunch set menu: 422 with the reasons, refused before the venue is asked, nothing placed', async () => {
    const ordersBefore = await orderCount()
    await resetCalls()
    for (const path of ['/api/checkout', '/api/quickcheckout']) {
      const body =
        path === '/api/checkout'
          ? checkoutBody({ key: 'forged-lunch-0001', cart: [lunch(99, 99)], amount: 23.5 })
          : { key: 'forged-lunch-0002', table_uid: COMPTOIR_TABLE_1, cart: [lunch(99, 99)], amount: 23.5, payment_method: 'on_site', terms_accepted: true }
      const refused = await post(LUMIERE, path, body)
      expect(refused.status, refused.body).toBe(422)
      const { error, reasons } = json<{ error: string; reasons: { code: string; message: string }[] }>(refused)
      expect(error).toBe('rejected')
      expect(reasons.map((reason) => reason.code)).toEqual(Array(4).fill('composition_invalid'))
      expect(reasons[0]!.message).toBe('Lunch set menu: Vol-au-vent can only be taken 1 time in Choice of main course')
    }
    expect(callsTo(await platformCalls(), '/venues/lumiere/api/')).toBe(0)
    expect(await orderCount()).toBe(ordersBefore)
  })
})

describe('no token ever reaches the browser', () => {
  it('in any /api answer of this file: no customer token, no service token, no access_token, no other cookie', async () => {
    const serviceTokens = await issuedTokens()
    expect(serviceTokens.length).toBeGreaterThan(0)
    expect(seen.length).toBeGreaterThan(40)
    expect(seen.some(({ what }) => what.includes(CAMILLE_TOKEN))).toBe(true)
    for (const { what, response } of seen) {
      const text = [String(response.status), ...response.rawHeaders, response.body].join('\n')
      expect(text.includes(CAMILLE_TOKEN), `Camille's token in ${what}`).toBe(false)
      expect(text.includes('access_token'), `access_token in ${what}`).toBe(false)
      for (const token of serviceTokens) expect(text.includes(token), `service token in ${what}`).toBe(false)
      for (const secret of PLATFORM_CREDENTIALS) expect(text.includes(secret), `${secret} in ${what}`).toBe(false)
      expect(text, what).not.toMatch(/Bearer\s+[0-9a-f]{16,}/i)
      // The only cookies: the visitor ids, and the removal of a session the venue no longer knows.
      for (const cookie of setCookies(response)) {
        expect(cookie, what).toMatch(new RegExp(`^(${ANONYMOUS_ID_COOKIE}=|visitor-id=|customer-access-token=;.*Max-Age=0)`))
      }
    }
  })
})
