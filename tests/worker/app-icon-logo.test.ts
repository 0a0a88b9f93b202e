// The venue's logo goes into its app icon's markup as a data URL, with the picture type the platform
// names. A platform answering with a Content-Type that carries markup must not put it into the icon.
// An app of its own, whose platform is the sandbox behind a proxy that changes a logo's Content-Type.
import { createServer, request, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Running } from '../../scripts/stack.mjs'
import { originUrl, venueRequest } from './helpers'
import { ownPort, startOwnApp } from './own-app'

const PROXY_PORT = ownPort('app-icon-logo-proxy')
const INJECTED = '<script>alert(1)</script>'

/** The Content-Type the proxy gives each logo path instead of the platform's. */
const logoTypes = new Map<string, string>()
let proxy: Server
let app: Running

beforeAll(async () => {
  const upstream = new URL(originUrl())
  proxy = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const type = logoTypes.get(incoming.url ?? '')
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...(type ? { 'content-type': type } : {}) })
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', resolve))
  app = await startOwnApp('app-icon-logo', { platformUrl: `http://127.0.0.1:${PROXY_PORT}` })
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => proxy?.close(resolve))
})

const icon = async (host: string) => (await venueRequest(app.url, host, '/app-icon.svg')).body

describe('an app icon made from a logo served with a hostile Content-Type', () => {
  it('leaves out a logo whose type is no picture type it knows, and draws the initial', async () => {
    // Le Comptoir's logo (POS 300), its type closing the attribute it is placed in.
    logoTypes.set('/POS/300/logo.svg', `image/svg+xml"/>${INJECTED}<image href="x`)
    const svg = await icon('comptoir.localhost')
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<image')
    expect(svg).toMatch(/<text [^>]*>L<\/text><\/svg>$/)
  })

  it('carries a logo of a known type under that type alone, without what the header added', async () => {
    // Les Halles' logo (POS 200): a known type, markup in its parameters.
    logoTypes.set('/POS/200/logo.svg', `image/svg+xml; x="">${INJECTED}`)
    const svg = await icon('halles.localhost')
    expect(svg).not.toContain('<script')
    expect(svg).toMatch(/<image href="data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*" x=/)
  })
})
