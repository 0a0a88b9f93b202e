import type { CartLine } from './cart-storage'

// A table's shared cart (decision 056): every phone that opened the table's QR link puts its own lines
// in it, and every phone sees all of them. A phone changes its own lines only: it sends them whole, and
// they replace what it had, so no phone can touch another's. One phone sends the table's order after a
// short notice, during which the others may still add: it pays for everything, or each phone pays its
// own lines. What was ordered leaves the cart; the rest starts the next round.

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
/** The close code of a phone's socket that a newer one of the same phone replaced: the page does not reconnect it. */
export const SOCKET_REPLACED = 4001
/**
 * The close codes of a socket the table did not take, with the refusal's code as the reason: the venue
 * does not know the table (or has closed it), or the table is full. A browser's WebSocket reads no
 * status, only these; the page says which and does not reconnect, since neither is the network.
 */
export const SOCKET_TABLE_NOT_FOUND = 4404
export const SOCKET_TABLE_FULL = 4409
/** How long after its notice a round may take to be paid: a sender who walks away frees the table. */
export const SENDING_LAPSE_MS = 10 * 60_000
/** Lines a table remembers as ordered, so that a phone back from a drop never sends them twice. */
const SENT_KEPT = TABLE_PHONES * LINES_PER_PHONE
/**
 * How long a phone whose page has closed still counts as at the table: a diner whose phone locked or
 * lost the network for a moment is still sitting there; one gone for longer has left.
 */
export const PHONE_AWAY_MS = 5 * 60_000

/**
 * A phone at the table: an id of its own at this table, the name its diner chose, if any, and when it
 * was last seen joining or leaving (absent in tables kept before it was).
 */
export type TablePhone = { id: string; name: string | null; changes: number[]; seenAt?: number }
export type TableLine = CartLine & { phone: string }
/**
 * Who asked to send the table's order, when it goes, and how it is paid: by the asker for everyone, or
 * (`apart`) by each phone for its own lines, `paid` naming those that have.
 */
export type Sending = { phone: string; at: number; apart: boolean; paid: string[] }

export type TableCart = {
  phones: TablePhone[]
  lines: TableLine[]
  sending: Sending | null
  /** The table's rounds sent so far. */
  round: number
  /** Uuids of the lines already ordered, the latest last. */
  sent: string[]
  touchedAt: number
}

export type TableRefusal = 'table-full' | 'not-at-table' | 'too-many-lines' | 'too-many-changes' | 'nothing-to-send'
/** What the table's API answers when the venue does not know the table, or the phone is not at it (server/routes/table-api.ts). */
export const TABLE_NOT_FOUND = 'table-not-found'
export type TableChange = { table: TableCart } | { refused: TableRefusal }

export const emptyTable = (now: number): TableCart => ({ phones: [], lines: [], sending: null, round: 0, sent: [], touchedAt: now })

/**
 * The phone joins the table (again, after a drop: it keeps its lines). A full table makes room by
 * forgetting the phones that left (no socket open, `connected` says) with no lines in the cart: the
 * party before; with none of those, the thirteenth is refused.
 */
export function joinTable(table: TableCart, phone: string, now: number, connected: ReadonlySet<string>): TableChange {
  if (table.phones.some((known) => known.id === phone)) return { table: { ...phoneSeen(table, phone, now), touchedAt: now } }
  const phones =
    table.phones.length < TABLE_PHONES
      ? table.phones
      : table.phones.filter((known) => connected.has(known.id) || table.lines.some((line) => line.phone === known.id))
  if (phones.length >= TABLE_PHONES) return { refused: 'table-full' }
  return { table: { ...table, phones: [...phones, { id: phone, name: null, changes: [], seenAt: now }], touchedAt: now } }
}

/** The phone was seen at `now`: it joined, or its page closed. Its lines stay as they are. */
export const phoneSeen = (table: TableCart, phone: string, now: number): TableCart => ({
  ...table,
  phones: table.phones.map((known) => (known.id === phone ? { ...known, seenAt: now } : known)),
})

/** Whether a phone counts as at the table: its page is open (`connected`), or it was seen within PHONE_AWAY_MS. */
const isPresent = (phone: TablePhone, connected: ReadonlySet<string>, now: number) =>
  connected.has(phone.id) || (phone.seenAt !== undefined && now - phone.seenAt < PHONE_AWAY_MS)

/**
 * The phones at the table now, as the table counts them: not every phone that ever came, but those
 * with their page open and those seen in the last few minutes. A phone that left stops counting; its
 * lines stay its own, in the cart, until it changes or orders them.
 */
export const phonesPresent = (table: Pick<TableCart, 'phones'>, connected: ReadonlySet<string>, now: number): number =>
  table.phones.filter((phone) => isPresent(phone, connected, now)).length

/** When the count of phones present next drops by itself (a phone that left stops counting); null when none will. */
export function nextPresenceChange(table: Pick<TableCart, 'phones'>, connected: ReadonlySet<string>, now: number): number | null {
  const ends = table.phones
    .filter((phone) => !connected.has(phone.id) && isPresent(phone, connected, now))
    .map((phone) => phone.seenAt! + PHONE_AWAY_MS)
  return ends.length > 0 ? Math.min(...ends) : null
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
 * they are. Paced per phone, and bounded in number. A line already ordered is not taken again (a phone
 * back from a drop may not have heard that its round went).
 */
export function replaceOwnLines(table: TableCart, phone: string, lines: readonly CartLine[], now: number): TableChange {
  const own = table.phones.find((known) => known.id === phone)
  if (!own) return { refused: 'not-at-table' }
  if (lines.length > LINES_PER_PHONE) return { refused: 'too-many-lines' }
  const recent = own.changes.filter((at) => at > now - 60_000)
  if (recent.length >= CHANGES_PER_MINUTE) return { refused: 'too-many-changes' }
  const others = table.lines.filter((line) => line.phone !== phone)
  const fresh = lines.filter((line) => !table.sent.includes(line.uuid))
  return {
    table: {
      ...table,
      phones: table.phones.map((known) => (known.id === phone ? { ...known, changes: [...recent, now] } : known)),
      lines: [...others, ...fresh.map((line) => ({ ...line, phone }))],
      touchedAt: now,
    },
  }
}

/** The sending under way: one whose round has not been paid within SENDING_LAPSE_MS of its notice is over. */
export const sendingNow = (sending: Sending | null, now: number): Sending | null => (sending && now < sending.at + SENDING_LAPSE_MS ? sending : null)

/** The phone asks to send the table's order, paid by itself or `apart`: everyone sees it for SENDING_NOTICE_MS first. */
export function startSending(table: TableCart, phone: string, apart: boolean, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (table.lines.length === 0) return { refused: 'nothing-to-send' }
  if (sendingNow(table.sending, now)) return { table }
  return { table: { ...table, sending: { phone, at: now + SENDING_NOTICE_MS, apart, paid: [] }, touchedAt: now } }
}

/** The phone that asked changes its mind: nothing more goes (what some paid apart is their round). */
export function stopSending(table: TableCart, phone: string, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (table.sending?.phone !== phone) return { table }
  const someonePaid = table.sending.paid.length > 0
  return { table: { ...table, sending: null, round: table.round + (someonePaid ? 1 : 0), touchedAt: now } }
}

/**
 * An order of the table's lines `uuids` is placed by `phone`. They leave the cart. The round is over
 * when the phone sending for everyone has paid, or when, paying apart, no phone that has not paid has
 * lines left; a phone ordering its own lines with nothing under way is a round of its own. Another
 * phone's sending goes on.
 */
export function roundSent(table: TableCart, phone: string, uuids: readonly string[], now: number): TableCart {
  const lines = table.lines.filter((line) => !uuids.includes(line.uuid))
  const sent = [...table.sent.filter((uuid) => !uuids.includes(uuid)), ...uuids].slice(-SENT_KEPT)
  const sending = sendingNow(table.sending, now)
  const paid = sending?.apart ? [...sending.paid, phone] : []
  const unpaid = lines.some((line) => !paid.includes(line.phone))
  const over = sending ? (sending.apart ? !unpaid : sending.phone === phone) : true
  if (!over) return { ...table, lines, sent, sending: sending && { ...sending, paid }, touchedAt: now }
  return { ...table, lines, sent, sending: null, round: table.round + 1, touchedAt: now }
}

/** Whether the table has been quiet long enough to forget its cart. */
export const tableForgotten = (table: TableCart, now: number): boolean => now - table.touchedAt >= TABLE_QUIET_MS

/**
 * What the phones are shown: each line with whose it is, who is sending, what went, and how many phones
 * are at the table now (`present`); never the pacing, nor when a phone was seen.
 */
export type TableView = Pick<TableCart, 'lines' | 'sending' | 'round' | 'sent'> & { phones: { id: string; name: string | null }[]; present: number }

/** The table as the phones see it; `connected`: the phones whose page is open (none: only those seen lately count). */
export const tableView = (table: TableCart, now: number, connected: ReadonlySet<string> = new Set()): TableView => ({
  phones: table.phones.map(({ id, name }) => ({ id, name })),
  lines: table.lines,
  sending: sendingNow(table.sending, now),
  round: table.round,
  sent: table.sent,
  present: phonesPresent(table, connected, now),
})

/**
 * What a phone receives: the whole table as it now is, which phone it is and the room's clock (for the
 * notice's countdown); or the order the table's round went as, when one phone paid for everyone.
 */
export type TableMessage = { type: 'table'; you: string; now: number; table: TableView } | { type: 'sent'; order: string; round: number }

/** What a phone pays once the notice is over: every line (it sends for everyone), its own lines (paying apart), or nothing. */
export function paymentOf(table: Pick<TableView, 'lines' | 'sending'>, phone: string): 'table' | 'own' | null {
  const { sending } = table
  if (!sending) return null
  if (!sending.apart) return sending.phone === phone ? 'table' : null
  return table.lines.some((line) => line.phone === phone) && !sending.paid.includes(phone) ? 'own' : null
}

/** A change of the other phones, as a phone is told of it. */
export type TableChangeSeen = { kind: 'joined'; phone: string } | { kind: 'added' | 'removed'; phone: string; line: TableLine }

/** What the other phones changed from `before` to `after`, as `you` sees it: who joined, what was added or taken out (an order is not taking out). */
export function changesSeen(before: TableView, after: TableView, you: string): TableChangeSeen[] {
  const quantityIn = (view: TableView, uuid: string) => view.lines.find((line) => line.uuid === uuid)?.quantity ?? 0
  const others = (line: TableLine) => line.phone !== you
  return [
    ...after.phones
      .filter((phone) => phone.id !== you && !before.phones.some((known) => known.id === phone.id))
      .map((phone): TableChangeSeen => ({ kind: 'joined', phone: phone.id })),
    ...after.lines
      .filter((line) => others(line) && line.quantity > quantityIn(before, line.uuid))
      .map((line): TableChangeSeen => ({ kind: 'added', phone: line.phone, line })),
    ...before.lines
      .filter((line) => others(line) && quantityIn(after, line.uuid) < line.quantity && !after.sent.includes(line.uuid))
      .map((line): TableChangeSeen => ({ kind: 'removed', phone: line.phone, line })),
  ]
}
