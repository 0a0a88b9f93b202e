// What one diner, one table and one address may make the venue do (decision 022, domain/limits.ts): a
// diner is their signed visitor cookie, an address only has a food court's ceiling, and every refusal
// says why and until when in the page's language.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LIMITS } from '../../domain/limits'
import { appUrl, BROWSER_HEADERS, callsTo, newVisitor, originUrl, platformCalls, resetCalls, setCookie, venueRequest, venueTime, type VenueResponse } from './helpers'

const COMPTOIR = 'comptoir.localhost'
const LUMIERE = 'lumiere.localhost'
const TABLES = [
  'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0',
  '689e1559-cb58-5c5c-9d09-2adac0c78361',
  '0ddfa863-bb98-5959-9502-d61a916a691e',
  '1fa1b5c9-ed87-569d-9c65-26caac49e727',
  '05fc26a8-3669-54cf-b2f6-befa932648a2',
  '7617226d-5118-5c70-be9e-3519d15ac0f7',
  'ca7acbc4-5002-5ea4-a51e-f5bfe3f6e1e6',
  '5e0719f3-0150-5d76-b9a6-64d983bd1bec',
]

let addresses = 0
/** An address of its own for each test's diners, so no test meets another's counts. */
const newAddress = () => `10.60.${++addresses >> 8}.${addresses % 256}`

function call(host: string, path: string, { address, cookie, body, locale = 'en' }: { address: string; cookie?: string; body?: unknown; locale?: string }) {
  const { port } = new URL(appUrl())
  return venueRequest(appUrl(), host, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...BROWSER_HEADERS,
      'cf-connecting-ip': address,
      accept: 'application/json',
      'x-locale': locale,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `http://${host}:${port}` }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

type Limited = { error: string; limit: string; scope: string; retryAfter: number; until: string }
const limited = (response: VenueResponse): Limited => {
  expect(response.status, response.body).toBe(429)
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  return JSON.parse(response.body) as Limited
}

/** An iced tea at a table of Le Comptoir, paid at the counter: straight to the kitchen. */
const quickOrder = (table: string, key = randomUUID()) => ({
  key,
  table_uid: table,
  cart: [{ id: 300001, posId: 300, quantity: 1, items: [] }],
  amount: 2.8,
  payment_method: 'on_site',
  name: 'Sam',
  terms_accepted: true,
})

beforeEach(resetCalls)

describe('the visitor cookie', () => {
  it('comes with an API answer and with a page nobody shares, never with a visitor’s menu page, and only once', async () => {
    const address = newAddress()
    const api = await call(LUMIERE, '/api/messages/composition', { address })
    const cookie = [api.headers['set-cookie'] ?? []].flat().find((set) => set.startsWith('visitor-id='))!
    expect(cookie).toMatch(/^visitor-id=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)

    const page = (path: string, extra: Record<string, string> = {}) => venueRequest(appUrl(), LUMIERE, path, { headers: { ...BROWSER_HEADERS, 'cf-connecting-ip': address, ...extra } })
    expect(setCookie(await page('/en/schedule'), 'visitor-id')).toBeDefined()
    expect(setCookie(await page('/en'), 'visitor-id')).toBeUndefined()
    expect(setCookie(await page('/en/schedule', { cookie: cookie.split(';')[0]! }), 'visitor-id')).toBeUndefined()
    expect(setCookie(await call(LUMIERE, '/api/messages/composition', { address, cookie: cookie.split(';')[0]! }), 'visitor-id')).toBeUndefined()
  })
})

describe('quick orders go to the kitchen at a table’s pace', () => {
  it(`sends ${LIMITS.quickOrders.visitor.limit} of six orders sent at once from one phone, and tells the phone when it may send another`, async () => {
    const address = newAddress()
    const phone = await newVisitor(COMPTOIR, { 'cf-connecting-ip': address })
    // Table 8, which no other test file orders at: orders paid on site count against their table too,
    // and other files' orders at table 1 on the same stack could fill its ten minutes first.
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(COMPTOIR, '/api/quickcheckout', { address, cookie: phone, body: quickOrder(TABLES[7]!) })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMITS.quickOrders.visitor.limit)
    const refusals = answers.filter((answer) => answer.status !== 200).map(limited)
    expect(refusals).toHaveLength(6 - LIMITS.quickOrders.visitor.limit)
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ limit: 'quickOrders', scope: 'visitor' })
      expect(refusal.error).toBe(`An order was just sent from this phone. Please try again at ${venueTime(refusal.until)}.`)
    }
    expect(callsTo(await platformCalls(), '/venues/comptoir/api/quickcheckout')).toBe(LIMITS.quickOrders.visitor.limit)
  })

  it('counts an order sent again with its key once: a lost answer retried is not a second order', async () => {
    const address = newAddress()
    const phone = await newVisitor(COMPTOIR, { 'cf-connecting-ip': address })
    const order = quickOrder(TABLES[1]!)
    for (let i = 0; i < 4; i++) expect((await call(COMPTOIR, '/api/quickcheckout', { address, cookie: phone, body: order })).status).toBe(200)
    expect((await call(COMPTOIR, '/api/quickcheckout', { address, cookie: phone, body: quickOrder(TABLES[1]!) })).status).toBe(200)
  })

  it('places all six orders of six friends at six tables behind the venue’s Wi-Fi', async () => {
    const address = newAddress()
    const friends = await Promise.all(TABLES.slice(0, 6).map(() => newVisitor(COMPTOIR, { 'cf-connecting-ip': address })))
    const answers = await Promise.all(friends.map((friend, index) => call(COMPTOIR, '/api/quickcheckout', { address, cookie: friend, body: quickOrder(TABLES[index]!) })))
    for (const answer of answers) expect(answer.status, answer.body).toBe(200)
  })

  it(`takes ${LIMITS.quickOrdersPerTable.limit} orders from one table in ${LIMITS.quickOrdersPerTable.windowSeconds / 60} minutes, then says so in French`, async () => {
    const address = newAddress()
    const table = TABLES[6]!
    for (let i = 0; i < LIMITS.quickOrdersPerTable.limit; i++) {
      const phone = await newVisitor(COMPTOIR, { 'cf-connecting-ip': address })
      expect((await call(COMPTOIR, '/api/quickcheckout', { address, cookie: phone, body: quickOrder(table) })).status).toBe(200)
    }
    const phone = await newVisitor(COMPTOIR, { 'cf-connecting-ip': address })
    const refusal = limited(await call(COMPTOIR, '/api/quickcheckout', { address, cookie: phone, body: quickOrder(table), locale: 'fr' }))
    expect(refusal.scope).toBe('table')
    expect(refusal.error).toBe(`Plusieurs commandes viennent d'être envoyées depuis cette table. Veuillez réessayer à ${venueTime(refusal.until)}.`)
  })

  it('sends nothing for a client without the visitor cookie: 428, and the answer brings the cookie', async () => {
    const address = newAddress()
    const refused = await call(COMPTOIR, '/api/quickcheckout', { address, body: quickOrder(TABLES[2]!) })
    expect(refused.status).toBe(428)
    const cookie = setCookie(refused, 'visitor-id')!
    expect((await call(COMPTOIR, '/api/quickcheckout', { address, cookie, body: quickOrder(TABLES[2]!) })).status).toBe(200)
    expect(callsTo(await platformCalls(), '/venues/comptoir/api/quickcheckout')).toBe(1)
  })
})

describe('pre-bookings and the kitchen from one address', () => {
  // Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; Lumière's Wednesday after is booked.
  const WEDNESDAY = '2026-12-16'
  const TIMES = ['11:30', '11:45', '12:00', '12:15', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '18:00', '18:15', '18:30', '18:45', '19:00']
  const sandbox = (path: string, init?: RequestInit) => fetch(`${originUrl()}/__sandbox${path}`, init)

  beforeAll(() => sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: '2026-12-14T10:00:00+01:00' }) }))
  afterAll(async () => {
    await sandbox('/clock', { method: 'DELETE' })
    await sandbox('/slot-bookings', { method: 'DELETE' })
  })

  it(`lets one diner try ${LIMITS.prebooks.visitor.limit} slots in ten minutes, holding one, then says until when`, async () => {
    const address = newAddress()
    const diner = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    const prebook = (time: string) => call(LUMIERE, '/api/slot-prebook', { address, cookie: diner, body: { consumption_type: 2, guest_count: 1, slot_id: `${WEDNESDAY}T${time}|2` } })
    for (let i = 0; i < LIMITS.prebooks.visitor.limit; i++) expect((await prebook(TIMES[i % TIMES.length]!)).status).toBe(200)
    const refusal = limited(await prebook('19:00'))
    expect(refusal).toMatchObject({ limit: 'prebooks', scope: 'visitor' })
    expect(refusal.error).toBe(`Too many time slots were tried from this device. Please try again at ${venueTime(refusal.until)}.`)
  })

  it(`sends at most ${LIMITS.quickOrders.address.limit} quick orders from one address in five minutes, whoever sends them; a venue without tables paces no table`, async () => {
    const address = newAddress()
    // Lumière takes quick orders without a table (mode 1): every one is for the 'free' table.
    const croquettes = { ...quickOrder('free'), cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }], amount: 23 }
    const send = async () => {
      const phone = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
      return call(LUMIERE, '/api/quickcheckout', { address, cookie: phone, body: { ...croquettes, key: randomUUID() } })
    }
    const answers = []
    const first = await send()
    expect(first.status, first.body).toBe(200)
    answers.push(first.status)
    for (let index = 1; index < LIMITS.quickOrders.address.limit; index++) answers.push((await send()).status)
    expect(answers).toEqual(Array(LIMITS.quickOrders.address.limit).fill(200))
    expect(limited(await send())).toMatchObject({ limit: 'quickOrders', scope: 'address' })
  })
})

describe('order look-ups', () => {
  const orderCalls = async () => callsTo(await platformCalls(), '/venues/lumiere/api/order')

  it(`answers one diner ${LIMITS.unknownOrders.visitor.limit} unknown orders, then refuses without asking the venue; a diner beside them finds theirs`, async () => {
    const address = newAddress()
    const prober = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    const answers = []
    for (let i = 0; i < 60; i++) answers.push(await call(LUMIERE, `/api/order/${randomUUID()}`, { address, cookie: prober }))
    expect(answers.slice(0, LIMITS.unknownOrders.visitor.limit).map((answer) => answer.status)).toEqual(Array(LIMITS.unknownOrders.visitor.limit).fill(404))
    for (const refusal of answers.slice(LIMITS.unknownOrders.visitor.limit).map(limited)) expect(refusal).toMatchObject({ limit: 'unknownOrders', scope: 'visitor' })
    expect(await orderCalls()).toBe(LIMITS.unknownOrders.visitor.limit)

    const diner = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    expect((await call(LUMIERE, '/api/order/5239edc1-2f37-5311-81dd-e30769e34ac6', { address, cookie: diner })).status).toBe(200)
  })

  it('asks the venue about an unknown order once a minute, whoever asks, and counts a found order against nobody', async () => {
    const unknown = randomUUID()
    for (let i = 0; i < 3; i++) expect((await call(LUMIERE, `/api/order/${unknown}`, { address: newAddress() })).status).toBe(404)
    expect(await orderCalls()).toBe(1)
    const address = newAddress()
    const diner = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    for (let i = 0; i < LIMITS.unknownOrders.visitor.limit + 5; i++) {
      expect((await call(LUMIERE, '/api/order/5239edc1-2f37-5311-81dd-e30769e34ac6', { address, cookie: diner })).status).toBe(200)
    }
  })
})

describe("every route's budget of venue calls", () => {
  it(`answers one diner ${LIMITS.venueCalls.visitor.limit} venue calls a minute, then says until when; the diner beside them is served`, async () => {
    const address = newAddress()
    const diner = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    for (let i = 0; i < LIMITS.venueCalls.visitor.limit; i++) expect((await call(LUMIERE, '/api/voucher/LUM-GIFT-2025', { address, cookie: diner })).status).toBe(200)
    const refusal = limited(await call(LUMIERE, '/api/voucher/LUM-GIFT-2025', { address, cookie: diner }))
    expect(refusal).toMatchObject({ limit: 'requests', scope: 'visitor' })
    expect(refusal.error).toBe(`Too many requests came from this device. Please try again at ${venueTime(refusal.until)}.`)
    expect(refusal.retryAfter).toBeLessThanOrEqual(60)
    expect(callsTo(await platformCalls(), '/venues/lumiere/api/voucher')).toBe(LIMITS.venueCalls.visitor.limit)

    const neighbour = await newVisitor(LUMIERE, { 'cf-connecting-ip': address })
    expect((await call(LUMIERE, '/api/voucher/LUM-GIFT-2025', { address, cookie: neighbour })).status).toBe(200)
  })
})

