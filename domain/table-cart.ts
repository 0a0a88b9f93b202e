import type { CartLine } from './cart-storage'
import { linesHeld, type OrderedQuantity } from './table-order'

// A table's shared cart (decision 056): every phone that opened the table's QR link puts its own lines
// in it, and every phone sees all of them. A phone changes its own lines only: it sends them whole, and
// they replace what it had, so no phone can touch another's. One phone sends the table's order after a
// short notice, during which the others may still add: it pays for everything, or each phone pays its
// own lines. What was ordered leaves the cart; the rest starts the next round.

/** Phones at one table. */
export const TABLE_PHONES = 12
/** Lines one phone may have in the cart (a line may hold many of one product). */
export const LINES_PER_PHONE = 30
/** Changes of one phone a minute, of every kind (its lines, its name, a sending asked or taken back): a diner tapping fast, never a loop. */
export const CHANGES_PER_MINUTE = 60
/** Changes of the whole table a minute, whichever phones make them: twelve diners tapping, never twelve loops. */
export const TABLE_CHANGES_PER_MINUTE = 240
/** Items (the sum of the lines' quantities) in the table's cart at once: a large table's round, never a hoard. */
export const TABLE_ITEMS_MAX = 200
/** Sendings one phone may ask for in SENDINGS_WINDOW_MS: one asked again when it lapsed blocks nobody for long. */
export const SENDINGS_PER_PHONE = 3
export const SENDINGS_WINDOW_MS = 30 * 60_000
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
/**
 * How long after its notice a round may take to be paid: about what filling in the form and an online
 * payment take. A sender who walks away frees the table's sending by then, or sooner (phoneLeft).
 */
export const SENDING_LAPSE_MS = 4 * 60_000
/** Lines a table remembers as ordered, so that a phone back from a drop never sends them twice. */
const SENT_KEPT = TABLE_PHONES * LINES_PER_PHONE
/**
 * How long a phone whose page has closed still counts as at the table, and keeps its seat: a diner whose
 * phone locked or lost the network for a moment is still sitting there; one gone for longer has left, and
 * a full table gives its seat to the next diner.
 */
export const PHONE_AWAY_MS = 2 * 60_000

/**
 * A phone at the table: an id of its own at this table, the name its diner chose, if any, and when it
 * was last seen joining or leaving (absent in tables kept before it was).
 */
export type TablePhone = { id: string; name: string | null; changes: number[]; seenAt?: number; sendings?: number[] }
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
  /** The lines already ordered, each as `sentKey(phone, uuid)`, the latest last. */
  sent: string[]
  touchedAt: number
  /** When the table's recent changes were made, whichever phone made them. */
  changes?: number[]
}

/**
 * A line's uuid is its phone's: two phones may use one uuid and remain two lines. What was ordered is
 * known by phone and uuid, so that no phone can mark another's line as ordered by naming its uuid.
 */
export const sentKey = (phone: string, uuid: string) => `${phone}/${uuid}`

export type TableRefusal =
  | 'table-full'
  | 'not-at-table'
  | 'too-many-lines'
  | 'too-many-items'
  | 'duplicate-line'
  | 'too-many-changes'
  | 'nothing-to-send'
/** What the table's API answers when the venue does not know the table, or the phone is not at it (server/routes/table-api.ts). */
export const TABLE_NOT_FOUND = 'table-not-found'
export type TableChange = { table: TableCart } | { refused: TableRefusal }

export const emptyTable = (now: number): TableCart => ({ phones: [], lines: [], sending: null, round: 0, sent: [], touchedAt: now })

/**
 * The phone joins the table (again, after a drop: it keeps its lines). A seat is a phone present now
 * (`phonesPresent`: its page open, or seen within PHONE_AWAY_MS); with every seat taken the thirteenth
 * is refused. A phone that has left for longer gives its seat up when a new one needs it: it is
 * forgotten with its lines, which stay on its own phone and are shared again if it comes back.
 */
export function joinTable(table: TableCart, phone: string, now: number, connected: ReadonlySet<string>): TableChange {
  if (table.phones.some((known) => known.id === phone)) return { table: { ...phoneSeen(table, phone, now), touchedAt: now } }
  if (phonesPresent(table, connected, now) >= TABLE_PHONES) return { refused: 'table-full' }
  const left = table.phones.length < TABLE_PHONES ? [] : table.phones.filter((known) => !isPresent(known, connected, now)).map((known) => known.id)
  const phones = table.phones.filter((known) => !left.includes(known.id))
  const sending = table.sending && left.includes(table.sending.phone) ? null : table.sending
  return {
    table: {
      ...table,
      phones: [...phones, { id: phone, name: null, changes: [], seenAt: now }],
      lines: table.lines.filter((line) => !left.includes(line.phone)),
      sending,
      touchedAt: now,
    },
  }
}

/** The phone was seen at `now`: it joined, or its page closed. Its lines stay as they are. */
export const phoneSeen = (table: TableCart, phone: string, now: number): TableCart => ({
  ...table,
  phones: table.phones.map((known) => (known.id === phone ? { ...known, seenAt: now } : known)),
})

/**
 * The phone's page closed (`stillOpen`: another of its pages is still open). A sending it asked for that
 * has not gone yet ends with it: nobody is there to pay. One whose notice is over is being paid (the
 * payment page is elsewhere), and ends once the phone stops counting (`absentSendingEnds`) or lapses.
 */
export function phoneLeft(table: TableCart, phone: string, now: number, stillOpen: boolean): TableCart {
  const seen = phoneSeen(table, phone, now)
  const ends = !stillOpen && table.sending?.phone === phone && now < table.sending.at
  return ends ? { ...seen, sending: null } : seen
}

/** A sending whose phone no longer counts as at the table is over: the table may send again. */
export function absentSendingEnds(table: TableCart, connected: ReadonlySet<string>, now: number): TableCart {
  const sender = table.phones.find((known) => known.id === table.sending?.phone)
  return table.sending && (!sender || !isPresent(sender, connected, now)) ? { ...table, sending: null } : table
}

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

/**
 * Characters a name never shows: control characters (NUL, escapes) and the bidirectional controls, by
 * which a name could reverse the text after it (U+202E) or pretend to be another.
 */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A name the table shows for a phone's lines: without unshown characters, trimmed, at most NICKNAME_MAX characters; empty is none. */
export function nickname(text: string): string | null {
  const name = text.replace(UNSHOWN, ' ').trim().replace(/\s+/g, ' ')
  return name ? [...name].slice(0, NICKNAME_MAX).join('') : null
}

/**
 * Every change a phone makes, of whatever kind, counts against its pace and the table's: a change the
 * table takes is sent to every phone, so a loop of changes would be a flood to all of them.
 */
function paced(table: TableCart, phone: string, now: number, change: (table: TableCart, own: TablePhone) => TableChange): TableChange {
  const own = table.phones.find((known) => known.id === phone)
  if (!own) return { refused: 'not-at-table' }
  const recent = own.changes.filter((at) => at > now - 60_000)
  const tableRecent = (table.changes ?? []).filter((at) => at > now - 60_000)
  if (recent.length >= CHANGES_PER_MINUTE || tableRecent.length >= TABLE_CHANGES_PER_MINUTE) return { refused: 'too-many-changes' }
  const counted = {
    ...table,
    phones: table.phones.map((known) => (known.id === phone ? { ...known, changes: [...recent, now] } : known)),
    changes: [...tableRecent, now],
  }
  return change(counted, own)
}

export function nameOwnPhone(table: TableCart, phone: string, name: string, now: number): TableChange {
  return paced(table, phone, now, (counted) => ({
    table: { ...counted, phones: counted.phones.map((known) => (known.id === phone ? { ...known, name: nickname(name) } : known)), touchedAt: now },
  }))
}

/**
 * The phone's lines, as it sends them whole: they replace its own and leave every other phone's as
 * they are. Paced per phone and per table, bounded in number, each uuid once, and the table's items
 * bounded in all. A line already ordered is not taken again (a phone back from a drop may not have
 * heard that its round went).
 */
export function replaceOwnLines(table: TableCart, phone: string, lines: readonly CartLine[], now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (lines.length > LINES_PER_PHONE) return { refused: 'too-many-lines' }
  if (new Set(lines.map((line) => line.uuid)).size < lines.length) return { refused: 'duplicate-line' }
  const others = table.lines.filter((line) => line.phone !== phone)
  const fresh = lines.filter((line) => !table.sent.includes(sentKey(phone, line.uuid)))
  const items = [...others, ...fresh].reduce((sum, line) => sum + line.quantity, 0)
  const ownBefore = table.lines.filter((line) => line.phone === phone).reduce((sum, line) => sum + line.quantity, 0)
  const ownAfter = fresh.reduce((sum, line) => sum + line.quantity, 0)
  // Taking out is always allowed, even at a table over the bound.
  if (items > TABLE_ITEMS_MAX && ownAfter > ownBefore) return { refused: 'too-many-items' }
  return paced(table, phone, now, (counted) => ({
    table: { ...counted, lines: [...others, ...fresh.map((line) => ({ ...line, phone }))], touchedAt: now },
  }))
}

/** The sending under way: one whose round has not been paid within SENDING_LAPSE_MS of its notice is over. */
export const sendingNow = (sending: Sending | null, now: number): Sending | null => (sending && now < sending.at + SENDING_LAPSE_MS ? sending : null)

/**
 * The phone asks to send the table's order, paid by itself or `apart`: everyone sees it for
 * SENDING_NOTICE_MS first. At most SENDINGS_PER_PHONE asked by one phone in SENDINGS_WINDOW_MS.
 */
export function startSending(table: TableCart, phone: string, apart: boolean, now: number): TableChange {
  const own = table.phones.find((known) => known.id === phone)
  if (!own) return { refused: 'not-at-table' }
  if (table.lines.length === 0) return { refused: 'nothing-to-send' }
  if (sendingNow(table.sending, now)) return { table }
  const sendings = (own.sendings ?? []).filter((at) => at > now - SENDINGS_WINDOW_MS)
  if (sendings.length >= SENDINGS_PER_PHONE) return { refused: 'too-many-changes' }
  return paced(table, phone, now, (counted) => ({
    table: {
      ...counted,
      phones: counted.phones.map((known) => (known.id === phone ? { ...known, sendings: [...sendings, now] } : known)),
      sending: { phone, at: now + SENDING_NOTICE_MS, apart, paid: [] },
      touchedAt: now,
    },
  }))
}

/** The phone that asked changes its mind: nothing more goes (what some paid apart is their round). */
export function stopSending(table: TableCart, phone: string, now: number): TableChange {
  if (!table.phones.some((known) => known.id === phone)) return { refused: 'not-at-table' }
  if (table.sending?.phone !== phone) return { table }
  const someonePaid = table.sending.paid.length > 0
  return paced(table, phone, now, (counted) => ({ table: { ...counted, sending: null, round: table.round + (someonePaid ? 1 : 0), touchedAt: now } }))
}

/** Whether `phone` asked for the sending for everyone under way: its order is the table's. */
export function sendingForEveryone(table: TableCart, phone: string, now: number): boolean {
  const sending = sendingNow(table.sending, now)
  return sending !== null && !sending.apart && sending.phone === phone
}

/**
 * The lines an order placed by `phone` may take out of the cart, of those it names (`uuids`): the
 * phone's own, and, only when the order is the sending for everyone that this phone asked for (its
 * the other phones' too; each only if the order holds its product in its quantity
 * (`linesHeld`). Whether the order is paid or accepted, for this table and by this phone, the caller
 * has checked (domain/table-order.ts).
 */
export function linesOrdered(table: TableCart, phone: string, ordered: readonly OrderedQuantity[], uuids: readonly string[], now: number): TableLine[] {
  const forEveryone = sendingForEveryone(table, phone, now)
  const named = table.lines.filter((line) => uuids.includes(line.uuid) && (line.phone === phone || forEveryone))
  // The phone's own lines first: an order of its own lines never leaves one of them for another's.
  return linesHeld(ordered, [...named.filter((line) => line.phone === phone), ...named.filter((line) => line.phone !== phone)])
}

/**
 * An order placed by `phone` took `lines` (linesOrdered) out of the cart. The round is over when the
 * phone sending for everyone has paid, or when, paying apart, no phone that has not paid has lines
 * left; a phone ordering its own lines with nothing under way is a round of its own. Another phone's
 * sending goes on.
 */
export function roundSent(table: TableCart, phone: string, lines: readonly TableLine[], now: number): TableCart {
  const keys = lines.map((line) => sentKey(line.phone, line.uuid))
  const remaining = table.lines.filter((line) => !keys.includes(sentKey(line.phone, line.uuid)))
  const sent = [...table.sent.filter((key) => !keys.includes(key)), ...keys].slice(-SENT_KEPT)
  const sending = sendingNow(table.sending, now)
  const paid = sending?.apart ? [...sending.paid, phone] : []
  const unpaid = remaining.some((line) => !paid.includes(line.phone))
  const over = sending ? (sending.apart ? !unpaid : sending.phone === phone) : true
  if (!over) return { ...table, lines: remaining, sent, sending: sending && { ...sending, paid }, touchedAt: now }
  return { ...table, lines: remaining, sent, sending: null, round: table.round + 1, touchedAt: now }
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
 * A change of the table as the phones are told of it: what changed, never the whole table again. Who
 * is sending, the round and how many phones are present always come with it (they are small); a phone
 * that joined or was named, and the lines of the phone that changed them, when they changed.
 */
export type TableDelta = Pick<TableView, 'sending' | 'round' | 'present'> & {
  phone?: { id: string; name: string | null }
  lines?: { phone: string; lines: TableLine[] }
}

/**
 * What a phone receives: the whole table as it now is, which phone it is and the room's clock (for the
 * notice's countdown), on joining and after an order; then each change (`change`); or the order the
 * table's round went as, when one phone paid for everyone.
 */
export type TableMessage =
  | { type: 'table'; you: string; now: number; table: TableView }
  | { type: 'change'; now: number; change: TableDelta }
  | { type: 'sent'; order: string; round: number }

/** What changed at the table, `phone` having joined, been named, or (`lines`) changed its lines. */
export function tableDelta(table: TableCart, now: number, connected: ReadonlySet<string>, phone: string | null, lines: boolean): TableDelta {
  const view = tableView(table, now, connected)
  const known = view.phones.find((each) => each.id === phone)
  return {
    sending: view.sending,
    round: view.round,
    present: view.present,
    ...(known ? { phone: known } : {}),
    ...(known && lines ? { lines: { phone: known.id, lines: view.lines.filter((line) => line.phone === known.id) } } : {}),
  }
}

/** The table a phone saw, with a change applied: as the room's own table is, the changed phone's lines last. */
export function withDelta(view: TableView, delta: TableDelta): TableView {
  const { phone, lines } = delta
  const phones = !phone
    ? view.phones
    : view.phones.some((each) => each.id === phone.id)
      ? view.phones.map((each) => (each.id === phone.id ? phone : each))
      : [...view.phones, phone]
  return {
    ...view,
    phones,
    lines: lines ? [...view.lines.filter((line) => line.phone !== lines.phone), ...lines.lines] : view.lines,
    sending: delta.sending,
    round: delta.round,
    present: delta.present,
  }
}

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
  const quantityIn = (view: TableView, line: TableLine) => view.lines.find((each) => each.uuid === line.uuid && each.phone === line.phone)?.quantity ?? 0
  const others = (line: TableLine) => line.phone !== you
  return [
    ...after.phones
      .filter((phone) => phone.id !== you && !before.phones.some((known) => known.id === phone.id))
      .map((phone): TableChangeSeen => ({ kind: 'joined', phone: phone.id })),
    ...after.lines
      .filter((line) => others(line) && line.quantity > quantityIn(before, line))
      .map((line): TableChangeSeen => ({ kind: 'added', phone: line.phone, line })),
    ...before.lines
      .filter((line) => others(line) && quantityIn(after, line) < line.quantity && !after.sent.includes(sentKey(line.phone, line.uuid)))
      .map((line): TableChangeSeen => ({ kind: 'removed', phone: line.phone, line })),
  ]
}
