// The Worker's log over a diner's whole journey (server/logs/): an app of its own whose output the test
// reads. Camille fails a login, logs in, opens her account, tries to link a card, pre-books a slot,
// checks out, pays, follows her order live and logs out. Every line the app printed meanwhile is one
// JSON object with a request id, every answer's x-request-id has its request line, and no line carries
// her token, password or e-mail, the visitor cookie, the order's uid, the payment's id or a card number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Running } from '../../scripts/stack.mjs'
import { BROWSER_HEADERS, cookiesSetBy, newVisitor, originUrl, setCookie, venueRequest, type VenueResponse } from './helpers'
import { startOwnApp } from './own-app'

const LUMIERE = 'lumiere.localhost'
const CAMILLE = { email: 'camille.dubois@example.com', password: 'Lumiere-2025!' }
const HER_CARD = '627001000022'
// Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; the Tuesday after is booked.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'

type Line = { type: string; requestId: string; [field: string]: unknown }

let app: Running
let output: string[] = []
const answers: { what: string; requestId: string }[] = []
/** What the journey met that no log line may carry. */
const secrets = new Map<string, string>([
  ['her password', CAMILLE.password],
  ['her e-mail', CAMILLE.email],
  ['her e-mail, encoded', encodeURIComponent(CAMILLE.email)],
  ['her card number', HER_CARD],
])

beforeAll(async () => {
  app = await startOwnApp('journey-logs', { platformUrl: originUrl(), onLine: (_, line) => output.push(line) })
  const clock = await fetch(`${originUrl()}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ now: MONDAY_MORNING }) })
  expect(clock.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  // The next file on this origin keeps the real time.
  await fetch(`${originUrl()}/__sandbox/clock`, { method: 'DELETE' })
})

let cookies = ''

/** A request of the journey as the browser makes it, with the diner's cookies; its answer's id is kept. */
async function visit(path: string, { body, accept = 'application/json' }: { body?: unknown; accept?: string } = {}): Promise<VenueResponse> {
  const { port } = new URL(app.url)
  const response = await venueRequest(app.url, LUMIERE, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...BROWSER_HEADERS,
      accept,
      'x-locale': 'en',
      cookie: cookies,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `http://${LUMIERE}:${port}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const requestId = response.headers['x-request-id']
  expect(requestId, `${path}: no x-request-id`).toMatch(/^[0-9a-f]{16}$/)
  answers.push({ what: path, requestId: String(requestId) })
  return response
}

const page = (path: string) => visit(path, { accept: 'text/html' })

/** The cookies a browser would send next: what it had, with what this answer set. */
function keepCookies(response: VenueResponse) {
  const jar = new Map(cookies.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0]!, pair] as const))
  for (const pair of cookiesSetBy(response).split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair)
  cookies = [...jar.values()].filter((pair) => !pair.endsWith('=')).join('; ')
}

describe("a diner's journey in the logs", () => {
  it('runs: a failed login, her account, a card, a slot, a checkout paid, her order live, logout', async () => {
    output = []
    cookies = await newVisitor(LUMIERE, {}, app.url)
    secrets.set('the visitor cookie', cookies.split('=')[1]!)

    expect((await page('/en')).status).toBe(200)
    expect((await page('/en/customer/login')).status).toBe(200)
    expect((await visit(`/api/auth/checkemail/${encodeURIComponent(CAMILLE.email)}`)).status).toBe(200)
    expect((await visit('/api/auth/login', { body: { login: CAMILLE.email, password: 'Lumiere-2024?' } })).status).toBe(401)
    const login = await visit('/api/auth/login', { body: { login: CAMILLE.email, password: CAMILLE.password } })
    expect(login.status, login.body).toBe(200)
    const token = setCookie(login, 'customer-access-token')!.split('=')[1]!
    secrets.set('her token', token)
    keepCookies(login)

    expect((await page('/en/dashboard')).status).toBe(200)
    expect((await page('/en/customer/credit')).status).toBe(200)
    expect((await visit('/api/customer')).status).toBe(200)
    expect((await visit('/api/linkcard', { body: { card_id: HER_CARD } })).status).toBeGreaterThanOrEqual(400)

    const slots = await visit(`/api/slots/2/1/${TUESDAY}`)
    expect(slots.status, slots.body).toBe(200)
    keepCookies(slots)
    const held = await visit('/api/slot-prebook', { body: { consumption_type: 2, guest_count: 1, slot_id: `${TUESDAY}T12:00|2` } })
    expect(held.status, held.body).toBe(200)
    expect((await page('/en/checkout/payment-method')).status).toBe(200)
    expect((await visit('/api/payment-methods?amount=21&type=2')).status).toBe(200)
    const checkout = await visit('/api/checkout', {
      body: {
        key: crypto.randomUUID(),
        consumption_type: 2,
        guest_count: null,
        slot_id: `${TUESDAY}T12:00|2`,
        cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
        amount: 21,
        payment_method: 'bancontact',
        terms_accepted: true,
      },
    })
    expect(checkout.status, checkout.body).toBe(200)
    const { order, payment_url } = JSON.parse(checkout.body) as { order: { uid: string }; payment_url: string }
    secrets.set('the order uid', order.uid)
    secrets.set('the payment id', /pay_[0-9a-f]+/.exec(payment_url)![0])
    const paid = await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ outcome: 'paid' }), redirect: 'manual' })
    expect(paid.status).toBe(303)

    expect((await page(`/en/my-order?uid=${order.uid}`)).status).toBe(200)
    expect((await visit(`/api/order/${order.uid}`)).status).toBe(200)
    const { port } = new URL(app.url)
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/order/${order.uid}/live`, { headers: { host: `${LUMIERE}:${port}`, ...BROWSER_HEADERS, cookie: cookies } })
    await new Promise((resolve, reject) => socket.once('message', resolve).once('error', reject))
    socket.close()
    expect((await visit('/api/auth/logout', { body: {} })).status).toBe(204)
    // Work left after the answers (a menu loaded in the background, the logout's call) logs too.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  })

  it('logged every line as JSON with a request id', () => {
    const lines = output.filter((line) => line.trim() !== '')
    expect(lines.length).toBeGreaterThan(answers.length)
    for (const line of lines) {
      let parsed: Line
      expect(() => (parsed = JSON.parse(line) as Line), line).not.toThrow()
      expect(['request', 'upstream', 'error', 'notice'], line).toContain(parsed!.type)
      expect(parsed!.requestId, line).toMatch(/^[0-9a-f]{16}$/)
    }
  })

  it('logged each request once, by its route pattern, and its calls with the same id', () => {
    const lines = output.filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Line)
    for (const { what, requestId } of answers) {
      const own = lines.filter((line) => line.type === 'request' && line.requestId === requestId)
      expect(own, what).toHaveLength(1)
      expect(String(own[0]!.route), what).not.toMatch(/[0-9a-f]{8}-|%40|@/)
    }
    const checkoutId = answers.find(({ what }) => what === '/api/checkout')!.requestId
    expect(lines.find((line) => line.requestId === checkoutId && line.type === 'request')).toMatchObject({ route: '/api/checkout', method: 'POST', status: 200 })
    expect(lines.find((line) => line.requestId === checkoutId && line.type === 'upstream')).toMatchObject({ upstream: 'venue', method: 'POST', path: '/checkout/{}', status: 201 })
    const orderId = answers.find(({ what }) => what.startsWith('/api/order/'))!.requestId
    expect(lines.find((line) => line.requestId === orderId && line.type === 'request')).toMatchObject({ route: '/api/order/:uid' })
  })

  it('carries no token, password, e-mail, cookie, order uid, payment id or card number', () => {
    expect(secrets.size).toBe(8)
    const text = output.join('\n')
    for (const [what, secret] of secrets) expect(text.includes(secret), `the log carries ${what}`).toBe(false)
  })
})
