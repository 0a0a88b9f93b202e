// A venue put on its own hostname is served as soon as the platform knows the host: no redeploy, no
// restart (docs/operating.md, "Venues on their own hostnames"). A host asked for before the platform
// knew it is remembered as unknown by the isolate for UNKNOWN_HOST_SECONDS (a minute by default;
// server/venue/venue-cache.ts), so the order that serves at once is: the platform's record first, then
// the hostname. An app of its own, with that memory at 10 s, so the cap on look-ups of unknown hosts is
// not shared with other files and the wait is short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HealthAnswer } from '../../common/health'
import { addVenueHost, BROWSER_HEADERS, clearVenueHosts, originUrl, productCardCount, sleep, venueRequest, visibleHtml } from './helpers'
import { startOwnApp } from './own-app'

// How long an isolate of this app remembers a host the platform did not know (UNKNOWN_HOST_SECONDS).
const UNKNOWN_REMEMBERED_MS = 10_000
let app: { url: string; stop: () => Promise<void> }

beforeAll(async () => {
  app = await startOwnApp('venue-hostnames', { platformUrl: originUrl(), vars: { UNKNOWN_HOST_SECONDS: String(UNKNOWN_REMEMBERED_MS / 1000) } })
}, 60_000)

afterAll(async () => {
  await clearVenueHosts()
  await app?.stop()
})

const run = Date.now().toString(36)
const menu = (host: string) => venueRequest(app.url, host, '/en', { headers: BROWSER_HEADERS })
// The page's title and products: the venue's menu as its seeded host shows it.
const sameVenue = (page: string, seeded: string) => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return title(page) !== undefined && title(page) === title(seeded) && productCardCount(page) === productCardCount(seeded)
}
// The Worker version that answers: a new id each time the app starts, so an unchanged id is no restart.
const versionId = async () => (JSON.parse((await venueRequest(app.url, '127.0.0.1', '/healthz')).body) as HealthAnswer).version?.id

describe("the sandbox platform's hostnames", () => {
  const post = (body: unknown) =>
    fetch(`${originUrl()}/__sandbox/venue-hosts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('refuses a host that is already a venue\'s, an unknown venue and a malformed host', async () => {
    expect((await post({ host: 'lumiere.localhost', venue: 'halles' })).status).toBe(409)
    expect((await post({ host: `nowhere-${run}.example`, venue: 'nowhere' })).status).toBe(404)
    expect((await post({ host: 'not a host', venue: 'lumiere' })).status).toBe(400)
  })
})

describe('a venue on a hostname of its own', () => {
  it('is served at once when the platform knows the host before the first diner comes', async () => {
    const host = `brasserie-${run}.example`
    await addVenueHost(host, 'lumiere')
    const answer = await menu(host)
    expect(answer.status).toBe(200)
    expect(productCardCount(answer.body)).toBeGreaterThan(0)
    expect(sameVenue(answer.body, (await menu('lumiere.localhost')).body)).toBe(true)
  })

  it(
    'answers "Unable to find host with url" until the platform knows the host, then serves its menu once the isolate forgets it asked, with no restart',
    async () => {
      const host = `halles-${run}.example`
      const version = await versionId()

      const before = await menu(host)
      const firstAsked = Date.now()
      expect(before.status).toBe(404)
      expect(visibleHtml(before.body)).toContain('Unable to find host with url')

      await addVenueHost(host, 'halles')
      // The isolate remembers that the host was unknown: the diner still gets the 404 for now.
      expect((await menu(host)).status).toBe(404)

      let served = await menu(host)
      while (served.status !== 200 && Date.now() - firstAsked < UNKNOWN_REMEMBERED_MS + 15_000) {
        await sleep(1_000)
        served = await menu(host)
      }
      const waited = Date.now() - firstAsked
      expect(served.status).toBe(200)
      expect(productCardCount(served.body)).toBeGreaterThan(0)
      expect(sameVenue(served.body, (await menu('halles.localhost')).body)).toBe(true)
      expect(waited).toBeGreaterThanOrEqual(UNKNOWN_REMEMBERED_MS - 1_000)
      expect(waited).toBeLessThan(UNKNOWN_REMEMBERED_MS + 15_000)
      expect(await versionId()).toBe(version)
    },
    UNKNOWN_REMEMBERED_MS + 30_000,
  )
})
