import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../../domain/cart'
import {
  absentSendingEnds, changesSeen, CHANGES_PER_MINUTE, emptyTable, paymentOf, joinTable, LINES_PER_PHONE, linesOrdered, nameOwnPhone, nextPresenceChange, nickname,
  PHONE_AWAY_MS, phoneLeft, phoneSeen, phonesPresent, replaceOwnLines, roundSent, SENDING_LAPSE_MS, SENDING_NOTICE_MS, SENDINGS_PER_PHONE, sentKey, startSending,
  stopSending, TABLE_CHANGES_PER_MINUTE, tableDelta, TABLE_ITEMS_MAX, TABLE_PHONES, TABLE_QUIET_MS, tableForgotten, tableView, type TableCart, type TableChange, withDelta,
} from '../../../domain/table-cart'

const NOW = 1_800_000_000_000
const line = (uuid: string, id = 100001, quantity = 1): CartLine => ({ uuid, id, quantity, posId: 100, items: [] })

/** The table a change gave, failing the test on a refusal. */
function taken(change: TableChange): TableCart {
  if ('refused' in change) throw new Error(`refused: ${change.refused}`)
  return change.table
}

/**
 * `phone`'s order of the table's lines `uuids`, holding exactly what they are (`holds`: what else the
 * order holds instead), as the table takes it once the order is checked.
 */
function ordered(table: TableCart, phone: string, uuids: string[], now: number, holds = table.lines.filter((each) => uuids.includes(each.uuid))): TableCart {
  const order = holds.map(({ id, quantity }) => ({ id, quantity }))
  return roundSent(table, phone, linesOrdered(table, phone, order, uuids, now), now)
}

const withPhones = (...phones: string[]) => phones.reduce((table, phone) => taken(joinTable(table, phone, NOW, new Set(phones))), emptyTable(NOW))
/** Every phone of the table with its socket open. */
const allOf = (table: TableCart) => new Set(table.phones.map((phone) => phone.id))

describe("a table's shared cart", () => {
  it('takes twelve phones and refuses the thirteenth; a phone back after a drop is still one of them', () => {
    const twelve = withPhones(...Array.from({ length: TABLE_PHONES }, (_, index) => `phone-${index}`))
    expect(twelve.phones).toHaveLength(12)
    expect(joinTable(twelve, 'phone-13', NOW, allOf(twelve))).toEqual({ refused: 'table-full' })
    expect(taken(joinTable(twelve, 'phone-3', NOW + 1, allOf(twelve))).phones).toHaveLength(12)
  })

  it('gives the seat of a phone gone for a few minutes, with or without lines, to the next diner; never that of one still there', () => {
    let twelve = withPhones(...Array.from({ length: TABLE_PHONES }, (_, index) => `phone-${index}`))
    twelve = taken(replaceOwnLines(twelve, 'phone-0', [line('a')], NOW))
    twelve = taken(startSending(twelve, 'phone-0', false, NOW))
    const stillThere = new Set(twelve.phones.map((phone) => phone.id).filter((id) => id !== 'phone-0' && id !== 'phone-1'))
    // phone-0 (a line, a sending) and phone-1 closed their pages just now: they keep their seats a while.
    const left = phoneLeft(phoneLeft(twelve, 'phone-0', NOW, false), 'phone-1', NOW, false)
    expect(joinTable(left, 'next-party', NOW + PHONE_AWAY_MS - 1, stillThere)).toEqual({ refused: 'table-full' })
    // Gone longer: both make room, phone-0's line and sending with it (its line stays on its own phone).
    const joined = taken(joinTable(left, 'next-party', NOW + PHONE_AWAY_MS, stillThere))
    expect(joined.phones.map((phone) => phone.id)).not.toContain('phone-0')
    expect(joined.phones.map((phone) => phone.id)).not.toContain('phone-1')
    expect(joined).toMatchObject({ lines: [], sending: null })
    const another = taken(joinTable(joined, 'another', NOW + PHONE_AWAY_MS, new Set([...stillThere, 'next-party'])))
    expect(joinTable(another, 'third', NOW + PHONE_AWAY_MS, new Set([...stillThere, 'next-party', 'another']))).toEqual({ refused: 'table-full' })
  })

  it('frees the seats of twelve phones that closed their pages, a few minutes on', () => {
    const squatters = Array.from({ length: TABLE_PHONES }, (_, index) => `squatter-${index}`)
    let table = withPhones(...squatters)
    for (const phone of squatters) table = phoneLeft(taken(replaceOwnLines(table, phone, [line(phone)], NOW)), phone, NOW, false)
    expect(joinTable(table, 'diner', NOW + 60_000, new Set())).toEqual({ refused: 'table-full' })
    const seated = taken(joinTable(table, 'diner', NOW + PHONE_AWAY_MS, new Set()))
    expect(seated.phones.map((phone) => phone.id)).toEqual(['diner'])
    expect(seated.lines).toEqual([])
  })

  it("replaces a phone's own lines and leaves every other phone's as they are", () => {
    let table = withPhones('alex', 'sam')
    table = taken(replaceOwnLines(table, 'alex', [line('a1'), line('a2', 100002)], NOW))
    table = taken(replaceOwnLines(table, 'sam', [line('s1', 100003)], NOW))
    // Sam sends lines under Alex's uuid: a uuid is its phone's, so they are Sam's own, and Alex's stay.
    table = taken(replaceOwnLines(table, 'sam', [{ ...line('a1'), quantity: 9 }], NOW))
    expect(table.lines.filter((each) => each.phone === 'alex')).toEqual([
      { ...line('a1'), phone: 'alex' },
      { ...line('a2', 100002), phone: 'alex' },
    ])
    expect(table.lines.filter((each) => each.phone === 'sam')).toEqual([{ ...line('a1'), quantity: 9, phone: 'sam' }])
    // Emptying one's lines removes only one's own.
    expect(taken(replaceOwnLines(table, 'sam', [], NOW)).lines.map((each) => each.phone)).toEqual(['alex', 'alex'])
  })

  it('refuses a phone that has not joined, too many lines, and more changes a minute than a diner makes', () => {
    const table = withPhones('alex')
    expect(replaceOwnLines(table, 'stranger', [line('x')], NOW)).toEqual({ refused: 'not-at-table' })
    expect(replaceOwnLines(table, 'alex', Array.from({ length: LINES_PER_PHONE + 1 }, (_, index) => line(`l${index}`)), NOW)).toEqual({
      refused: 'too-many-lines',
    })
    let paced = table
    for (let change = 0; change < CHANGES_PER_MINUTE; change++) paced = taken(replaceOwnLines(paced, 'alex', [line('a', 100001, change + 1)], NOW + change))
    expect(replaceOwnLines(paced, 'alex', [line('a')], NOW + CHANGES_PER_MINUTE)).toEqual({ refused: 'too-many-changes' })
    expect('table' in replaceOwnLines(paced, 'alex', [line('a')], NOW + 60_000)).toBe(true)
  })

  it('shows a chosen name, trimmed and bounded; an empty one is no name', () => {
    expect(nickname('  Alex   the  Great ')).toBe('Alex the Great')
    expect(nickname('x'.repeat(40))).toHaveLength(24)
    expect(nickname('   ')).toBeNull()
    const table = taken(nameOwnPhone(withPhones('alex'), 'alex', ' Alex ', NOW))
    expect(tableView(table, NOW).phones).toEqual([{ id: 'alex', name: 'Alex' }])
    expect(nameOwnPhone(table, 'stranger', 'Mallory', NOW)).toEqual({ refused: 'not-at-table' })
  })

  it('says who is sending the order for a few seconds before it goes; only that phone can stop it', () => {
    const empty = withPhones('alex', 'sam')
    expect(startSending(empty, 'alex', false, NOW)).toEqual({ refused: 'nothing-to-send' })
    const table = taken(replaceOwnLines(empty, 'sam', [line('s1')], NOW))
    const sending = taken(startSending(table, 'alex', false, NOW))
    expect(sending.sending).toEqual({ phone: 'alex', at: NOW + SENDING_NOTICE_MS, apart: false, paid: [] })
    // A second phone asking meanwhile changes nothing; Sam cannot stop Alex's.
    expect(taken(startSending(sending, 'sam', true, NOW + 1)).sending).toEqual(sending.sending)
    expect(taken(stopSending(sending, 'sam', NOW + 1)).sending).not.toBeNull()
    expect(taken(stopSending(sending, 'alex', NOW + 1)).sending).toBeNull()
  })

  it('lets another phone send once a sender has left the round unpaid for long', () => {
    const table = taken(startSending(taken(replaceOwnLines(withPhones('alex', 'sam'), 'sam', [line('s1')], NOW)), 'alex', false, NOW))
    const lapsed = NOW + SENDING_NOTICE_MS + SENDING_LAPSE_MS
    expect(tableView(table, lapsed - 1).sending).not.toBeNull()
    expect(tableView(table, lapsed).sending).toBeNull()
    expect(taken(startSending(table, 'sam', true, lapsed)).sending).toMatchObject({ phone: 'sam', apart: true })
  })

  /** Alex and Sam with a line each, and Alex asking to send: paid by Alex, or `apart`. */
  const sendingTable = (apart: boolean) => {
    let table = withPhones('alex', 'sam')
    table = taken(replaceOwnLines(table, 'alex', [line('a1')], NOW))
    table = taken(replaceOwnLines(table, 'sam', [line('s1')], NOW))
    return taken(startSending(table, 'alex', apart, NOW))
  }

  it('paid by the sender for everyone: what was ordered leaves, a line added meanwhile stays for the next round', () => {
    // Sam adds while Alex pays.
    const table = taken(replaceOwnLines(sendingTable(false), 'sam', [line('s1'), line('s2', 100002)], NOW + SENDING_NOTICE_MS + 1))
    const together = ordered(table, 'alex', ['a1', 's1'], NOW + 30_000)
    expect(together).toMatchObject({ sending: null, round: 1, sent: [sentKey('alex', 'a1'), sentKey('sam', 's1')] })
    expect(together.lines.map((each) => each.uuid)).toEqual(['s2'])
    // Sam's phone, back from a drop, sends its lines as it last knew them: the ordered one is not taken again.
    expect(taken(replaceOwnLines(together, 'sam', [line('s1'), line('s2', 100002)], NOW + 40_000)).lines.map((each) => each.uuid)).toEqual(['s2'])
  })

  it("paid apart: each phone's own order leaves its lines; the round is over once every phone with lines has paid", () => {
    const first = ordered(sendingTable(true), 'sam', ['s1'], NOW + 20_000)
    expect(first).toMatchObject({ round: 0, sending: { phone: 'alex', apart: true, paid: ['sam'] } })
    expect(first.lines.map((each) => each.uuid)).toEqual(['a1'])
    // Sam adds for later: it does not hold the round back.
    const later = taken(replaceOwnLines(first, 'sam', [line('s3')], NOW + 21_000))
    expect(ordered(later, 'alex', ['a1'], NOW + 30_000)).toMatchObject({ round: 1, sending: null, lines: [{ uuid: 's3' }] })
    // The sender may end it before everyone has paid: those who did are the round.
    expect(taken(stopSending(first, 'alex', NOW + 25_000))).toMatchObject({ round: 1, sending: null })
  })

  it("a phone's own order while another phone sends for everyone leaves that sending as it is", () => {
    const table = ordered(sendingTable(false), 'sam', ['s1'], NOW + 1_000)
    expect(table).toMatchObject({ round: 0, sending: { phone: 'alex', apart: false } })
    expect(ordered(withPhones('alex'), 'alex', [], NOW).round).toBe(1)
  })

  it('is forgotten after a quiet hour', () => {
    const table = withPhones('alex')
    expect(tableForgotten(table, NOW + TABLE_QUIET_MS - 1)).toBe(false)
    expect(tableForgotten(table, NOW + TABLE_QUIET_MS)).toBe(true)
  })

  it("never shows a phone's pacing to the others", () => {
    const table = taken(replaceOwnLines(withPhones('alex'), 'alex', [line('a1')], NOW))
    expect(JSON.stringify(tableView(table, NOW))).not.toContain('changes')
  })

  it('tells a phone what it pays once the notice is over: everything when it sends for everyone, its own lines when each pays', () => {
    const together = sendingTable(false)
    expect([paymentOf(together, 'alex'), paymentOf(together, 'sam')]).toEqual(['table', null])
    const apart = ordered(sendingTable(true), 'sam', ['s1'], NOW + 20_000)
    expect([paymentOf(apart, 'alex'), paymentOf(apart, 'sam')]).toEqual(['own', null])
    expect(paymentOf(withPhones('alex'), 'alex')).toBeNull()
  })

  it("tells a phone what the others changed: who joined, what they added or took out, not what went in an order", () => {
    const before = tableView(taken(replaceOwnLines(withPhones('alex', 'sam'), 'sam', [line('s1'), line('s2', 100002, 2)], NOW)), NOW)
    let table = taken(joinTable(withPhones('alex', 'sam'), 'kim', NOW, new Set(['alex', 'sam'])))
    table = taken(replaceOwnLines(table, 'sam', [line('s2', 100002, 1), line('s3', 100003)], NOW))
    table = taken(replaceOwnLines(table, 'alex', [line('a1')], NOW))
    const seen = changesSeen(before, tableView(table, NOW), 'alex')
    expect(seen.map((change) => [change.kind, change.phone, 'line' in change ? change.line.uuid : null])).toEqual([
      ['joined', 'kim', null],
      ['added', 'sam', 's3'],
      ['removed', 'sam', 's1'],
      ['removed', 'sam', 's2'],
    ])
    // Ordered lines leave without being said to be taken out.
    const went = tableView(ordered(table, 'sam', ['s2', 's3'], NOW), NOW)
    expect(changesSeen(tableView(table, NOW), went, 'alex')).toEqual([])
  })

  describe('counts the phones at the table now, not every phone that ever came', () => {
    /** Ten phones came to a table of two over the evening; only Alex's and Sam's pages are open now. */
    const evening = () => {
      const table = withPhones(...Array.from({ length: 8 }, (_, index) => `phone-${index}`), 'alex', 'sam')
      return { ...table, phones: table.phones.map((phone) => ({ ...phone, seenAt: NOW - 60 * 60_000 })) }
    }
    const open = new Set(['alex', 'sam'])

    it('counts the phones whose page is open', () => {
      expect(phonesPresent(evening(), open, NOW)).toBe(2)
      expect(tableView(evening(), NOW, open).present).toBe(2)
      expect(tableView(evening(), NOW, open).phones).toHaveLength(10)
    })

    it('counts a phone that just joined or just left for a few minutes, then no more', () => {
      const table = phoneSeen(evening(), 'phone-3', NOW)
      expect(phonesPresent(table, open, NOW + PHONE_AWAY_MS - 1)).toBe(3)
      expect(phonesPresent(table, open, NOW + PHONE_AWAY_MS)).toBe(2)
      const joined = taken(joinTable(table, 'kim', NOW, open))
      expect(phonesPresent(joined, open, NOW + 1_000)).toBe(4)
    })

    it("keeps a phone's lines in the cart once it stops counting", () => {
      const table = taken(replaceOwnLines(phoneSeen(evening(), 'phone-3', NOW), 'phone-3', [line('p3')], NOW))
      const later = tableView(table, NOW + PHONE_AWAY_MS, open)
      expect(later.present).toBe(2)
      expect(later.lines).toEqual([{ ...line('p3'), phone: 'phone-3' }])
    })

    it('counts a phone back on the table again, and one back after a drop as one', () => {
      const back = taken(joinTable(evening(), 'phone-3', NOW, open))
      expect(phonesPresent(back, open, NOW)).toBe(3)
      expect(back.phones).toHaveLength(10)
    })

    it('counts a table kept before phones were seen by its open pages alone', () => {
      const kept = { ...evening(), phones: evening().phones.map(({ seenAt: _seenAt, ...phone }) => phone) }
      expect(phonesPresent(kept, open, NOW)).toBe(2)
    })

    it('says when the count next drops by itself: when the phone that left first stops counting', () => {
      expect(nextPresenceChange(evening(), open, NOW)).toBeNull()
      const left = phoneSeen(phoneSeen(evening(), 'phone-3', NOW - 1_000), 'phone-4', NOW)
      expect(nextPresenceChange(left, open, NOW)).toBe(NOW - 1_000 + PHONE_AWAY_MS)
      // A phone whose page is open never stops counting by itself.
      expect(nextPresenceChange(left, new Set([...open, 'phone-3']), NOW)).toBe(NOW + PHONE_AWAY_MS)
    })
  })

  describe('takes out of the cart only what a checked order holds (decision 072)', () => {
    it("takes out the ordering phone's own lines, never another's, when nobody sends for everyone", () => {
      const table = taken(replaceOwnLines(taken(replaceOwnLines(withPhones('alex', 'mallory'), 'alex', [line('a1')], NOW)), 'mallory', [line('m1', 100002)], NOW))
      // Mallory's order names Alex's line too, and even holds its product: Alex's line stays.
      const after = ordered(table, 'mallory', ['a1', 'm1'], NOW + 1_000)
      expect(after.lines).toEqual([{ ...line('a1'), phone: 'alex' }])
      expect(after.sent).toEqual([sentKey('mallory', 'm1')])
    })

    it("takes out another phone's lines only for the phone that asked to send for everyone", () => {
      const table = taken(startSending(taken(replaceOwnLines(withPhones('alex', 'sam', 'mallory'), 'sam', [line('s1')], NOW)), 'alex', false, NOW))
      expect(ordered(table, 'mallory', ['s1'], NOW + 30_000).lines).toHaveLength(1)
      expect(ordered(table, 'alex', ['s1'], NOW + 30_000).lines).toEqual([])
      // Paying apart, each order takes out its own phone's lines alone.
      const apart = taken(startSending(taken(replaceOwnLines(withPhones('alex', 'sam'), 'sam', [line('s1')], NOW)), 'alex', true, NOW))
      expect(ordered(apart, 'alex', ['s1'], NOW + 30_000).lines).toHaveLength(1)
    })

    it('takes out a line only when the order holds its product in its quantity', () => {
      let table = withPhones('alex')
      table = taken(replaceOwnLines(table, 'alex', [line('cola', 100001, 2), line('chips', 100002, 1), line('more-cola', 100001, 1)], NOW))
      // The order holds two colas and no chips: the first cola line goes, the chips and the third cola stay.
      const after = ordered(table, 'alex', ['cola', 'chips', 'more-cola'], NOW, [{ ...line('x', 100001, 2), phone: 'alex' }])
      expect(after.lines.map((each) => each.uuid)).toEqual(['chips', 'more-cola'])
      // An order of something else takes out nothing.
      expect(ordered(table, 'alex', ['cola'], NOW, [{ ...line('x', 100009, 5), phone: 'alex' }]).lines).toHaveLength(3)
    })

    it("never takes out another phone's line that has the same uuid", () => {
      let table = taken(replaceOwnLines(withPhones('alex', 'mallory'), 'alex', [line('same')], NOW))
      table = taken(replaceOwnLines(table, 'mallory', [line('same')], NOW))
      const after = ordered(table, 'mallory', ['same'], NOW)
      expect(after.lines).toEqual([{ ...line('same'), phone: 'alex' }])
      // Alex's line is not marked as ordered: Alex may share it again.
      expect(taken(replaceOwnLines(after, 'alex', [line('same', 100001, 2)], NOW + 1)).lines).toEqual([{ ...line('same', 100001, 2), phone: 'alex' }])
    })
  })

  describe('a sending ends when its phone leaves, and lapses in about the time a payment takes', () => {
    const asked = () => taken(startSending(taken(replaceOwnLines(withPhones('alex', 'sam'), 'sam', [line('s1')], NOW)), 'alex', false, NOW))

    it('ends when its phone closes its page before the notice is over; another page of the phone open keeps it', () => {
      expect(phoneLeft(asked(), 'alex', NOW + 1_000, false).sending).toBeNull()
      expect(phoneLeft(asked(), 'alex', NOW + 1_000, true).sending).not.toBeNull()
      expect(phoneLeft(asked(), 'sam', NOW + 1_000, false).sending).not.toBeNull()
    })

    it('after the notice (the phone is paying elsewhere), ends once the phone stops counting as at the table', () => {
      const paying = phoneLeft(asked(), 'alex', NOW + SENDING_NOTICE_MS, false)
      expect(paying.sending).not.toBeNull()
      expect(absentSendingEnds(paying, new Set(['sam']), NOW + SENDING_NOTICE_MS + PHONE_AWAY_MS - 1).sending).not.toBeNull()
      expect(absentSendingEnds(paying, new Set(['sam']), NOW + SENDING_NOTICE_MS + PHONE_AWAY_MS).sending).toBeNull()
      expect(absentSendingEnds(paying, new Set(['sam', 'alex']), NOW + SENDING_NOTICE_MS + PHONE_AWAY_MS).sending).not.toBeNull()
    })

    it('lapses a few minutes after its notice, and one phone may not ask again and again', () => {
      expect(SENDING_LAPSE_MS).toBeLessThanOrEqual(5 * 60_000)
      let table = asked()
      let at = NOW
      for (let sending = 1; sending < SENDINGS_PER_PHONE; sending++) {
        at += SENDING_NOTICE_MS + SENDING_LAPSE_MS
        table = taken(startSending(table, 'alex', false, at))
        expect(table.sending?.phone).toBe('alex')
      }
      at += SENDING_NOTICE_MS + SENDING_LAPSE_MS
      expect(startSending(table, 'alex', false, at)).toEqual({ refused: 'too-many-changes' })
      // Another phone of the table may.
      expect(taken(startSending(table, 'sam', true, at)).sending).toMatchObject({ phone: 'sam' })
    })
  })

  describe('paces every kind of change, and bounds what a table holds', () => {
    it("paces a phone's names, sendings and lines together", () => {
      let table = taken(replaceOwnLines(withPhones('alex'), 'alex', [line('a1')], NOW))
      for (let change = 1; change < CHANGES_PER_MINUTE; change++) table = taken(nameOwnPhone(table, 'alex', `Alex ${change}`, NOW + change))
      expect(nameOwnPhone(table, 'alex', 'Mallory', NOW + 100)).toEqual({ refused: 'too-many-changes' })
      expect(startSending(table, 'alex', false, NOW + 100)).toEqual({ refused: 'too-many-changes' })
      expect(replaceOwnLines(table, 'alex', [], NOW + 100)).toEqual({ refused: 'too-many-changes' })
      expect('table' in nameOwnPhone(table, 'alex', 'Alex', NOW + 60_000)).toBe(true)
    })

    it('paces the whole table, whichever phones change it', () => {
      const phones = Array.from({ length: TABLE_PHONES }, (_, index) => `phone-${index}`)
      let table = withPhones(...phones)
      for (let change = 0; change < TABLE_CHANGES_PER_MINUTE; change++) table = taken(nameOwnPhone(table, phones[change % phones.length]!, `n${change}`, NOW + change))
      expect(TABLE_CHANGES_PER_MINUTE / TABLE_PHONES).toBeLessThan(CHANGES_PER_MINUTE)
      expect(nameOwnPhone(table, 'phone-0', 'again', NOW + 1_000)).toEqual({ refused: 'too-many-changes' })
      expect('table' in nameOwnPhone(table, 'phone-0', 'again', NOW + 60_000)).toBe(true)
    })

    it("bounds the table's items, and always lets a phone take out", () => {
      let table = withPhones('alex', 'sam')
      table = taken(replaceOwnLines(table, 'alex', [line('a1', 100001, 99), line('a2', 100001, 99)], NOW))
      expect(replaceOwnLines(table, 'sam', [line('s1', 100001, TABLE_ITEMS_MAX - 198 + 1)], NOW)).toEqual({ refused: 'too-many-items' })
      table = taken(replaceOwnLines(table, 'sam', [line('s1', 100001, TABLE_ITEMS_MAX - 198)], NOW))
      expect('table' in replaceOwnLines(table, 'alex', [line('a1', 100001, 1)], NOW)).toBe(true)
    })

    it('refuses lines that repeat a uuid', () => {
      expect(replaceOwnLines(withPhones('alex'), 'alex', [line('a1'), line('a1', 100002)], NOW)).toEqual({ refused: 'duplicate-line' })
    })

    it('shows no control or direction-changing characters in a name', () => {
      expect(nickname('Alex\u202Eevil')).toBe('Alex evil')
      expect(nickname('\u0000Sam\u0007\u2066')).toBe('Sam')
      expect(nickname('\u202E\u200F')).toBeNull()
      expect(nickname('Zoë 🍕')).toBe('Zoë 🍕')
    })
  })

  it('tells the phones what changed, and the table a phone had with the change applied is the table as it now is', () => {
    let table = taken(replaceOwnLines(withPhones('alex', 'sam'), 'alex', [line('a1')], NOW))
    table = taken(replaceOwnLines(table, 'sam', [line('s1'), line('s2', 100002)], NOW))
    let seen = tableView(table, NOW)
    const steps: [TableCart, string | null, boolean][] = []
    table = taken(replaceOwnLines(table, 'alex', [line('a1', 100001, 3), line('a2', 100003)], NOW + 1))
    steps.push([table, 'alex', true])
    table = taken(nameOwnPhone(table, 'sam', 'Sam', NOW + 2))
    steps.push([table, 'sam', false])
    table = taken(joinTable(table, 'kim', NOW + 3, new Set(['alex', 'sam'])))
    steps.push([table, 'kim', false])
    table = taken(startSending(table, 'sam', true, NOW + 4))
    steps.push([table, null, false])
    for (const [after, phone, lines] of steps) {
      const delta = tableDelta(after, NOW + 5, new Set(), phone, lines)
      seen = withDelta(seen, delta)
      expect(seen).toEqual(tableView(after, NOW + 5))
      // Never the whole table again: what went is not repeated, nor the other phones' lines.
      expect(JSON.stringify(delta)).not.toContain('s1')
    }
  })
})
