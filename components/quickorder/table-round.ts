import { apiPost } from '../../stores/api-client'
import { failureOf, refusedByWorker } from '../../stores/api-failure'
import { forgetStored, keepStored, readStored } from '../../stores/local-storage'
import type { Locale } from '../../domain/locale'

// An order placed from a table's shared cart (decision 056) takes its lines out of the cart once it
// has succeeded, not when it is placed: a payment that fails leaves the table's lines where they were.
// The phone keeps which lines the order holds until its result page has told the table.

const KEY = 'tableRound'

type Round = { table: string; lines: string[]; order?: string }

function readRound(): Round | null {
  try {
    const round: unknown = JSON.parse(readStored(KEY) ?? 'null')
    return round && typeof round === 'object' && 'table' in round && 'lines' in round ? (round as Round) : null
  } catch {
    return null
  }
}

/** Before an order of these lines of the table's cart is placed. */
export const keepTableRound = (table: string, lines: readonly string[]) => keepStored(KEY, JSON.stringify({ table, lines: [...lines] } satisfies Round))

/**
 * The order succeeded (or, with `order` null, a round told before, retried): the table takes its lines
 * out. Kept to try again when the call fails.
 */
export async function reportTableRound(order: string | null, locale: Locale): Promise<void> {
  const round = readRound()
  if (!round || !(order ?? round.order)) return
  const placed = { ...round, order: order ?? round.order! }
  keepStored(KEY, JSON.stringify(placed))
  try {
    await apiPost('/table/:uid/sent', { param: { uid: placed.table }, json: { order: placed.order, lines: placed.lines } }, locale)
    forgetStored(KEY)
  } catch (error) {
    // Refused (the table forgot its cart, the order is not its own): nothing to tell. Else told again
    // when the table's page next opens.
    if (refusedByWorker(failureOf(error))) forgetStored(KEY)
  }
}
