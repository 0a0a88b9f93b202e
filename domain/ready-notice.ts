import type { Locale } from './locale'
import type { StandView } from './stand'

// What the notification says when an order is ready (decision 079): its number, and where to go for it.
// The Worker words it in the diner's language (server/push/ready-notice.ts).

/** What the service worker shows (service-worker/sw.ts reads it): the Worker's words, the order's page. */
export type ReadyMessage = { title: string; body: string; url: string; icon: string | null; tag: string; lang: Locale }

export type ReadyPlace = { kind: 'stands'; stands: string[] } | { kind: 'table'; table: string } | { kind: 'none' }

type NoticeOrder = { number: string; table: string | null; lines: readonly { posId?: number | null }[] }

/**
 * Where the diner goes for the food: the food court's stands that made it (each named once, in the
 * order's order), or the table it is brought to; nothing more for a takeaway at a single venue.
 */
export function readyPlace(order: NoticeOrder, stands: readonly StandView[]): ReadyPlace {
  const titles = [
    ...new Set(order.lines.flatMap(({ posId }) => stands.filter((stand) => stand.posId === posId).map((stand) => stand.title))),
  ]
  if (titles.length > 0) return { kind: 'stands', stands: titles }
  if (order.table) return { kind: 'table', table: order.table }
  return { kind: 'none' }
}
