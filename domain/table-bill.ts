import type { TableLine, TableView } from './table-cart'

// Who had what at a table (decision 067): the table's lines by phone, as the table's cart shows them
// and as the phone that pays for everyone sees them above what it pays.

export type PhoneLines = { phone: string; lines: TableLine[] }

/** The table's lines by phone: `you` first, then the others in the order they came; a phone without lines is left out. */
export function linesByPhone(table: Pick<TableView, 'phones' | 'lines'>, you: string): PhoneLines[] {
  const phones = [you, ...table.phones.map((phone) => phone.id).filter((phone) => phone !== you)]
  return phones.map((phone) => ({ phone, lines: table.lines.filter((line) => line.phone === phone) })).filter(({ lines }) => lines.length > 0)
}
