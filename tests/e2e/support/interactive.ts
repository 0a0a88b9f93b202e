import { expect, type Page } from '@playwright/test'

/**
 * Resolves once the page is interactive: hydrated, with what the device keeps (the cart, the order)
 * read, and the taps made before handed over (client/early-taps.ts). Pages that arrive whole
 * show their content before that; what they do on their own once hydrated (clear a paid order's
 * cart, fill in the stored choices) is done by then.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as { __replayEarlyTaps?: unknown }).__replayEarlyTaps === undefined), { message: 'the page is interactive' })
    .toBe(true)
}
