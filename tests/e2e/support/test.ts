import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'
export type { ConsoleMessage, Locator, Page } from '@playwright/test'

let journeys = 0

/**
 * Each journey is a diner of their own, from an address of their own: the Worker's attempt limits
 * (logins, slot holds) count per client address, which Cloudflare's edge names in CF-Connecting-IP.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    journeys += 1
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': `10.${testInfo.workerIndex % 256}.${(journeys >> 8) % 256}.${journeys % 256}` })
  },
})
