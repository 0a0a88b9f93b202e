import { dinerAt, parseTableDiner, rememberDiner, TABLE_DINER_KEY, type RememberedDiner } from '../../domain/table-diner'
import { forgetStored, keepStored, readStored } from '../../stores/local-storage'

// The diner's name and accepted terms at a table, kept on the device (domain/table-diner.ts).

/** What the device remembers of its diner at `table`; a record past its time is forgotten here. */
export function rememberedDiner(table: string): RememberedDiner | null {
  const stored = parseTableDiner(readStored(TABLE_DINER_KEY))
  const now = Date.now()
  // Not kept past its time, whatever the table.
  if (stored && !dinerAt(stored, stored.table, now)) forgetStored(TABLE_DINER_KEY)
  return dinerAt(stored, table, now)
}

/** The diner gave a name at `table`, or accepted the terms on its form. */
export function keepDiner(table: string, change: Partial<RememberedDiner>) {
  keepStored(TABLE_DINER_KEY, JSON.stringify(rememberDiner(parseTableDiner(readStored(TABLE_DINER_KEY)), table, change, Date.now())))
}
