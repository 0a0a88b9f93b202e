// Errors reported to the tracker (server/tracker/): an app of its own whose SENTRY_DSN points at a
// loopback server standing in for Sentry's envelope endpoint. A failure the Worker answers 5xx reaches
// it as an event with its type, message, stack and request id, and nothing personal: no token, cookie,
// e-mail, password, voucher code or query string, though the request carried all of them.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Running } from '../../scripts/stack.mjs'
import { addFault, BROWSER_HEADERS, clearFaults, newVisitor, originUrl, venueRequest } from './helpers'
import { startOwnApp } from './own-app'

const LUMIERE = 'lumiere.localhost'
const PUBLIC_KEY = 'f00dfacecafe4b1d'
const PROJECT = '42'

const CAMILLE = { email: 'camille.dubois@example.com', password: 'Lumiere-2025!', token: 'demo-token-camille' }
const VOUCHER = 'LUM-GIFT-2025'

type Received = { path: string; headers: IncomingHttpHeaders; body: string }
type SentryEvent = {
  event_id: string
  level: string
  transaction: string
  tags: Record<string, string>
  request: { method: string; url: string }
  exception: { values: { type: string; value: string; stacktrace?: { frames: { function?: string; filename: string }[] } }[] }
}

const received: Received[] = []
/** The app's log lines, as its process writes them. */
const lines: string[] = []
let tracker: Server
let app: Running
let visitorCookie = ''

/** The envelope's event: a header line, an item header line, then the event. */
function eventOf({ body }: Received): SentryEvent {
  const [header, item, payload] = body.split('\n')
  expect(JSON.parse(header!)).toMatchObject({ dsn: expect.stringContaining(PUBLIC_KEY) })
  expect(JSON.parse(item!)).toMatchObject({ type: 'event', content_type: 'application/json' })
  return JSON.parse(payload!) as SentryEvent
}

async function reportFor(requestId: string, timeoutMs = 5_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const report = received.find((entry) => entry.body.includes(`"request_id":"${requestId}"`))
    if (report || Date.now() > deadline) return report!
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  tracker = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}')
    })
  })
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve))
  const { port } = tracker.address() as AddressInfo
  app = await startOwnApp('tracker', {
    platformUrl: originUrl(),
    vars: { SENTRY_DSN: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT}` },
    onLine: (_label: string, line: string) => void lines.push(line),
  })
  visitorCookie = await newVisitor(LUMIERE, {}, app.url)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => tracker?.close(resolve))
})

afterEach(clearFaults)

/** Everything a report must never carry, though the requests below send all of it. */
const personal = () => [CAMILLE.email, CAMILLE.password, CAMILLE.token, VOUCHER, visitorCookie.split('=')[1]!, 'customer-access-token', 'visitor-id', 'email=']

describe('the error tracker', () => {
  it('receives a venue failure answered 502, with its stack and request id, without the token, cookie, code or query the request carried', async () => {
    await addFault({ match: '/venues/lumiere/api/voucher', status: 500 })
    const response = await venueRequest(app.url, LUMIERE, `/api/voucher/${VOUCHER}?email=${encodeURIComponent(CAMILLE.email)}`, {
      headers: { ...BROWSER_HEADERS, accept: 'application/json', cookie: `customer-access-token=${CAMILLE.token}; ${visitorCookie}` },
    })
    expect(response.status, response.body).toBe(502)
    const requestId = String(response.headers['x-request-id'])
    const report = await reportFor(requestId)
    expect(report, 'no report reached the tracker').toBeTruthy()

    expect(report.path).toBe(`/api/${PROJECT}/envelope/`)
    expect(report.headers['content-type']).toBe('application/x-sentry-envelope')
    expect(report.headers['x-sentry-auth']).toContain(`sentry_key=${PUBLIC_KEY}`)
    const event = eventOf(report)
    expect(event).toMatchObject({
      level: 'error',
      transaction: 'GET /api/voucher/:code',
      tags: { request_id: requestId, host: LUMIERE, route: '/api/voucher/:code', status: '502' },
      request: { method: 'GET', url: `https://${LUMIERE}/api/voucher/:code` },
    })
    const [exception] = event.exception.values
    expect(exception).toMatchObject({ type: 'UpstreamError', value: 'venue /voucher/{}/{} failed: 500' })
    expect(exception!.stacktrace!.frames.length).toBeGreaterThan(0)
    for (const secret of personal()) expect(report.body).not.toContain(secret)
  })

  it('receives a failed login answered 502 without the e-mail or password of its body', async () => {
    await addFault({ match: '/venues/lumiere/api/login', status: 500 })
    const { port } = new URL(app.url)
    const response = await venueRequest(app.url, LUMIERE, '/api/auth/login', {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, accept: 'application/json', 'content-type': 'application/json', origin: `http://${LUMIERE}:${port}`, cookie: visitorCookie },
      body: JSON.stringify({ login: CAMILLE.email, password: CAMILLE.password }),
    })
    expect(response.status, response.body).toBe(502)
    const report = await reportFor(String(response.headers['x-request-id']))
    expect(report, 'no report reached the tracker').toBeTruthy()
    expect(eventOf(report)).toMatchObject({ transaction: 'POST /api/auth/login', exception: { values: [{ type: 'UpstreamError', value: 'venue /login failed: 500' }] } })
    for (const secret of personal()) expect(report.body).not.toContain(secret)
  })

  it("hears nothing of an inactive venue: its 'POS unavailable' is a notice line without a stack, for a hundred diners (decision 073)", async () => {
    const before = received.length
    const ids: string[] = []
    for (let index = 0; index < 100; index++) {
      const response = await venueRequest(app.url, 'ferme.localhost', '/api/slots/2/1/2026-12-20', { headers: { ...BROWSER_HEADERS, accept: 'application/json' } })
      expect(response.status).toBe(503)
      expect(JSON.parse(response.body)).toEqual({ error: 'POS unavailable' })
      ids.push(String(response.headers['x-request-id']))
    }
    const linesOf = (id: string) => lines.filter((line) => line.includes(`"requestId":"${id}"`)).map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
    // Each request's own line is written last: once all are there, everything of theirs was said.
    await expect.poll(() => ids.filter((id) => linesOf(id).some((line) => line.type === 'request')).length, { timeout: 10_000 }).toBe(ids.length)
    const said = ids.flatMap(linesOf)
    expect(said.filter((line) => line.type === 'error' || line.level === 'error')).toEqual([])
    expect(said.filter((line) => line.type === 'notice')).toHaveLength(100)
    expect(said.find((line) => line.type === 'notice')).toEqual({ type: 'notice', level: 'notice', requestId: ids[0], host: 'ferme.localhost', notice: 'POS unavailable' })
    expect(JSON.stringify(said)).not.toContain('stack')
    expect(received.length).toBe(before)
  }, 60_000)

  it('hears nothing of what is not a failure: a refusal the venue gives is no error', async () => {
    const before = received.length
    const response = await venueRequest(app.url, LUMIERE, '/api/voucher/NO-SUCH-CODE', { headers: { ...BROWSER_HEADERS, accept: 'application/json', cookie: visitorCookie } })
    expect(response.status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(received.length).toBe(before)
  })
})
