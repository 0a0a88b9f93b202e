// A connection to the platform can be lost before any answer: the other side closed an idle pooled
// connection just as a request went out on it. Nothing was answered, so a read is tried once more on
// a new connection instead of giving the diner an error page. An app of its own, behind a proxy that
// cuts connections when told to.
import { connect, createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_HEADERS, originUrl, productCardCount, venueRequest, visibleHtml } from './helpers'
import { ownPort, startOwnApp } from './own-app'

const PROXY_PORT = ownPort('lost-connections-proxy')

let proxy: Server
let app: { url: string; stop: () => Promise<void> }
/** How many of the next requests to the platform lose their connection instead of being passed on. */
let toCut = 0
let cut = 0

beforeAll(async () => {
  const upstream = new URL(originUrl())
  proxy = createServer((client) => {
    const server = connect(Number(upstream.port), upstream.hostname)
    client.on('data', (chunk) => {
      if (toCut > 0) {
        toCut--
        cut++
        client.destroy()
        server.destroy()
        return
      }
      server.write(chunk)
    })
    server.pipe(client)
    client.on('error', () => server.destroy())
    server.on('error', () => client.destroy())
    client.on('close', () => server.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve))
  app = await startOwnApp('lost-connections', { platformUrl: `http://127.0.0.1:${PROXY_PORT}` })
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => proxy?.close(resolve))
})

const visit = (host: string) => venueRequest(app.url, host, '/en', { headers: BROWSER_HEADERS })

describe('a platform connection lost before any answer', () => {
  it('is tried once more: the first visit of a venue, its settings and menu not yet known, shows the menu', async () => {
    cut = 0
    toCut = 1
    const menu = await visit('lumiere.localhost')
    expect(cut).toBe(1)
    expect(menu.status).toBe(200)
    expect(productCardCount(menu.body)).toBe(45)
  })

  it('is tried once only: lost twice, the page says the venue cannot be reached, and the next visit is served', async () => {
    cut = 0
    toCut = 2
    const lost = await visit('halles.localhost')
    expect(cut).toBe(2)
    expect(lost.status).toBe(503)
    expect(visibleHtml(lost.body)).toContain('This venue cannot be reached right now')
    expect((await visit('halles.localhost')).status).toBe(200)
  })
})
