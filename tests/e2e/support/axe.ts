import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

// The accessibility check every journey uses: axe-core with the WCAG 2.2 A and AA rules (2.0, 2.1 and 2.2's own).

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core on the page as it is; only serious and critical violations fail, every node is reported. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await animationsSettled(page)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([])
}

/**
 * Popups fade and slide in (about 0.2 s): colours measured mid-animation are not the ones a visitor
 * reads, so finite animations are awaited first (the endless spinner is left alone).
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
