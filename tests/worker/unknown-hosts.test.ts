// Random hostnames (SPEC §8 'Unable to find host with url'): each unknown host costs at most one
// platform look-up a minute, and look-ups of hosts never seen as venues are capped for everyone. An app
// of its own, so its cap is not shared with the other files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BROWSER_HEADERS, callsTo, originUrl, platformCalls, venueRequest, visibleHtml } from './helpers'
import { startOwnApp } from './own-app'

const LOOKUPS_PER_MINUTE = 60
let app: { url: string; stop: () => Promise<void> }

beforeAll(async () => {
  app = await startOwnApp('unknown-hosts', { platformUrl: originUrl() })
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

const probe = `probe-${Date.now().toString(36)}`
const visit = (host: string) => venueRequest(app.url, host, '/en', { headers: BROWSER_HEADERS })
const lookUps = async () => callsTo(await platformCalls(), `/api/v4/pos/url/${probe}`)

describe('a flood of unknown hosts', () => {
  it(`asks the platform about ${LOOKUPS_PER_MINUTE} of 100 new hosts a minute, answers every one as unknown, and keeps serving venues`, async () => {
    expect((await visit('lumiere.localhost')).status).toBe(200)
    for (let i = 0; i < 100; i++) {
      const answer = await visit(`${probe}-${i}.example`)
      expect(answer.status).toBe(404)
      expect(visibleHtml(answer.body)).toContain('Unable to find host with url')
    }
    // Lumière's first visit to this new app took one look-up of the minute's.
    expect(await lookUps()).toBe(LOOKUPS_PER_MINUTE - 1)
    // Hosts already found unknown are remembered: asking again costs nothing.
    for (let i = 0; i < 20; i++) await visit(`${probe}-${i}.example`)
    expect(await lookUps()).toBe(LOOKUPS_PER_MINUTE - 1)
    expect((await visit('lumiere.localhost')).status).toBe(200)
  })
})
