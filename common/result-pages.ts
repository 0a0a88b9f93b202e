// The pages an order comes back to once placed or paid (SPEC §2): its result, the wallet's result
// and a table's. The Worker names them to the venue as return addresses; the pages know them by path.

export const ORDER_RESULT_PATH = '/my-order'
export const WALLET_RESULT_PATH = '/wallet-order'
export const QUICK_ORDER_RESULT_PATH = '/quickorder/order'

/**
 * The result pages: the order is placed there, so the booking banner is not shown and an expired
 * lock no longer sends the customer back to the schedule.
 */
export const RESULT_PAGES = [ORDER_RESULT_PATH, WALLET_RESULT_PATH, QUICK_ORDER_RESULT_PATH] as const

/** A path without its locale prefix, and without a trailing slash. */
export const trimmedPath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Whether a path (without its locale prefix) is a result page. */
export function isResultPage(path: string): boolean {
  return (RESULT_PAGES as readonly string[]).includes(trimmedPath(path))
}
