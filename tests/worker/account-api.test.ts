// The session in the Worker (server/routes/account-api.ts, server/request/session.ts): the login
// answer sets an HttpOnly cookie and never carries the token, guesses are limited per account and address, logout
// clears the session's cookies, and account calls need a session (SPEC §4 Session, §6).
import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { addFault, appUrl, BROWSER_HEADERS, clearFaults, newVisitor, originUrl, venueRequest, venueTime } from './helpers'
import { loopbackAgent } from '../../scripts/loopback-agent.mjs'

type Answer = { status: number; setCookies: string[]; retryAfter: string | undefined; body: string }

function api(host: string, path: string, options: { method?: string; body?: unknown; cookie?: string; clientIp?: string; locale?: string } = {}): Promise<Answer> {
  const { port } = new URL(appUrl())
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = {
    host: `${host}:${port}`,
    ...BROWSER_HEADERS,
    accept: 'application/json',
    'x-locale': options.locale ?? 'en',
    // Each request is its own client for the attempt limits (Cloudflare names the client in this header).
    'cf-connecting-ip': options.clientIp ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', agent: loopbackAgent, headers }, (res) => {
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

  it('locks an account after five attempts, from whatever address, and says when to try again in the page language', async () => {
    const guess = (clientIp: string, locale = 'en') =>
      api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: 'target.one@example.com', password: 'guess' }, clientIp, locale })
    for (let i = 0; i < 5; i++) expect((await guess(`10.1.0.${i + 1}`)).status).toBe(401)
    const locked = await guess('10.1.0.99', 'fr')
    expect(locked.status).toBe(429)
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60)
    const answer = JSON.parse(locked.body) as { error: string; until: string }
    expect(answer).toEqual({ error: `Trop de tentatives. Veuillez réessayer à ${venueTime(answer.until)}.`, limit: 'attempts', scope: 'account', retryAfter: Number(locked.retryAfter), until: answer.until })
    expect(Date.parse(answer.until) - Date.now()).toBeGreaterThan(14 * 60_000)
    // Another account is not locked, and the address of the lock-out is not either.
    const other = await api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: 'target.two@example.com', password: 'guess' }, clientIp: '10.1.0.99' })
    expect(other.status).toBe(401)
  })

  it("lets the owner in on a browser that logged in before, whatever others guessed; a new browser waits as the guessers do (decision 074)", async () => {
    const OLIVIA = { login: 'olivia.brown@example.com', password: 'Brussels-2025!' }
    const login = (password: string, clientIp: string, cookie?: string) => api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { ...OLIVIA, password }, clientIp, cookie })
    const visitor = await newVisitor('lumiere.localhost', { 'cf-connecting-ip': '10.1.5.1' })
    const first = await login(OLIVIA.password, '10.1.5.1', visitor)
    expect(first.status, first.body).toBe(200)
    const known = first.setCookies.find((cookie) => cookie.startsWith('known-login='))!
    expect(known.toLowerCase()).toContain('httponly')
    const owner = `${visitor}; ${known.split(';')[0]}`

    for (let i = 0; i < 5; i++) expect((await login('guess', `10.1.6.${i + 1}`)).status).toBe(401)
    expect(JSON.parse((await login('guess', '10.1.6.99')).body)).toMatchObject({ limit: 'attempts', scope: 'account' })
    // The right password on a browser the account never used waits too: nothing tells it from a guess.
    expect((await login(OLIVIA.password, '10.1.6.100', await newVisitor())).status).toBe(429)
    // The owner's browser, from another network, gets in; and again after the guessers went on.
    expect((await login(OLIVIA.password, '10.1.5.2', owner)).status).toBe(200)
    for (let i = 0; i < 5; i++) await login('guess', `10.1.7.${i + 1}`)
    // The proof is the browser's: with another visitor cookie it proves nothing.
    expect((await login(OLIVIA.password, '10.1.5.3', `${await newVisitor()}; ${known.split(';')[0]}`)).status).toBe(429)
    expect((await login(OLIVIA.password, '10.1.5.1', owner)).status).toBe(200)
  })

  it('lets 15 parallel guesses on one account reach the venue only five times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: 'target.three@example.com', password: `guess-${i}` }, clientIp: `10.2.0.${i + 1}` }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10)
  })

  it('stops a client without the visitor cookie after ten failed logins, whatever the accounts, and only at that address', async () => {
    const guess = (account: number, clientIp = '10.3.0.1') =>
      api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: `sprayed.${account}@example.com`, password: 'guess' }, clientIp })
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(401)
    expect((await guess(10)).status).toBe(429)
    expect((await guess(10, '10.3.0.2')).status).toBe(401)
  })

  it('counts an IPv6 client by its /64: guesses from forty of its addresses are stopped after ten, a neighbouring /64 is not (decision 073)', async () => {
    const guess = (account: number, clientIp: string) =>
      api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: `roaming.${account}@example.com`, password: 'guess' }, clientIp })
    const answers: number[] = []
    for (let i = 0; i < 40; i++) answers.push((await guess(i, `2001:db8:51:7:${(i + 1).toString(16)}::${((i * 7919) % 0xffff).toString(16)}`)).status)
    expect(answers.filter((status) => status === 401)).toHaveLength(10)
    expect(answers.filter((status) => status === 429)).toHaveLength(30)
    expect((await guess(40, '2001:db8:51:8::1')).status).toBe(401)
    // An IPv4 client written as IPv6 is the IPv4 client.
    for (let i = 0; i < 10; i++) expect((await guess(50 + i, '10.3.2.1')).status).toBe(401)
    expect((await guess(60, '::ffff:10.3.2.1')).status).toBe(429)
  })

  it('gives each diner behind one address ten failed logins of their own, and the address thirty in all', async () => {
    const address = '10.3.1.1'
    const guess = (cookie: string, account: number) =>
      api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: `shared.${account}@example.com`, password: 'guess' }, clientIp: address, cookie })
    const diners = await Promise.all(Array.from({ length: 4 }, () => newVisitor('lumiere.localhost', { 'cf-connecting-ip': address })))
    for (let i = 0; i < 10; i++) expect((await guess(diners[0]!, i)).status).toBe(401)
    expect((await guess(diners[0]!, 10)).status).toBe(429)
    for (const diner of diners.slice(1, 3)) for (let i = 0; i < 10; i++) expect((await guess(diner, 20 + i)).status).toBe(401)
    const ceiling = await guess(diners[3]!, 40)
    expect(ceiling.status).toBe(429)
    expect(JSON.parse(ceiling.body)).toMatchObject({ limit: 'attempts', scope: 'address' })
  })

  it('counts no successful login against the address, and clears the account after one', async () => {
    const clientIp = '10.4.0.1'
    const login = (password: string) => api('club.localhost', '/api/auth/login', { method: 'POST', body: { login: '1207', password }, clientIp })
    for (let i = 0; i < 4; i++) expect((await login('wrong')).status).toBe(401)
    for (let i = 0; i < 12; i++) expect((await login('Pins-Member-1207')).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login('wrong')).status).toBe(401)
    expect((await login('Pins-Member-1207')).status).toBe(200)
  })
})

describe('e-mail availability', () => {
  it('answers one address 30 checks in ten minutes, then 429 with the wait', async () => {
    const check = (i: number, clientIp = '10.5.0.1') => api('lumiere.localhost', `/api/auth/checkemail/new.${i}%40example.com`, { clientIp })
    for (let i = 0; i < 30; i++) expect((await check(i)).status).toBe(200)
    const refused = await check(30)
    expect(refused.status).toBe(429)
    const { error, until } = JSON.parse(refused.body) as { error: string; until: string }
    expect(error).toBe(`Too many attempts. Please try again at ${venueTime(until)}.`)
    expect((await check(30, '10.5.0.2')).status).toBe(200)
  })
})

describe('logout', () => {
  afterEach(clearFaults)

  async function logoutOfNewSession() {
    const login = await api('lumiere.localhost', '/api/auth/login', { method: 'POST', body: CAMILLE })
    expect(login.status, login.body).toBe(200)
    const token = /^customer-access-token=([^;]+)/.exec(sessionCookieOf(login)!)![1]!
    const logout = await api('lumiere.localhost', '/api/auth/logout', { method: 'POST', body: {}, cookie: `customer-access-token=${token}` })
    return { token, logout }
  }

  const expectSessionCleared = (logout: Answer) => {
    expect(logout.status).toBe(204)
    for (const name of ['customer-access-token', 'customer-anonymous-id', 'clickandcollect-origin']) {
      expect(logout.setCookies.find((cookie) => cookie.startsWith(`${name}=`)), name).toMatch(/Max-Age=0/)
    }
  }

  it('clears the session cookies, and the venue forgets the token', async () => {
    const { token, logout } = await logoutOfNewSession()
    expectSessionCleared(logout)
    // The venue is told behind the answer.
    await expect.poll(async () => (await api('lumiere.localhost', '/api/customer', { cookie: `customer-access-token=${token}` })).status).toBe(401)
  })

  it('clears the session cookies when the venue fails to forget the token', async () => {
    await addFault({ match: '/venues/lumiere/api/logout', status: 500 })
    expectSessionCleared((await logoutOfNewSession()).logout)
  })

  it('clears the session cookies without waiting for a venue that takes a minute', async () => {
    // Longer than the request waits for any answer (30 s): a Worker waiting for the venue would not answer in time.
    await addFault({ match: '/venues/lumiere/api/logout', delay_ms: 60_000 })
    expectSessionCleared((await logoutOfNewSession()).logout)
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

describe('password-reset mails (decision 073)', () => {
  const forgot = (email: string, clientIp: string, cookie?: string) => api('lumiere.localhost', '/api/auth/forgot', { method: 'POST', body: { email }, clientIp, cookie })
  const mailsTo = async (address: string) => ((await (await fetch(`${originUrl()}/__sandbox/mails?to=${encodeURIComponent(address)}`)).json()) as unknown[]).length

  it('sends one e-mail at most three mails an hour, however many clients ask, and answers each the same as an unknown e-mail', async () => {
    const address = 'pieter.janssens@example.com'
    const before = await mailsTo(address)
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await forgot(address, `10.7.${i}.1`))
    const unknown = await forgot('nobody.here@example.com', '10.7.99.1')
    for (const answer of [...answers, unknown]) expect([answer.status, answer.body]).toEqual([200, '{}'])
    expect((await mailsTo(address)) - before).toBe(3)
  })

  it('tells one client asking again and again to wait, whatever the e-mails, and only that client', async () => {
    const cookie = await newVisitor('lumiere.localhost', { 'cf-connecting-ip': '10.7.100.1' })
    for (let i = 0; i < 5; i++) expect((await forgot(`forgetful.${i}@example.com`, '10.7.100.1', cookie)).status).toBe(200)
    const refused = await forgot('forgetful.5@example.com', '10.7.100.1', cookie)
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ limit: 'attempts', scope: 'visitor' })
    expect((await forgot('forgetful.5@example.com', '10.7.100.2')).status).toBe(200)
  })
})

describe('the reset-password link', () => {
  it("is built from the venue's own address, never from the request's Host header", async () => {
    const { port } = new URL(appUrl())
    const address = 'camille.dubois@example.com'
    const forgot = await venueRequest(appUrl(), 'lumiere.localhost', '/api/auth/forgot', {
      method: 'POST',
      // The Host a client chose: another port (the browser-side address is lumiere.localhost:<port>).
      headers: { ...BROWSER_HEADERS, host: 'lumiere.localhost:6666', 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ email: address }),
    })
    expect(forgot.status, forgot.body).toBe(200)
    const mails = (await (await fetch(`${originUrl()}/__sandbox/mails?to=${encodeURIComponent(address)}`)).json()) as { link: string | null }[]
    expect(mails[0]?.link).toMatch(new RegExp(`^http://lumiere\\.localhost:${port}/en/customer/validatetoken\\b`))
  })
})
