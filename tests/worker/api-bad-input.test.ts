// Whatever a client sends to /api, the answer is JSON: a success or a 4xx that says what is wrong,
// never a 5xx and never a hang (the venue and the platform are up during these tests).
import { beforeAll, describe, expect, it } from 'vitest'
import { appUrl, venueRequest } from './helpers'

const HOST = 'lumiere.localhost'
const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-locale': 'en' }

const POST_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/logout',
  '/api/auth/forgot',
  '/api/auth/reset',
  '/api/auth/password',
  '/api/customer',
  '/api/customer/addresses',
  '/api/credit',
  '/api/credit/refund',
  '/api/linkcard',
  '/api/slot-prebook',
  '/api/checkout',
  '/api/quickcheckout',
]

const BODIES = [
  'not json',
  'null',
  '[]',
  '"text"',
  '{}',
  '{"login":123,"password":["x"]}',
  // 1e309 parses to Infinity.
  '{"cart":"x","amount":1e309,"consumption_type":-1,"guest_count":1e12,"slot_id":"../.."}',
  JSON.stringify({ email: 'a@b.c'.repeat(50), password: '\u0000'.repeat(20), token: '../../x' }),
  '{"a":'.repeat(200) + '1' + '}'.repeat(200),
]

const GET_PATHS = [
  '/api/slots/9/0/not-a-date',
  '/api/slots/1/1/2026-99-99',
  '/api/booking-days/9/0/not-a-month',
  '/api/booking-days/1/1/2026-99',
  '/api/booking-days/1/1/%2E%2E',
  '/api/booking-days/1/999/1999-01',
  '/api/dinnertable/..%2F..',
  '/api/dinnertable/%00',
  '/api/voucher/%3Cscript%3E',
  '/api/order/..',
  '/api/order-from-payment/%2E%2E',
  '/api/auth/checkemail/not-an-email',
  '/api/auth/reset/..',
  '/api/documents/..',
  '/api/documents/tickets/..%2F..',
  '/api/payment-methods?amount=-1',
  '/api/payment-methods?amount=1e309',
  '/api/payment-methods?amount=abc&type=zzz',
  '/api/menu/999999',
  '/api/menu/100/products/999999',
]

// A session of its own: logout among the paths below revokes the token it is sent with.
const customer = { cookie: '' }
beforeAll(async () => {
  const login = await venueRequest(appUrl(), HOST, '/api/auth/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ login: 'camille.dubois@example.com', password: 'Lumiere-2025!' }),
  })
  expect(login.status).toBe(200)
  customer.cookie = String(login.headers['set-cookie']).split(';')[0]!
})

const SESSIONS = [
  ['a visitor', {}],
  ['a customer', customer],
  ['a forged session token', { cookie: 'customer-access-token=..' }],
] as const

function expectClientAnswer(response: { status: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(response.status, what).toBeLessThan(500)
  if (response.status === 204) return expect(response.body, what).toBe('')
  expect(String(response.headers['content-type']), what).toContain('application/json')
  expect(() => JSON.parse(response.body), what).not.toThrow()
}

describe('bad input to /api', () => {
  for (const [who, cookie] of SESSIONS) {
    it(`POST bodies of every shape from ${who} get JSON and no 5xx`, async () => {
      for (const path of POST_PATHS) {
        for (const body of BODIES) {
          const response = await venueRequest(appUrl(), HOST, path, { method: 'POST', headers: { ...headers, ...cookie }, body })
          expectClientAnswer(response, `POST ${path} ${body.slice(0, 40)}`)
        }
      }
    }, 60_000)

    it(`odd path parameters from ${who} get JSON and no 5xx`, async () => {
      for (const path of GET_PATHS) {
        const response = await venueRequest(appUrl(), HOST, path, { headers: { ...headers, ...cookie } })
        expectClientAnswer(response, `GET ${path}`)
      }
    })
  }
})
