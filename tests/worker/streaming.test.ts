// A browser gets the page shell (header, loading screen) at once; the menu streams in when it is ready.
//
// NOTE: this test needs a menu the Worker has never cached, or the (stale) cache would answer at once. It
// uses Bar Central (halles, POS 203): keep POS 203 out of every other Worker test.
import { afterEach, describe, expect, it } from 'vitest'
import { addFault, clearFaults, productCardCount, streamedRequest } from './helpers'

// Below PLATFORM_TIMEOUT_MS (1.5 s): the items call is slow, not failed.
const ITEMS_DELAY_MS = 1_000

afterEach(clearFaults)

describe('streaming a menu page to a browser', () => {
  it('flushes the header and the loading screen first, and the product cards once the menu arrives', async () => {
    await addFault({ match: '/api/v4/items/CustomerWebApp/pos/203/', delay_ms: ITEMS_DELAY_MS })

    const { status, chunks, body } = await streamedRequest('halles.localhost', '/en?pos=203')
    expect(status).toBe(200)

    const firstCard = chunks.findIndex((chunk) => chunk.text.includes('class="product-card'))
    expect(firstCard, 'a chunk with product cards').toBeGreaterThan(0)
    const before = chunks.slice(0, firstCard).map((chunk) => chunk.text).join('')
    expect(before).toContain('class="site-header"')
    expect(before).toContain('class="loading-screen"')
    expect(before).toContain('Bar Central')
    expect(before).not.toContain('class="product-card')

    // The shell came at once; the cards waited for the slow platform call.
    const shellAt = chunks.find((chunk) => chunk.text.includes('class="site-header"'))!.at
    const cardsAt = chunks[firstCard]!.at
    expect(shellAt).toBeLessThan(ITEMS_DELAY_MS)
    expect(cardsAt - shellAt).toBeGreaterThanOrEqual(ITEMS_DELAY_MS * 0.6)

    expect(productCardCount(body)).toBeGreaterThan(0)
  })
})
