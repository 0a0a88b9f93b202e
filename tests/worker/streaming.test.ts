// A menu the edge has goes out with the page shell, in one go; one it has not yet streams in behind a
// fallback. The page's code starts after the first screen is painted.
//
// NOTE: the streaming test needs a menu the Worker has never cached, or the (stale) cache would answer at once. It
// uses Bar Central (halles, POS 203): keep POS 203 out of every other Worker test.
import { afterEach, describe, expect, it } from 'vitest'
import { addFault, clearFaults, page, productCardCount, streamedRequest, visibleHtml, warmMenus } from './helpers'

// Well below a page's read budget (2.5 s, common/read-budgets.ts): the items call is slow, not failed.
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

  it('evaluates the preloaded chunks one per task, each after the chunks it imports, React DOM apart from the components', async () => {
    const { body } = await page('lumiere.localhost', '/en')
    const loader = /<script type="module" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(body)![1]!
    const preloaded: string[] = JSON.parse(/for\(const h of (\[[^\]]*\])\)\{const l=/.exec(loader)![1]!)
    const stages: string[] = JSON.parse(/const stages=(\[[^\]]*\]);/.exec(loader)![1]!)
    expect(stages.length).toBeGreaterThan(3)
    expect([...stages].sort()).toEqual([...preloaded].sort())

    const code = new Map<string, string>()
    for (const chunk of stages) code.set(chunk, (await page('lumiere.localhost', chunk)).body)
    stages.forEach((chunk, index) => {
      const imported = [...code.get(chunk)!.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, `http://x${chunk}`).pathname)
      for (const dependency of imported) expect(stages.indexOf(dependency), `${dependency} before ${chunk}`).toBeLessThan(index)
    })
    // React DOM (its root marker) in a chunk without the page's own code or vike-react's.
    const reactDom = stages.filter((chunk) => code.get(chunk)!.includes('__reactContainer$'))
    expect(reactDom).toHaveLength(1)
    expect(code.get(reactDom[0]!)).not.toMatch(/product-card|region-hydrated|vike-react/)
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
