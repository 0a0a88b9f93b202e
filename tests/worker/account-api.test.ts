// The session in the Worker (server/routes/account-api.ts, server/middleware/session.ts): the login
// answer sets an HttpOnly cookie and never carries the token, failed logins are slowed down, logout
// clears the session's cookies, and account calls need a session (SPEC §4 Session, §6).
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { appUrl, BROWSER_HEADERS } from './helpers'

type Answer = { status: number; setCookies: string[]; retryAfter: string | undefined; body: string }

function api(host: string, path: string, options: { method?: string; body?: unknown; cookie?: string; clientIp?: string } = {}): Promise<Answer> {
  const { port } = new URL(appUrl())
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = {
    host: `${host}:${port}`,
    ...BROWSER_HEADERS,
    accept: 'application/json',
    'x-locale': 'en',
    // Each request is its own client for the login slow-down (Cloudflare names the client in this header).
    'cf-connecting-ip': options.clientIp ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        const setCookie = res.headers['set-cookie'] ?? []
        const retryAfter = res.headers['retry-after']
        resolve({ status: res.statusCode ?? 0, setCookies: setCookie, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, body: text })
      })
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`${host}${path} timed out`)))
    req.on('error', reject)
    req.end(body)
  })
}

const CAMILLE = { login: 'camille.dubois@example.com', password: 'Lumiere-2025!' }
const sessionCookieOf = (answer: Answer) => answer.setCookies.find((cookie) => cookie.startsWith('customer-access-token='))

describe('login', () => {
  it('sets the session as an HttpOnly, SameSite=Lax cookie and answers the customer without any token', async () => {
    const answer = await api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: CAMILLE })
    expect(answer.status).toBe(200)
    const cookie = sessionCookieOf(answer)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // http://*.localhost cannot keep a Secure cookie; anywhere else the session cookie is Secure.
    expect(cookie).not.toMatch(/Secure/i)
    const token = /^customer-access-token=([^;]+)/.exec(cookie!)![1]!
    expect(token.length).toBeGreaterThan(10)
    expect(answer.body).not.toContain(token)
    expect(answer.body).not.toContain('access_token')
    expect(JSON.parse(answer.body)).toMatchObject({ customer: { email: CAMILLE.login, language: 'fr', balanceCents: expect.any(Number) } })

    // The cookie is the session: the account answers with it.
    const me = await api('lumiere.localhost', '/api/customer', { cookie: `customer-access-token=${token}` })
    expect(me.status).toBe(200)
    expect(JSON.parse(me.body).email).toBe(CAMILLE.login)
  })

  it("answers 'Invalid login and password combination' to a wrong password", async () => {
    const answer = await api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { ...CAMILLE, password: 'wrong' } })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toEqual({ error: 'Invalid login and password combination' })
    expect(sessionCookieOf(answer)).toBeUndefined()
  })

  it('logs in by customer ID where the venue says so (club)', async () => {
    const byEmail = await api('club.localhost', '/api/auth/login', { method: 'POST', body: { login: 'oliver.bennett@example.com', password: 'Pins-Member-1207' } })
    expect(byEmail.status).toBe(400)
    const byId = await api('club.localhost', '/api/auth/login', { method: 'POST', body: { login: '1207', password: 'Pins-Member-1207' } })
    expect(byId.status).toBe(200)
  })

  it('slows down a client after five failed logins, and only that client', { timeout: 60_000 }, async () => {
    const client = '10.9.9.9'
    const attempt = (clientIp = client) =>
      api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { ...CAMILLE, password: 'nope' }, clientIp })
    for (let i = 0; i < 5; i++) expect((await attempt()).retryAfter).toBeUndefined()
    const slowed = await attempt()
    expect(slowed.status).toBe(401)
    expect(slowed.retryAfter).toBe('1')
    // Each further failure doubles the wait.
    expect((await attempt()).retryAfter).toBe('2')
    expect((await attempt('10.9.9.10')).retryAfter).toBeUndefined()
  })
})

describe('logout', () => {
  it('clears the session cookies', async () => {
    const login = await api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: CAMILLE })
    const token = /^customer-access-token=([^;]+)/.exec(sessionCookieOf(login)!)![1]!
    const logout = await api('lumiere.localhost', '/api/auth/logout', { method: 'POST', cookie: `customer-access-token=${token}` })
    expect(logout.status).toBe(204)
    for (const name of ['customer-access-token', 'customer-anonymous-id']) {
      expect(logout.setCookies.find((cookie) => cookie.startsWith(`${name}=`))).toMatch(/Max-Age=0/)
    }
    // The venue forgot the token too.
    expect((await api('lumiere.localhost', '/api/customer', { cookie: `customer-access-token=${token}` })).status).toBe(401)
  })
})

describe('account calls', () => {
  it('need a session', async () => {
    for (const path of ['/api/customer', '/api/credit', '/api/credit/history', '/api/customer/orders', '/api/documents/tickets']) {
      expect((await api('lumiere.localhost', path)).status, path).toBe(401)
    }
  })

  it('refuse an invalid IBAN before anything goes upstream', async () => {
    const answer = await api('club.localhost', '/api/credit/refund', {
      method: 'POST',
      body: { iban: 'BE68 5390 0754 7035', bic: 'GEBABEBB' },
      cookie: 'customer-access-token=demo-token-oliver',
    })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).issues).toEqual([{ path: ['iban'], message: 'validation.iban' }])
  })
})
