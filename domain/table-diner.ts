import { isNumber, isRecord, isString } from '../common/json-guards'
import { TABLE_QUIET_MS } from './table-cart'

// What a device remembers of its diner at a table (decision 067): the name given at the table or on the
// quick order's form, and that the terms were accepted, so that the next round at the same table asks
// neither again. Only for that table, and only while the table keeps its cart: a quiet hour forgets it.

export const TABLE_DINER_KEY = 'tableDiner'

export type TableDiner = { table: string; name: string; terms: boolean; at: number }
export type RememberedDiner = Pick<TableDiner, 'name' | 'terms'>

/** The stored record, when it is one; null for anything else. */
export function parseTableDiner(raw: string | null): TableDiner | null {
  let value: unknown
  try {
    value = JSON.parse(raw ?? 'null')
  } catch {
    return null
  }
  return isRecord(value) && isString(value.table) && isString(value.name) && typeof value.terms === 'boolean' && isNumber(value.at)
    ? { table: value.table, name: value.name, terms: value.terms, at: value.at }
    : null
}

/** What is remembered of the diner at `table` now: nothing at another table, nor once the table has been quiet for an hour. */
export function dinerAt(diner: TableDiner | null, table: string, now: number): RememberedDiner | null {
  return diner && diner.table === table && now - diner.at < TABLE_QUIET_MS ? { name: diner.name, terms: diner.terms } : null
}

/** The record once the diner gave a name or accepted the terms at `table`; at another table, or after a quiet hour, it starts afresh. */
export function rememberDiner(diner: TableDiner | null, table: string, change: Partial<RememberedDiner>, now: number): TableDiner {
  const kept = dinerAt(diner, table, now) ?? { name: '', terms: false }
  const name = change.name?.trim().replace(/\s+/g, ' ') || kept.name
  return { table, name, terms: change.terms ?? kept.terms, at: now }
}
