// Shared helpers of the Worker tests: the sandbox origin's control API, raw HTTP to the app, HTML reading.
import { request } from 'node:http'
import { inject } from 'vitest'
import { BROWSER_HEADERS, venueRequest, type VenueResponse } from '../support/venue-http'
import { loopbackAgent } from '../../scripts/loopback-agent.mjs'

export { BROWSER_HEADERS, venueRequest, type VenueResponse }

/** The stack of this vitest worker (tests/worker/global-setup.ts): no two files running at once have the same. */
const stack = () => {
  const stacks = inject('stacks')
  return stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length]!
}
export const appUrl = () => stack().appUrl
export const originUrl = () => stack().originUrl

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------------
// The sandbox origin's control API (origin/README.md, `/__sandbox`).

export type Calls = { total: number; byPath: Record<string, number> }
export type Fault = { match: string; status?: number; delay_ms?: number }

async function sandbox(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${originUrl()}/__sandbox${path}`, init)
  if (!response.ok) throw new Error(`sandbox ${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response
}

export const resetCalls = async () => void (await sandbox('/calls', { method: 'DELETE' }))
export const platformCalls = async () => (await (await sandbox('/calls')).json()) as Calls
export const clearFaults = async () => void (await sandbox('/faults', { method: 'DELETE' }))
export const issuedTokens = async () =>
  ((await (await sandbox('/tokens')).json()) as { token: string; expires_at: number }[]).map((row) => row.token)

export async function addFault(fault: Fault): Promise<void> {
  await sandbox('/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
}

/** The platform learns one more hostname for a demo venue (`lumiere`, `halles`, …), as for a venue's own domain. */
export async function addVenueHost(host: string, venue: string): Promise<void> {
  await sandbox('/venue-hosts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ host, venue }) })
}
export const clearVenueHosts = async () => void (await sandbox('/venue-hosts', { method: 'DELETE' }))

/** Number of platform calls whose path starts with `prefix`. */
export const callsTo = (calls: Calls, prefix: string) =>
  Object.entries(calls.byPath)
    .filter(([path]) => path.startsWith(prefix))
    .reduce((sum, [, n]) => sum + n, 0)

/** Polls the call counter until `prefix` was called at least once (background work), or gives up. */
export async function waitForCall(prefix: string, timeoutMs = 4_000): Promise<Calls> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const calls = await platformCalls()
    if (callsTo(calls, prefix) > 0 || Date.now() > deadline) return calls
    await sleep(100)
  }
}

/** Polls the call counter until it stops growing for `quietMs` (a background refresh has finished). */
export async function waitForQuietPlatform(quietMs = 300, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = (await platformCalls()).total
  let since = Date.now()
  while (Date.now() < deadline) {
    await sleep(50)
    const now = (await platformCalls()).total
    if (now !== last) {
      last = now
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
  }
}

// ---------------------------------------------------------------------------------------------------
// Requests to the app.

/** A page of a venue as a browser asks for it (the app streams only to browsers). */
export const page = (host: string, path: string, headers: Record<string, string> = {}) =>
  venueRequest(appUrl(), host, path, { headers: { ...BROWSER_HEADERS, ...headers } })

export type RawResponse = { status: number; statusLine: string; rawHeaders: string[]; body: string }

/** Everything a browser receives: status line, every header as sent, and the body. */
export function rawRequest(host: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { port } = new URL(appUrl())
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: loopbackAgent, headers: { host: `${host}:${port}`, ...BROWSER_HEADERS, ...headers } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusLine: `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage ?? ''}`,
            rawHeaders: res.rawHeaders,
            body,
          }),
        )
      },
    )
    req.setTimeout(20_000, () => req.destroy(new Error(`${host}${path} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

export type TimedChunk = { at: number; text: string }

/** A response read as a stream: each chunk with the milliseconds since the request was sent. */
export function streamedRequest(
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; chunks: TimedChunk[]; body: string }> {
  const { port } = new URL(appUrl())
  return new Promise((resolve, reject) => {
    const start = Date.now()
    const chunks: TimedChunk[] = []
    const req = request(
      { host: '127.0.0.1', port, path, agent: loopbackAgent, headers: { host: `${host}:${port}`, ...BROWSER_HEADERS, ...headers } },
      (res) => {
        res.setEncoding('utf8')
        res.on('data', (text: string) => chunks.push({ at: Date.now() - start, text }))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks, body: chunks.map((c) => c.text).join('') }))
      },
    )
    req.setTimeout(20_000, () => req.destroy(new Error(`${host}${path} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

/** A header of a venueRequest answer as one string (Set-Cookie may come as a list). */
export const header = (response: VenueResponse, name: string): string => {
  const value = response.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join('\n') : (value ?? '')
}

/**
 * Makes sure the menus of these pages are in the Worker's cache (a precondition of tests about what the
 * cached menu shows). A cold load makes ~70 platform calls under a 2.5 s budget, which a busy machine can
 * miss; the cached copy is then served whatever the platform does, so retry until the menu is shown.
 */
export async function warmMenus(pages: [host: string, path: string][], timeoutMs = 30_000): Promise<void> {
  for (const [host, path] of pages) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const response = await page(host, path)
      if (response.status === 200 && productCardCount(response.body) > 0) break
      if (Date.now() > deadline) throw new Error(`the menu of ${host}${path} never loaded (status ${response.status})`)
      await sleep(500)
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading HTML.

/** The page without its script elements: what the visitor sees, not the JSON handed to the client. */
export const visibleHtml = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')

export const productCardCount = (html: string) => (visibleHtml(html).match(/class="product-card/g) ?? []).length

export const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Text contents of the elements matched by `pattern` (its first group), tags stripped and entities decoded. */
export const texts = (html: string, pattern: RegExp): string[] =>
  [...visibleHtml(html).matchAll(pattern)].map((match) => decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '').trim()))

export const headings = (html: string, level: 1 | 2 | 3) => texts(html, new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))

// ---------------------------------------------------------------------------------------------------
// Diners.

/** The `name=value` of a cookie an answer sets, or undefined. */
export const setCookie = (response: VenueResponse, name: string): string | undefined =>
  [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0]

/**
 * A new diner's visitor cookie (`visitor-id=…`, decision 022), as the app gives it with an API answer to
 * a browser that has none; what is held or paced per diner needs it.
 */
export async function newVisitor(host = 'lumiere.localhost', headers: Record<string, string> = {}, app = appUrl()): Promise<string> {
  const response = await venueRequest(app, host, '/api/messages/composition', { headers: { ...BROWSER_HEADERS, accept: 'application/json', ...headers } })
  const cookie = setCookie(response, 'visitor-id')
  if (!cookie) throw new Error(`no visitor cookie from ${host} (${response.status})`)
  return cookie
}

/** Every cookie an answer sets, as a browser sends them back (`a=1; b=2`). */
export const cookiesSetBy = (response: VenueResponse): string =>
  [response.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0]).join('; ')

/** An instant as the venue's clock shows it, HH:mm (Europe/Brussels): when a limit says to try again. */
export const venueTime = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant))

/** The HTTP status a refused WebSocket opening got: `opened` rejects with `refused: <status>`, as the sockets of these tests do. */
export async function refusedStatus(opened: Promise<void>): Promise<number> {
  const error = await opened.then(
    () => null,
    (reason: Error) => reason,
  )
  return Number(/refused: (\d+)/.exec(error?.message ?? '')?.[1])
}
