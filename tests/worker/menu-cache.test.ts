// The menu bundle of a point of sale is cached: fresh for MENU_TTL_SECONDS (2 s in these tests), then
// served stale while it refreshes in the background, and served stale whenever the platform fails.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_READ_TIMEOUT_MS } from '../../common/read-budgets'
import {
  addFault,
  appUrl,
  callsTo,
  clearFaults,
  page,
  platformCalls,
  productCardCount,
  resetCalls,
  sleep,
  venueRequest,
  waitForCall,
  waitForQuietPlatform,
  warmMenus,
} from './helpers'

const MENU_TTL_MS = 2_000
const ITEMS_CALL = '/api/v4/items/CustomerWebApp/pos/100/'

/**
 * Lumière's menu is in the cache and older than its freshness. The warm-up request may itself start a
 * background refresh (≈ 70 platform calls); it must be over before the freshness clock can run out.
 */
async function lumiereMenuGoneStale() {
  const warm = await page('lumiere.localhost', '/en')
  expect(warm.status).toBe(200)
  expect(productCardCount(warm.body)).toBe(45)
  await waitForQuietPlatform(500)
  await sleep(MENU_TTL_MS + 700)
}

async function timedPage(host: string, path: string) {
  const start = Date.now()
  const response = await page(host, path)
  return { response, ms: Date.now() - start }
}

beforeAll(() => warmMenus([['lumiere.localhost', '/en']]))
afterEach(clearFaults)

describe('a cached menu', () => {
  it('is served without any platform call while it is fresh', async () => {
    await lumiereMenuGoneStale()
    // The first request serves the stale copy and refreshes it in the background; once the refresh has
    // landed, a request within the freshness asks the platform nothing. (A refresh a busy machine lets
    // time out is retried by the next request, hence a few rounds.)
    const totals: number[] = []
    for (let round = 0; round < 4 && totals.at(-1) !== 0; round++) {
      await resetCalls()
      const response = await page('lumiere.localhost', '/en')
      expect(productCardCount(response.body)).toBe(45)
      await sleep(300)
      totals.push((await platformCalls()).total)
      if (totals.at(-1) !== 0) await waitForQuietPlatform(400)
    }
    expect(totals[0], 'the stale request refreshes').toBeGreaterThan(0)
    expect(totals.at(-1), `platform calls per round: ${totals.join(', ')}`).toBe(0)
  })

  it('is still shown with all 45 products when the platform answers 500', async () => {
    await lumiereMenuGoneStale()
    await addFault({ match: '/api/v4/items', status: 500 })
    await resetCalls()

    for (const attempt of [1, 2]) {
      const response = await page('lumiere.localhost', '/en')
      expect(response.status, `request ${attempt}`).toBe(200)
      expect(productCardCount(response.body), `request ${attempt}`).toBe(45)
    }
    // The Worker did try to refresh (and failed), yet the visitor never noticed.
    expect(callsTo(await waitForCall(ITEMS_CALL), ITEMS_CALL)).toBeGreaterThan(0)
  })

  it('is still served by the menu API when the platform answers 500', async () => {
    await lumiereMenuGoneStale()
    await addFault({ match: '/api/v4/items', status: 500 })

    const response = await venueRequest(appUrl(), 'lumiere.localhost', '/api/menu/100')
    expect(response.status).toBe(200)
    expect((JSON.parse(response.body) as { products: unknown[] }).products).toHaveLength(45)
  })

  it('is shown at once, without waiting for a platform that times out', async () => {
    await lumiereMenuGoneStale()
    await addFault({ match: '/api/v4/items', delay_ms: 5_000 })

    for (const attempt of [1, 2]) {
      const { response, ms } = await timedPage('lumiere.localhost', '/en')
      expect(response.status, `request ${attempt}`).toBe(200)
      expect(productCardCount(response.body), `request ${attempt}`).toBe(45)
      // Well before the 5 s delay, and even before the Worker's own platform timeout.
      expect(ms, `request ${attempt}`).toBeLessThan(PAGE_READ_TIMEOUT_MS)
    }
    // Let the timed-out background refresh end before the next test.
    await sleep(PAGE_READ_TIMEOUT_MS + 200)
  })

  it('is refreshed from the platform once it is stale and the platform answers again', async () => {
    await lumiereMenuGoneStale()
    await resetCalls()

    const { response, ms } = await timedPage('lumiere.localhost', '/en')
    expect(response.status).toBe(200)
    expect(productCardCount(response.body)).toBe(45)
    expect(ms).toBeLessThan(PAGE_READ_TIMEOUT_MS)
    // The refresh happens in the background, after the answer.
    const calls = await waitForCall(ITEMS_CALL)
    expect(callsTo(calls, ITEMS_CALL)).toBe(1)
  })
})
