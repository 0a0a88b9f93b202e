// Venue API records on the sandbox origin: dinner tables, orders, payment methods and vouchers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('venue-api-records')
const PERSIST_TO = '.wrangler/test-venue-api-records'
const TABLE_9 = '9628cba6-8f0b-5dba-b45e-49339f662ef1'
const TABLE_99 = 'd3b9bcd5-30bf-599b-b247-fefcb5bc1102'
const PAID_EAT_IN = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const CANCELED = 'bf571fd4-fc15-5c3c-8524-0c769fdd8993'

let origin: RunningOrigin

const api = (venue: string, path: string) => fetch(`${origin.url}/venues/${venue}/api${path}`)

async function json<T = unknown>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
  await fetch(`${origin.url}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ now: '2026-12-14T10:00:00+01:00' }) })
})

afterAll(async () => {
  await origin?.stop()
})

describe('GET /dinnertable/{uid}', () => {
  it('answers an active table with its zone', async () => {
    expect(await json(await api('comptoir', '/dinnertable/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'))).toMatchObject({
      uid: 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0',
      number: 1,
      zone_name_fr: 'Comptoir',
      zone_name_en: 'Bar counter',
      active: true,
    })
  })

  it("answers comptoir's inactive table 9 as inactive", async () => {
    expect(await json(await api('comptoir', `/dinnertable/${TABLE_9}`))).toMatchObject({
      uid: TABLE_9,
      number: 9,
      zone_name_fr: 'Mezzanine',
      active: false,
    })
  })

  it('answers table 99 (error) and an unknown uid with Table non trouvée', async () => {
    for (const uid of [TABLE_99, '00000000-0000-4000-8000-000000000000', 'not a uid']) {
      expect(await json(await api('comptoir', `/dinnertable/${encodeURIComponent(uid)}`), 404)).toEqual({
        error: 'Table non trouvée',
      })
    }
  })
})

describe('GET /order?uids=', () => {
  it('answers the demo orders with those uids', async () => {
    const orders = await json<Array<Record<string, unknown>>>(await api('lumiere', `/order?uids=${PAID_EAT_IN},${CANCELED}`))
    expect(orders.map((order) => [order.uid, order.status])).toEqual([
      [PAID_EAT_IN, 'paid'],
      [CANCELED, 'canceled'],
    ])
    expect(orders[0]).toMatchObject({ number: 'LUM-001311', table: 22, zone_name_fr: 'Terrasse', planning_hour: '12:30' })
    expect(orders[0]!.lines).toHaveLength(2)
  })

  it('skips unknown uids and refuses a missing list with 400', async () => {
    expect(await json(await api('lumiere', '/order?uids=00000000-0000-4000-8000-000000000000'))).toEqual([])
    expect(await json(await api('lumiere', '/order'), 400)).toMatchObject({ error: 'invalid request' })
  })
})

describe('GET /mollie-methods', () => {
  const ids = async (query: string) =>
    (await json<Array<{ id: string }>>(await api('lumiere', `/mollie-methods?${query}`))).map((method) => method.id)

  it('keeps the methods whose minimum and maximum include the amount', async () => {
    expect(await ids('amount=12.50&language=en')).toEqual(['bancontact', 'creditcard', 'applepay'])
    expect(await ids('amount=20000&language=en')).toEqual(['bancontact'])
    expect(await ids('amount=0.01&language=en')).toEqual(['creditcard', 'applepay'])
  })

  it('describes the methods in the language', async () => {
    const methods = await json<Array<Record<string, unknown>>>(await api('lumiere', '/mollie-methods?amount=12.50&language=nl'))
    expect(methods[1]).toEqual({
      id: 'creditcard',
      description: 'Creditcard',
      image: '/demo-images/pay-creditcard.svg',
      minimum_amount: 0.01,
      maximum_amount: 10000,
    })
  })

  it('refuses a missing or negative amount with 400', async () => {
    expect((await api('lumiere', '/mollie-methods?language=en')).status).toBe(400)
    expect((await api('lumiere', '/mollie-methods?amount=-1')).status).toBe(400)
  })
})

describe('GET /voucher/{token}/{code}', () => {
  const voucher = (code: string, token = '-1') => api('lumiere', `/voucher/${token}/${code}`)

  it('answers the three demo vouchers with their state', async () => {
    expect(await json(await voucher('LUM-GIFT-2025'))).toMatchObject({ code: 'LUM-GIFT-2025', amount: 20, state: 'valid' })
    expect(await json(await voucher('LUM-EXPIRED-2023', 'demo-token-camille'))).toMatchObject({ state: 'expired' })
    expect(await json(await voucher('LUM-USED-2024'))).toMatchObject({ remaining_amount: 0, state: 'used_up' })
  })

  it('answers 404 for an unknown code and 401 for an unknown token', async () => {
    expect(await json(await voucher('NO-SUCH-CODE'), 404)).toEqual({ error: 'Voucher not found' })
    expect(await json(await voucher('LUM-GIFT-2025', 'nope'), 401)).toEqual({ error: 'invalid token' })
  })
})

describe('venue API routing', () => {
  it('answers 404 JSON for an unknown venue and 501 for routes not played yet', async () => {
    expect(await json(await api('nowhere', '/order?uids=x'), 404)).toEqual({ error: 'venue not found' })
    expect(await json(await api('lumiere', '/pos'), 501)).toEqual({ error: 'not implemented' })
  })
})
