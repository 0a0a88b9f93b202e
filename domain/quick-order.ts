import type { QuickTable } from './order-state'

// Quick order at the table (SPEC §2 Quick order, §4): the table uid the order is for.

/** Table mode 1: orders are not tied to a table, the venue knows them as 'free'. */
export const FREE_TABLE = 'free'

/**
 * Whether a page (its path without the locale) is a quick order's, and at which table: `/quickorder/{uid}`
 * or `/quickorder?tableuid={uid}`, `table: null` for `/quickorder` without one; null for the quick
 * order's result (`/quickorder/order`) and every other page.
 */
export function quickOrderPage(path: string, search: Readonly<Record<string, string | undefined>> = {}): { table: string | null } | null {
  const match = /^\/quickorder(?:\/([A-Za-z0-9-]+))?\/?$/.exec(path)
  if (!match || match[1] === 'order') return null
  return { table: match[1] || search.tableuid || null }
}

/**
 * The table a quick order's page is at, as far as the diner's order knows it: the table it holds when
 * it is the one the page names, or any page when the venue has no tables ('free'); null until the
 * page's table has been looked up.
 */
export function tableOfPage(held: QuickTable | null, pageTable: string | null): QuickTable | null {
  return held && (held.uid === FREE_TABLE || held.uid === pageTable) ? held : null
}

/**
 * The way back to the menu after a quick order: the same table's menu, so that a second round is
 * ordered for that table again (in table mode 1, `/quickorder/free`); the table prompt when the
 * table is not known.
 */
export function tableMenuPath(table: QuickTable | null): string {
  return table ? `/quickorder/${encodeURIComponent(table.uid)}` : '/quickorder'
}

/** Whether a diner can order at this table: the venue knows it and has not closed it (SPEC §5: 'This table is unavailable'). */
export function tableOpenForOrders(table: { active: boolean }): boolean {
  return table.active
}

/**
 * The table a scanned QR code stands for: this venue's quick-order link, `/{locale}/quickorder/{uid}`
 * or `…/quickorder?tableuid={uid}`. A code of another site, or anything else, is no table here.
 */
export function tableUidFromScan(text: string, venueOrigin: string): string | null {
  let url: URL
  try {
    url = new URL(text.trim(), venueOrigin)
  } catch {
    return null
  }
  if (url.origin !== new URL(venueOrigin).origin) return null
  const match = /^(?:\/[a-z]{2})?\/quickorder(?:\/([A-Za-z0-9-]+))?\/?$/.exec(url.pathname)
  if (!match) return null
  const uid = match[1] && match[1] !== 'order' ? match[1] : url.searchParams.get('tableuid')
  return uid && /^[A-Za-z0-9-]+$/.test(uid) ? uid : null
}

/** A table number as a diner types it: digits only, without leading zeros, at most 6 digits. */
export function parseTableNumber(input: string): string | null {
  const trimmed = input.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  return String(Number(trimmed))
}
