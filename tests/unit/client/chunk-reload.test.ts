import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadIfChunkGone } from '../../../client/chunk-reload'

// A page whose code chunk failed to load: reloaded once when a deploy took the chunk away, never when
// the network only failed (the diner offline, or back while it loaded).

const CHUNK = 'http://lumiere.localhost/assets/chunks/chunk-AbC123.js'
const failure = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)

let reloads: number
let online: boolean
let server: (url: string) => Promise<Response>

beforeEach(() => {
  reloads = 0
  online = true
  const stored = new Map<string, string>()
  vi.stubGlobal('navigator', { get onLine() { return online } })
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) })
  vi.stubGlobal('location', { href: 'http://lumiere.localhost/en', reload: () => void (reloads += 1) })
  vi.stubGlobal('fetch', (url: string) => server(url))
})

afterEach(() => vi.unstubAllGlobals())

describe('a code chunk that failed to load', () => {
  it('reloads the page once when the server no longer has it', async () => {
    server = async () => new Response(null, { status: 404 })
    expect(await reloadIfChunkGone(failure)).toBe(true)
    expect(await reloadIfChunkGone(failure)).toBe(false)
    expect(reloads).toBe(1)
  })

  it('does not reload when the server still has it: the network failed, not the deploy', async () => {
    server = async (url) => (url === CHUNK ? new Response(null, { status: 200 }) : new Response(null, { status: 404 }))
    expect(await reloadIfChunkGone(failure)).toBe(false)
    server = async () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await reloadIfChunkGone(failure)).toBe(false)
    expect(reloads).toBe(0)
  })

  it("never reloads for a failure that is not a chunk's: Vite reports an API answer failing in a chain it wraps as well", async () => {
    server = async () => new Response(null, { status: 404 })
    expect(await reloadIfChunkGone(new Error('GET /api/menu/100/facts answered 503'))).toBe(false)
    expect(reloads).toBe(0)
  })

  it('never reloads offline', async () => {
    server = async () => new Response(null, { status: 404 })
    online = false
    expect(await reloadIfChunkGone(failure)).toBe(false)
    expect(reloads).toBe(0)
  })
})
