// A menu the edge has goes out with the page shell, in one go; one it has not yet streams in behind a
// fallback. The page's code starts after the first screen is painted.
//
// NOTE: the streaming test needs a menu the Worker has never cached, or the (stale) cache would answer at once. It
// uses Bar Central (halles, POS 203): keep POS 203 out of every other Worker test.
import { afterEach, describe, expect, it } from 'vitest'
import { addFault, clearFaults, page, productCardCount, streamedRequest, visibleHtml, warmMenus } from './helpers'

// Below PLATFORM_TIMEOUT_MS (1.5 s): the items call is slow, not failed.
const ITEMS_DELAY_MS = 1_000

afterEach(clearFaults)

describe('a menu the edge already has', () => {
  it('is in the page as it is sent: no fallback, nothing streamed after the shell', async () => {
    await warmMenus([['lumiere.localhost', '/en']])
    const { body } = await page('lumiere.localhost', '/en')
    expect(productCardCount(body)).toBe(45)
    expect(visibleHtml(body)).not.toContain('class="loading-screen"')
    expect(body).not.toContain('$RC(')
  })

  it('announces the first screen\'s images early and lets the others load lazily', async () => {
    const { body } = await page('lumiere.localhost', '/en')
    const preloaded = [...body.matchAll(/<link rel="preload" as="image" href="(\/demo-images\/[^"]+)" fetchPriority="high"/g)].map((m) => m[1])
    expect(preloaded).toEqual(['/demo-images/formule-midi.svg', '/demo-images/menu-burger.svg', '/demo-images/menu-enfant.svg', '/demo-images/croquettes-fromage.svg'])
    const images = [...visibleHtml(body).matchAll(/<img class="product-image"[^>]*>/g)].map((m) => m[0])
    expect(images.slice(0, 4).every((img) => img.includes('loading="eager"'))).toBe(true)
    expect(images.slice(4).every((img) => img.includes('loading="lazy"'))).toBe(true)
  })

  it('starts the page\'s code after the first screen is painted, under the page\'s nonce', async () => {
    const { body, headers } = await page('lumiere.localhost', '/en')
    const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
    expect(body).not.toContain('rel="modulepreload"')
    const loader = [...body.matchAll(/<script type="module" nonce="([^"]+)">([\s\S]*?)<\/script>/g)]
    expect(loader).toHaveLength(1)
    expect(loader[0]![1]).toBe(nonce)
    expect(loader[0]![2]).toContain('requestAnimationFrame')
    expect(loader[0]![2]).toMatch(/import\("\/assets\/entries\//)
  })
})

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
