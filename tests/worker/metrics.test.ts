// The business metrics (server/metrics/): the app's METRICS binding is, locally, a sink that posts each
// datapoint to the sandbox origin's /__sandbox/metrics (scripts/metrics-sink.mjs), laid out as
// server/metrics/layout.ts says. An order placed, its payment failed (counted once), a limit refusal,
// a live socket, a page and the platform calls behind them each leave theirs.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { dataPointOf, LAYOUT, type Metric, type MetricEvent } from '../../server/metrics/layout'
import { appUrl, BROWSER_HEADERS, cookiesSetBy, originUrl, page, venueRequest } from './helpers'

const LUMIERE = 'lumiere.localhost'
// Monday 14 December 2026, 10:00 in Brussels on the sandbox clock; the Tuesday after is booked.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'

type Point = { seq: number; dataset: string; blobs: string[]; doubles: number[]; indexes: string[] }

/** A datapoint read back by the layout's names: { event, host, route, payment, …, count, amount }. */
function named({ blobs, doubles }: Point): Record<string, string | number> {
  const layout = LAYOUT[blobs[0] as MetricEvent] as { blobs: readonly string[]; doubles: readonly string[] }
  const fields: Record<string, string | number> = { event: blobs[0]!, host: blobs[1]!, count: doubles[0]! }
  layout.blobs.forEach((name, index) => (fields[name] = blobs[index + 2]!))
  layout.doubles.forEach((name, index) => (fields[name] = doubles[index + 1]!))
  return fields
}

let since = 0

async function pointsSince(): Promise<Record<string, string | number>[]> {
  const response = await fetch(`${originUrl()}/__sandbox/metrics?since=${since}`)
  const { points } = (await response.json()) as { points: Point[] }
  return points.map(named)
}

/** Waits for the datapoints matching `wanted` (a request's waitUntil may post them after it answered). */
async function waitForPoints(wanted: Record<string, string | number>, count = 1, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await pointsSince()).filter((point) => Object.entries(wanted).every(([key, value]) => point[key] === value))
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const sandbox = (path: string, body?: unknown) =>
  fetch(`${originUrl()}/__sandbox${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })

function api(path: string, { cookie = '', body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const { port } = new URL(appUrl())
  return venueRequest(appUrl(), LUMIERE, path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...BROWSER_HEADERS,
      accept: 'application/json',
      'x-locale': 'en',
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `http://${LUMIERE}:${port}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A visitor who holds Tuesday noon for takeaway at Lumière: the cookies their checkout goes with. */
async function visitorWithSlot(): Promise<string> {
  const slots = await api(`/api/slots/2/1/${TUESDAY}`)
  expect(slots.status, slots.body).toBe(200)
  const cookie = cookiesSetBy(slots)
  const held = await api('/api/slot-prebook', { cookie, body: { consumption_type: 2, guest_count: 1, slot_id: `${TUESDAY}T12:00|2` } })
  expect(held.status, held.body).toBe(200)
  return cookie
}

const checkout = (paymentMethod: string) => ({
  key: randomUUID(),
  consumption_type: 2,
  guest_count: null,
  slot_id: `${TUESDAY}T12:00|2`,
  cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
  amount: 21,
  payment_method: paymentMethod,
  contact: { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' },
  terms_accepted: true,
})

beforeAll(async () => {
  expect((await sandbox('/clock', { now: MONDAY_MORNING })).status).toBe(200)
})

// The next file on this origin keeps the real time.
afterAll(() => fetch(`${originUrl()}/__sandbox/clock`, { method: 'DELETE' }))

beforeEach(async () => {
  since = ((await (await fetch(`${originUrl()}/__sandbox/metrics`)).json()) as { last: number }).last
})

describe('the datapoint layout', () => {
  it('puts the event and the venue first, then the fields the layout names, within what Analytics Engine takes', () => {
    const metric: Metric = { event: 'payment', host: LUMIERE, outcome: 'failed', payment: 'bancontact', route: 'checkout', amount: 21 }
    expect(dataPointOf(metric)).toEqual({ indexes: [LUMIERE], blobs: ['payment', LUMIERE, 'failed', 'bancontact', 'checkout'], doubles: [1, 21] })
    for (const { blobs, doubles } of Object.values(LAYOUT)) expect(blobs.length + 2 <= 20 && doubles.length + 1 <= 20).toBe(true)
  })
})

describe('datapoints written by the Worker', () => {
  it('an order placed, then its online payment failed: counted once however often the result page asks', async () => {
    const cookie = await visitorWithSlot()
    const placed = await api('/api/checkout', { cookie, body: checkout('bancontact') })
    expect(placed.status, placed.body).toBe(200)
    const { order, payment_url } = JSON.parse(placed.body) as { order: { uid: string }; payment_url: string }
    expect(payment_url).toBeTruthy()

    const [orderPoint] = await waitForPoints({ event: 'order', host: LUMIERE })
    expect(orderPoint).toEqual({ event: 'order', host: LUMIERE, count: 1, route: 'checkout', payment: 'bancontact', consumption: '2', amount: 21 })

    const paid = await fetch(payment_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' })
    expect(paid.status).toBe(303)
    for (let read = 0; read < 3; read++) {
      const result = await api(`/api/order/${order.uid}`, { cookie })
      expect(result.status, result.body).toBe(200)
      expect(JSON.parse(result.body)).toMatchObject({ status: 'failed' })
    }
    const payments = await waitForPoints({ event: 'payment', host: LUMIERE })
    expect(payments).toEqual([{ event: 'payment', host: LUMIERE, count: 1, outcome: 'failed', payment: 'bancontact', route: 'checkout', amount: 21 }])
    // Later reads find nothing more to count.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await waitForPoints({ event: 'payment' }, 2, 0)).toHaveLength(1)
  })

  it('a limit refusal, by its kind, whom it counts and its route', async () => {
    // A made-up account: five failed logins, then the account's limit refuses the sixth.
    const login = `metrics-${randomUUID()}@example.com`
    const address = { 'cf-connecting-ip': `10.61.${Math.floor(Math.random() * 256)}.7` }
    let last = await api('/api/auth/login', { body: { login, password: 'not-the-password' }, headers: address })
    for (let attempt = 1; attempt < 6 && last.status !== 429; attempt++) last = await api('/api/auth/login', { body: { login, password: 'not-the-password' }, headers: address })
    expect(last.status, last.body).toBe(429)
    const [refusal] = await waitForPoints({ event: 'limit' })
    expect(refusal).toMatchObject({ event: 'limit', host: LUMIERE, kind: 'attempts', scope: 'account', route: '/api/auth/login' })
    expect(refusal!.retryAfter).toBeGreaterThan(0)
  })

  it('a live order socket opened', async () => {
    const cookie = await visitorWithSlot()
    const placed = await api('/api/checkout', { cookie, body: checkout('on_site') })
    expect(placed.status, placed.body).toBe(200)
    const { order } = JSON.parse(placed.body) as { order: { uid: string } }
    const { port } = new URL(appUrl())
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/order/${order.uid}/live`, { headers: { host: `${LUMIERE}:${port}`, ...BROWSER_HEADERS } })
    await new Promise((resolve, reject) => socket.once('message', resolve).once('error', reject))
    socket.close()
    expect(await waitForPoints({ event: 'socket', host: LUMIERE })).toEqual([{ event: 'socket', host: LUMIERE, count: 1 }])
  })

  it('a page served, and the platform calls behind it by path pattern', async () => {
    const menu = await page(LUMIERE, '/en/schedule')
    expect(menu.status).toBe(200)
    const [served] = await waitForPoints({ event: 'request', route: '/*', page: '/pages/schedule' })
    expect(served).toMatchObject({ host: LUMIERE, method: 'GET', status: 200 })
    const calls = await pointsSince()
    for (const call of calls.filter((point) => point.event === 'upstream')) {
      expect(call.path).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|demo-token|@/)
      expect(['ok', 'refused', 'error', 'timeout', 'unreachable', 'invalid']).toContain(call.outcome)
    }
  })
})
