// Quick order at the table (SPEC §2 Quick order, §4): the table uid the order is for.

/** Table mode 1: orders are not tied to a table, the venue knows them as 'free'. */
export const FREE_TABLE = 'free'

/** Whether a diner can order at this table: the venue knows it and has not closed it (SPEC §5: 'This table is unavailable'). */
export function tableOpenForOrders(table: { active: boolean }): boolean {
  return table.active
}

/** A table number as a diner types it: digits only, without leading zeros, at most 6 digits. */
export function parseTableNumber(input: string): string | null {
  const trimmed = input.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  return String(Number(trimmed))
}
