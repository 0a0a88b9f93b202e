// Request bodies the Worker does not use must not cost the next request on the same kept-alive
// connection (workerd drops a connection whose request body was left unread), and no handler ever
// parses an unbounded body.
import { Agent, request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { appUrl, venueRequest } from './helpers'

const HOST = 'lumiere.localhost'
// One socket: every request after the first reuses the connection the previous answer left.
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
afterAll(() => agent.destroy())

// What the venue's own page sends: the API refuses a write from any other origin (403).
const json = () => ({ 'content-type': 'application/json', origin: `http://${HOST}:${new URL(appUrl()).port}` })

async function outcome(promise: Promise<{ status: number }>): Promise<string> {
  try {
    return String((await promise).status)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'error'
  }
}

describe('a kept-alive connection', () => {
  const refusals = [
    ['an unknown /api path (404)', '/api/nothing-here'],
    ['a call that needs a login, refused before its body is read (401)', '/api/credit'],
    ['a page that does not exist (404)', '/en/nothing-here'],
  ] as const

  for (const [what, path] of refusals) {
    for (const size of [10, 8 * 1024]) {
      it(`serves the next request after a POST of ${size} bytes to ${what}`, async () => {
        const seen: string[] = []
        for (let i = 0; i < 10; i++) {
          seen.push(await outcome(venueRequest(appUrl(), HOST, path, { method: 'POST', headers: json(), body: 'x'.repeat(size), agent })))
          seen.push(await outcome(venueRequest(appUrl(), HOST, '/api/menu/100', { headers: { 'x-locale': 'en' }, agent })))
        }
        const next = seen.filter((_, index) => index % 2 === 1)
        expect(next).toEqual(Array(10).fill('200'))
        expect(new Set(seen.filter((_, index) => index % 2 === 0)).size).toBe(1)
      })
    }
  }
})

describe('request bodies of the API', () => {
  it('refuses a JSON body over 64 KB with 413 before reading it, and keeps the connection usable', async () => {
    const big = JSON.stringify({ login: 'x'.repeat(70 * 1024), password: 'y' })
    const refused = await venueRequest(appUrl(), HOST, '/api/auth/login', { method: 'POST', headers: json(), body: big, agent })
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body)).toEqual({ error: 'Request body too large' })
    expect((await venueRequest(appUrl(), HOST, '/api/menu/100', { agent })).status).toBe(200)
  })

  it('refuses 10 MB sent to logout with 413, and the next request on the connection is served', async () => {
    const refused = await venueRequest(appUrl(), HOST, '/api/auth/logout', { method: 'POST', headers: json(), body: Buffer.alloc(10 * 1024 * 1024, 'x'), agent })
    expect(refused.status).toBe(413)
    expect((await venueRequest(appUrl(), HOST, '/api/menu/100', { agent })).status).toBe(200)
  })

  it('asks for a length (411) when a body comes without one', async () => {
    const { port } = new URL(appUrl())
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/auth/logout', method: 'POST', headers: { host: `${HOST}:${port}`, ...json() } },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      // Written without a Content-Length: Node sends it chunked.
      req.write('{}')
      req.end()
    })
    expect(status).toBe(411)
  })
})
