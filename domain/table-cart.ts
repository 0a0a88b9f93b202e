import type { CartLine } from './cart-storage'

// A table's shared cart (decision 056): every phone that opened the table's QR link puts its own lines
// in it, and every phone sees all of them. A phone changes its own lines only: it sends them whole, and
// they replace what it had, so no phone can touch another's. One phone sends the table's order after a
// short notice, during which the others may still add; the cart then starts the next round.

/** Phones at one table. */
export const TABLE_PHONES = 12
/** Lines one phone may have in the cart (a line may hold many of one product). */
export const LINES_PER_PHONE = 30
/** Changes of one phone's lines a minute: a diner tapping fast, never a loop. */
export const CHANGES_PER_MINUTE = 60
/** How long the table sees who is sending the order before it goes, and may still add. */
export const SENDING_NOTICE_MS = 5_000
/** A table nobody has touched for this long forgets its cart. */
export const TABLE_QUIET_MS = 60 * 60_000
export const NICKNAME_MAX = 24

/** A phone at the table: an id of its own at this table, and the name its diner chose, if any. */
export type TablePhone = { id: string; name: string | null; changes: number[] }
export type TableLine = CartLine & { phone: string }
/** Who asked to send the table's order, and when it goes. */
export type Sending = { phone: string; at: number }

export type TableCart = {
  phones: TablePhone[]
  lines: TableLine[]
  sending: Sending | null
  /** The table's rounds sent so far. */
  round: number
  touchedAt: number
}

export type TableRefusal = 'table-full' | 'not-at-table' | 'too-many-lines' | 'too-many-changes' | 'nothing-to-send'
export type TableChange = { table: TableCart } | { refused: TableRefusal }

export const emptyTable = (now: number): TableCart => ({ phones: [], lines: [], sending: null, round: 0, touchedAt: now })

/** The phone joins the table (again, after a drop: it keeps its lines); the thirteenth is refused. */
export function joinTable(table: TableCart, phone: string, now: number): TableChange {
  if (table.phones.some((known) => known.id === phone)) return { table: { ...table, touchedAt: now } }
  if (table.phones.length >= TABLE_PHONES) return { refused: 'table-full' }
  return { table: { ...table, phones: [...table.phones, { id: phone, name: null, changes: [] }], touchedAt: now } }
}

/** A name the table shows for a phone's lines: trimmed, at most NICKNAME_MAX characters; empty is none. */
export function nickname(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ')
  return name ? [...name].slice(0, NICKNAME_MAX).join('') : null
}

export function nameOwnPhone(table: TableCart, phone: string, name: string, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  return { table: { ...table, phones: table.phones.map((known) => (known.id === phone ? { ...known, name: nickname(name) } : known)), touchedAt: now } }
}

/**
 * The phone's lines, as it sends them whole: they replace its own and leave every other phone's as
 * they are. Paced per phone, and bounded in number.
 */
export function replaceOwnLines(table: TableCart, phone: string, lines: readonly CartLine[], now: number): TableChange {
  const own = table.phones.find((known) => known.id === phone)
  if (!own) return { refused: 'not-at-table' }
  if (lines.length > LINES_PER_PHONE) return { refused: 'too-many-lines' }
  const recent = own.changes.filter((at) => at > now - 60_000)
  if (recent.length >= CHANGES_PER_MINUTE) return { refused: 'too-many-changes' }
  const others = table.lines.filter((line) => line.phone !== phone)
  return {
    table: {
      ...table,
      phones: table.phones.map((known) => (known.id === phone ? { ...known, changes: [...recent, now] } : known)),
      lines: [...others, ...lines.map((line) => ({ ...line, phone }))],
      touchedAt: now,
    },
  }
}

/** The phone asks to send the table's order: everyone sees it for SENDING_NOTICE_MS first. */
export function startSending(table: TableCart, phone: string, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (table.lines.length === 0) return { refused: 'nothing-to-send' }
  if (table.sending) return { table }
  return { table: { ...table, sending: { phone, at: now + SENDING_NOTICE_MS }, touchedAt: now } }
}

/** The phone that asked changes its mind: nothing goes. */
export function stopSending(table: TableCart, phone: string, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (table.sending?.phone !== phone) return { table }
  return { table: { ...table, sending: null, touchedAt: now } }
}

/**
 * A round is sent: by one phone for the whole table (`phones` null), or by each phone for its own
 * lines. What was sent leaves the cart; the next round starts from what is left.
 */
export function roundSent(table: TableCart, phones: readonly string[] | null, now: number): TableCart {
  const lines = phones ? table.lines.filter((line) => !phones.includes(line.phone)) : []
  return { ...table, lines, sending: null, round: table.round + 1, touchedAt: now }
}

/** Whether the table has been quiet long enough to forget its cart. */
export const tableForgotten = (table: TableCart, now: number): boolean => now - table.touchedAt >= TABLE_QUIET_MS

/** What the phones are shown: each line with whose it is, and who is sending; never the pacing. */
export type TableView = {
  phones: { id: string; name: string | null }[]
  lines: TableLine[]
  sending: Sending | null
  round: number
}

export const tableView = ({ phones, lines, sending, round }: TableCart): TableView => ({
  phones: phones.map(({ id, name }) => ({ id, name })),
  lines,
  sending,
  round,
})

/** What a phone receives: the whole table as it now is and which phone it is, or the round it sent. */
export type TableMessage = { type: 'table'; you: string; table: TableView } | { type: 'sent'; order: string; round: number }
