// Paying an order from the prepaid balance: the venue API takes the balance with the order, once,
// never below 0, refuses a balance that changed since it was shown, and gives the part back when the
// online payment of the rest fails; the Worker passes the part on for a customer only
// (origin/seed/demo/README.md *Paying from the balance*, server/routes/order-api.ts).
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { appUrl, BROWSER_HEADERS, newVisitor, originUrl, venueRequest } from './helpers'
import { placedAnswer, rejected, type Reason } from './checkout-answers'

// Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; the Tuesday after is booked.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TAKEAWAY_SLOT = '2026-12-15T12:00|2'
const RETURN_URLS = { card: 'http://lumiere.localhost:8787/en/my-order', wallet: 'http://lumiere.localhost:8787/en/wallet-order' }
const CAMILLE = 'demo-token-camille' // balance 25.50
const PIETER = 'demo-token-pieter' // no wallet
// Cheese croquettes, 10.50 on Lumière's takeaway list.
const croquettes = (quantity: number) => [{ id: 100001, posId: 100, quantity, items: [] }]

type Order = Record<string, unknown> & { uid: string; number: string; status: string }
type Answer = { order: Order; payment_url: string | null }
type HistoryEntry = { type: string; label: string; amount: number; balance: number }

let keys = 0
const newKey = () => `balance-${Date.now().toString(36)}-${++keys}`

const venueApi = (path: string, init?: RequestInit) => fetch(`${originUrl()}/venues/lumiere/api${path}`, init)
const sandbox = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${originUrl()}/__sandbox${path}`, init)
  expect(response.ok, `sandbox ${path}: ${response.status}`).toBe(true)
  return response
}
const freshVenue = async () => {
  for (const path of ['/slot-bookings', '/orders', '/customers']) await sandbox(path, { method: 'DELETE' })
}

async function prebook(token: string, visitor = 'visitor-balance') {
  const response = await venueApi(`/slot-prebook/${token}/2/2/${visitor}`, { method: 'POST', body: JSON.stringify({ slot_id: TAKEAWAY_SLOT }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** Camille's takeaway checkout for Tuesday 12:00, changed by `overrides`. */
const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  language: 'en',
  consumption_type: 2,
  guest_count: 2,
  slot_id: TAKEAWAY_SLOT,
  cart: croquettes(2),
  amount: 21,
  payment_method: 'balance',
  balance_amount: 21,
  return_urls: RETURN_URLS,
  ...overrides,
})

const checkout = (body: unknown, token = CAMILLE) => venueApi(`/checkout/${token}`, { method: 'POST', body: JSON.stringify(body) })

const placed = (response: Response, status?: number) => placedAnswer<Answer>(response, status)

const balance = async (token = CAMILLE) => ((await (await venueApi(`/customer-credit/${token}`)).json()) as { amount: number }).amount
const history = async (token = CAMILLE) => (await (await venueApi(`/customer-credit-history/${token}`)).json()) as HistoryEntry[]
const sandboxOrders = async () => (await (await sandbox('/orders')).json()) as Order[]

/** Ends the payment of the rest on its sandbox page, as the tester's button does. */
const pay = (paymentUrl: string, outcome: string) => fetch(paymentUrl, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' })

beforeEach(async () => {
  await sandbox('/clock', { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
  await freshVenue()
})

afterAll(async () => {
  await freshVenue()
  await sandbox('/clock', { method: 'DELETE' })
})

describe('the venue API takes the balance with the order', () => {
  it('pays a 21.00 order from a 25.50 balance: paid at once, no payment page, one history line naming the order', async () => {
    await prebook(CAMILLE)
    const { order, payment_url } = await placed(await checkout(checkoutBody()))
    expect(payment_url).toBeNull()
    expect(order).toMatchObject({ status: 'paid', amount: 21, balance_amount: 21, payment_name: 'Balance', payment_method: 'balance' })
    expect(await balance()).toBe(4.5)
    const [latest, ...older] = await history()
    expect(latest).toMatchObject({ type: 'order', label: `Order ${order.number}`, amount: -21, balance: 4.5 })
    expect(older[0]).toMatchObject({ label: 'Commande LUM-001288', balance: 25.5 })
  })

  it('takes the balance once when the same checkout is sent again, or five times at once', async () => {
    await prebook(CAMILLE)
    // Two croquettes and a sparkling water: 25.00, all from the balance.
    const body = checkoutBody({ cart: [...croquettes(2), { id: 100035, posId: 100, quantity: 1, items: [] }], amount: 25, balance_amount: 25 })
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(body)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 201])
    const uids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Answer).order.uid)))
    expect(uids.size).toBe(1)
    const again = await placed(await checkout(body), 200)
    expect(uids.has(again.order.uid)).toBe(true)
    expect(await balance()).toBe(0.5)
    expect((await history()).filter((entry) => entry.type === 'order' && entry.amount < 0 && entry.balance === 0.5)).toHaveLength(1)
    expect(await sandboxOrders()).toHaveLength(1)
  })

  it('pays 25.50 of a 31.50 order from the balance and asks the payment page for the 6.00 left', async () => {
    await prebook(CAMILLE)
    const body = checkoutBody({ cart: croquettes(3), amount: 31.5, payment_method: 'bancontact', balance_amount: 25.5 })
    const { order, payment_url } = await placed(await checkout(body))
    expect(order).toMatchObject({ status: 'pending', amount: 31.5, balance_amount: 25.5, payment_name: 'Bancontact' })
    expect(await balance()).toBe(0)
    const page = await (await fetch(payment_url!)).text()
    expect(page).toContain('<dt>Amount</dt><dd>€6.00</dd>')
    expect((await pay(payment_url!, 'paid')).status).toBe(303)
    const [paid] = (await (await venueApi(`/order?uids=${order.uid}`)).json()) as Order[]
    expect(paid?.status).toBe('paid')
    expect(await balance()).toBe(0)
  })

  it('gives the balance part back, once, when the payment of the rest fails', async () => {
    await prebook(CAMILLE)
    const body = checkoutBody({ cart: croquettes(3), amount: 31.5, payment_method: 'bancontact', balance_amount: 25.5 })
    const { order, payment_url } = await placed(await checkout(body))
    expect(await balance()).toBe(0)
    await pay(payment_url!, 'failed')
    expect(await balance()).toBe(25.5)
    // A second answer on the page changes nothing: the order's status is final.
    await pay(payment_url!, 'canceled')
    expect(await balance()).toBe(25.5)
    const [returned, taken] = await history()
    expect(taken).toMatchObject({ type: 'order', label: `Order ${order.number}`, amount: -25.5, balance: 0 })
    expect(returned).toMatchObject({ type: 'order', label: `Balance returned, order ${order.number}`, amount: 25.5, balance: 25.5 })
  })

  it('refuses a balance that changed since it was shown: balance_changed, nothing placed or taken', async () => {
    await prebook(CAMILLE)
    await placed(await checkout(checkoutBody()))
    expect(await balance()).toBe(4.5)
    await sandbox('/slot-bookings', { method: 'DELETE' })
    await prebook(CAMILLE)
    // The page still shows 25.50: all of the next 21.00 from the balance.
    const reasons = await rejected(await checkout(checkoutBody()))
    expect(reasons).toEqual([{ code: 'balance_changed', message: 'Your balance is now €4.50: please check the amounts again' }])
    // Or part of a larger one, with the rest online.
    const part = checkoutBody({ cart: croquettes(3), amount: 31.5, payment_method: 'bancontact', balance_amount: 25.5 })
    expect((await rejected(await checkout(part))).map((reason) => reason.code)).toEqual(['balance_changed'])
    expect(await sandboxOrders()).toHaveLength(1)
    expect(await balance()).toBe(4.5)
    // With the balance as it is now, the order goes: 4.50 from the balance, 27.00 online.
    const { order } = await placed(await checkout({ ...part, idempotency_key: newKey(), balance_amount: 4.5 }))
    expect(order).toMatchObject({ status: 'pending', balance_amount: 4.5 })
    expect(await balance()).toBe(0)
  })

  it('places one of two checkouts spending the same balance at once; the balance never goes below 0', async () => {
    await prebook(CAMILLE)
    const answers = await Promise.all([checkout(checkoutBody()), checkout(checkoutBody())])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    const refusal = answers.find((answer) => answer.status === 422)!
    expect(((await refusal.json()) as { reasons: Reason[] }).reasons.map((reason) => reason.code)).toContain('balance_changed')
    expect(await balance()).toBe(4.5)
    expect((await history()).filter((entry) => entry.amount === -21)).toHaveLength(1)
    expect(await sandboxOrders()).toHaveLength(1)
  })

  it('refuses a balance too low to pay everything, the rest on site, and a balance where there is none', async () => {
    await prebook(CAMILLE)
    const tooLow = checkoutBody({ cart: croquettes(3), amount: 31.5, balance_amount: 25.5 })
    expect(await rejected(await checkout(tooLow))).toEqual([{ code: 'balance_insufficient', message: 'Your balance is too low for this order' }])
    const onSite = { ...tooLow, idempotency_key: newKey(), payment_method: 'on_site' }
    expect((await rejected(await checkout(onSite))).map((reason) => reason.code)).toEqual(['payment_method_unavailable'])

    await prebook(PIETER)
    const pieter = checkoutBody({ amount: 18.4, balance_amount: 18.4 }) // staff list 14: 9.20 a portion
    expect((await rejected(await checkout(pieter, PIETER))).map((reason) => reason.code)).toEqual(['balance_unavailable'])

    await prebook('-1', 'visitor-7')
    const contact = { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' }
    const visitor = checkoutBody({ anonymous_id: 'visitor-7', contact })
    expect((await rejected(await checkout(visitor, '-1'))).map((reason) => reason.code)).toEqual(['balance_unavailable'])
    expect(await sandboxOrders()).toEqual([])
    expect(await balance()).toBe(25.5)
  })

  it('answers 400 to a balance amount that is not a positive amount of cents', async () => {
    for (const balance_amount of [0, -5, 1.005, '21']) {
      const response = await checkout(checkoutBody({ balance_amount }))
      expect(response.status, JSON.stringify(balance_amount)).toBe(400)
      expect(((await response.json()) as { issues: { path: string[] }[] }).issues[0]?.path).toEqual(['balance_amount'])
    }
  })
})

describe('the Worker passes the balance part on', () => {
  const LUMIERE = 'lumiere.localhost'
  const CLIENT = { 'cf-connecting-ip': '10.77.0.1' }
  const call = (path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) =>
    venueRequest(appUrl(), LUMIERE, path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...BROWSER_HEADERS,
        ...CLIENT,
        accept: 'application/json',
        'x-locale': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const camille = `customer-access-token=${CAMILLE}`
  const browserBody = (overrides: Record<string, unknown> = {}) => ({
    key: '5e1d7c9a-2b3f-4a6e-8d0c-1f2e3d4c5b6a',
    consumption_type: 2,
    guest_count: 2,
    slot_id: TAKEAWAY_SLOT,
    cart: croquettes(2),
    amount: 21,
    payment_method: 'balance',
    balance_amount: 21,
    terms_accepted: true,
    ...overrides,
  })

  it("places Camille's order paid from her balance, and her next page shows the balance it left", async () => {
    const held = await call('/api/slot-prebook', { body: { consumption_type: 2, guest_count: 2, slot_id: TAKEAWAY_SLOT }, cookie: `${camille}; ${await newVisitor(LUMIERE, CLIENT)}` })
    expect(held.status, held.body).toBe(200)
    const answer = await call('/api/checkout', { body: browserBody(), cookie: camille })
    expect(answer.status, answer.body).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ order: { status: 'paid', balance_amount: 21, payment_name: 'Balance' }, payment_url: null })
    const credit = await call('/api/credit', { cookie: camille })
    expect(JSON.parse(credit.body)).toEqual({ amount: 4.5 })
    const dashboard = await venueRequest(appUrl(), LUMIERE, '/en/dashboard', { headers: { ...BROWSER_HEADERS, cookie: camille } })
    expect(dashboard.body).toMatch(/class="balance-amount">€4\.50</)
  })

  it('passes on the refusal of a stale balance with its reason', async () => {
    await prebook(CAMILLE)
    const answer = await call('/api/checkout', { body: browserBody({ balance_amount: 20 }), cookie: camille })
    expect(answer.status, answer.body).toBe(422)
    expect(JSON.parse(answer.body).reasons.map((reason: Reason) => reason.code)).toEqual(['balance_changed'])
  })

  it("refuses a visitor's balance amount (401) and a malformed one (400) before the venue is asked", async () => {
    const contact = { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' }
    const visitor = await call('/api/checkout', { body: browserBody({ contact }) })
    expect(visitor.status, visitor.body).toBe(401)
    const malformed = await call('/api/checkout', { body: browserBody({ balance_amount: 0.001 }), cookie: camille })
    expect(malformed.status, malformed.body).toBe(400)
    const withoutAmount = await call('/api/checkout', { body: browserBody({ balance_amount: undefined }), cookie: camille })
    expect(withoutAmount.status, withoutAmount.body).toBe(400)
    expect(await sandboxOrders()).toEqual([])
  })
})
