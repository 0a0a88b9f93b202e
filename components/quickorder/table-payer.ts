import { isInt, isRecord, isString } from '../../common/json-guards'
import { forgetStored, keepStored, readStored } from '../../stores/local-storage'

// Who paid for the table's order, kept by the other phones of the table on their way to that order's
// page (decision 067): the page says it, in its own language. Kept for one order, the latest.

const KEY = 'tablePayer'

/** The phone that paid: its name at the table, else its number among the guests ('Guest 2'). */
export type TablePayer = { name: string | null; guest: number }

type Kept = TablePayer & { order: string }

export const keepTablePayer = (order: string, payer: TablePayer) => keepStored(KEY, JSON.stringify({ order, ...payer } satisfies Kept))

/** Who paid for `order`, when another phone of the table did. */
export function tablePayerOf(order: string): TablePayer | null {
  let kept: unknown
  try {
    kept = JSON.parse(readStored(KEY) ?? 'null')
  } catch {
    forgetStored(KEY)
    return null
  }
  if (!isRecord(kept) || kept.order !== order || !(kept.name === null || isString(kept.name)) || !isInt(kept.guest)) return null
  return { name: kept.name, guest: kept.guest }
}
