// How long a read may take, by who waits for it (decision 025). A page's first byte never waits
// long: the menu and every page's own reads keep a short budget. A read of the diner's own data that
// the screen asks for itself waits as long as the venue's own agents do, and the screen says so.

/** What one page request may spend on upstream reads in all, so its first byte comes within 3 s. */
export const PAGE_READ_TIMEOUT_MS = 2_500

/** SPEC §7 (HTTP timeout 60000 ms): how long the Worker waits for the venue on what the diner waits for. */
export const DINER_READ_TIMEOUT_MS = 60_000

/** The browser's own end to any read of the Worker's: the Worker answers by its longest budget, plus the way there and back. */
export const BROWSER_READ_LIMIT_MS = DINER_READ_TIMEOUT_MS + 5_000

/** A screen still waiting for the venue after this long says so. */
export const STILL_LOADING_AFTER_MS = 3_000

/**
 * The Worker's /api reads of the diner's own data, as its routes name them: their profile and
 * addresses (and the countries the address form offers), their orders, one order by its id (and its
 * live status) or by the payment provider's return, their balance, its history and refund quote, their tickets and
 * invoices. The diner asked for these and has nothing else to look at meanwhile.
 */
export const DINER_READS = [
  '/customer',
  '/customer/countries',
  '/customer/orders',
  '/order/:uid',
  // Its live status: the socket opens once the venue confirmed the order (server/routes/order-live.ts).
  '/order/:uid/live',
  '/order-from-payment/:info',
  '/credit',
  '/credit/history',
  '/credit/refund',
  '/documents/:type',
  '/documents/:type/:id',
] as const

export type DinerRead = (typeof DINER_READS)[number]

// Each route as a test of a path (a :name stands for one segment), made on first use: the browser,
// which takes only the timings above, then carries nothing of the list.
let patterns: RegExp[] | undefined

/** Whether a GET of this path under /api (without the /api) is a read the diner waits for. */
export function isDinerRead(apiPath: string): boolean {
  patterns ??= DINER_READS.map((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`))
  return patterns.some((pattern) => pattern.test(apiPath))
}
