import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failureOf } from '../../../stores/api-failure'
import { formRules } from '../../../components/ui/form-rules'

// A form's rules fetched when it first needs them: once for every form that asks, again after a
// failure, which the form says as a failed network.

const CHUNK = 'http://lumiere.localhost/assets/chunks/chunk-AbC123.js'

let reloads: number
let chunkOnServer: boolean

beforeEach(() => {
  reloads = 0
  chunkOnServer = true
  const stored = new Map<string, string>()
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) })
  vi.stubGlobal('location', { href: 'http://lumiere.localhost/en/customer/login', reload: () => void (reloads += 1) })
  vi.stubGlobal('fetch', async () => new Response(null, { status: chunkOnServer ? 200 : 404 }))
})

afterEach(() => vi.unstubAllGlobals())

const lost = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))

describe('form rules', () => {
  it('are fetched once, whoever asks, and known once come', async () => {
    let fetched = 0
    const rules = formRules(async () => ({ fetched: ++fetched }))
    expect(rules.loaded()).toBeUndefined()
    const [first, second] = await Promise.all([rules.load(), rules.load()])
    expect(second).toBe(first)
    expect(rules.loaded()).toBe(first)
    expect(fetched).toBe(1)
  })

  it('that failed to come are a network failure to the form, and are asked for again at the next submit', async () => {
    let attempts = 0
    const rules = formRules(() => (++attempts === 1 ? lost() : Promise.resolve('rules')))
    const failure = await rules.load().catch((error: unknown) => error)
    expect(failureOf(failure).reason).toBe('offline')
    expect(rules.loaded()).toBeUndefined()
    expect(await rules.load()).toBe('rules')
    expect(attempts).toBe(2)
    expect(reloads).toBe(0)
  })

  it('asked for ahead of a submit are fetched once, and a failure then is left to the submit to say', async () => {
    let attempts = 0
    const rules = formRules(() => (++attempts === 1 ? lost() : Promise.resolve('rules')))
    rules.prefetch()
    rules.prefetch()
    await expect(rules.load()).rejects.toThrow()
    expect(attempts).toBe(1)
    expect(await rules.load()).toBe('rules')
  })

  it('that a deploy took away reload the page, once', async () => {
    chunkOnServer = false
    const rules = formRules(lost)
    await expect(rules.load()).rejects.toThrow()
    await expect(rules.load()).rejects.toThrow()
    expect(reloads).toBe(1)
  })
})
