import { expect, test, type Page } from './support/test'

// The cards of a row line up: a long name takes its room below the picture, never above it.

/** For each row of cards (cards at the same height on screen), how far apart their pictures' tops are. */
function pictureOffsetsByRow(page: Page): Promise<number[]> {
  return page.locator('.product-grid').first().evaluate(() => {
    const rows = new Map<number, number[]>()
    for (const card of Array.from(document.querySelectorAll('.product-grid > .product-card'))) {
      const top = Math.round(card.getBoundingClientRect().top)
      const picture = card.querySelector('.product-image')?.getBoundingClientRect().top ?? top
      rows.set(top, [...(rows.get(top) ?? []), picture])
    }
    return [...rows.values()].map((tops) => Math.max(...tops) - Math.min(...tops))
  })
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`card pictures line up in every row whatever the names' length (${viewport.width} px)`, async ({ page, menu }) => {
    await page.setViewportSize(viewport)
    await menu.open('en')
    const offsets = await pictureOffsetsByRow(page)
    expect(offsets.length).toBeGreaterThan(3)
    expect(Math.max(...offsets)).toBeLessThanOrEqual(1)
  })
}
