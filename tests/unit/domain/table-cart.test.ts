import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../../domain/cart'
import {
  changesSeen, CHANGES_PER_MINUTE, emptyTable, paymentOf, joinTable, LINES_PER_PHONE, nameOwnPhone, nextPresenceChange, nickname, PHONE_AWAY_MS, phoneSeen,
  phonesPresent, replaceOwnLines, roundSent, SENDING_LAPSE_MS, SENDING_NOTICE_MS, startSending, stopSending, TABLE_PHONES, TABLE_QUIET_MS, tableForgotten,
  tableView, type TableCart, type TableChange,
} from '../../../domain/table-cart'

const NOW = 1_800_000_000_000
const line = (uuid: string, id = 100001, quantity = 1): CartLine => ({ uuid, id, quantity, posId: 100, items: [] })

/** The table a change gave, failing the test on a refusal. */
function taken(change: TableChange): TableCart {
  if ('refused' in change) throw new Error(`refused: ${change.refused}`)
  return change.table
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

  it('makes room at a full table by forgetting the phones that left without lines, never one still there or with lines', () => {
    let twelve = withPhones(...Array.from({ length: TABLE_PHONES }, (_, index) => `phone-${index}`))
    twelve = taken(replaceOwnLines(twelve, 'phone-0', [line('a')], NOW))
    const stillThere = new Set(twelve.phones.map((phone) => phone.id).filter((id) => id !== 'phone-0' && id !== 'phone-1'))
    // phone-0 left with a line, phone-1 left with none: phone-1 makes room, phone-0 keeps its place.
    const joined = taken(joinTable(twelve, 'next-party', NOW, stillThere))
    expect(joined.phones.map((phone) => phone.id)).not.toContain('phone-1')
    expect(joined.phones.map((phone) => phone.id)).toContain('phone-0')
    expect(joined.phones).toHaveLength(12)
    expect(joinTable(joined, 'another', NOW, new Set([...stillThere, 'next-party']))).toEqual({ refused: 'table-full' })
  })

  it("replaces a phone's own lines and leaves every other phone's as they are", () => {
    let table = withPhones('alex', 'sam')
    table = taken(replaceOwnLines(table, 'alex', [line('a1'), line('a2', 100002)], NOW))
    table = taken(replaceOwnLines(table, 'sam', [line('s1', 100003)], NOW))
    // Sam sends lines that name Alex's: they become Sam's own, and Alex's stay.
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
    const together = roundSent(table, 'alex', ['a1', 's1'], NOW + 30_000)
    expect(together).toMatchObject({ sending: null, round: 1, sent: ['a1', 's1'] })
    expect(together.lines.map((each) => each.uuid)).toEqual(['s2'])
    // Sam's phone, back from a drop, sends its lines as it last knew them: the ordered one is not taken again.
    expect(taken(replaceOwnLines(together, 'sam', [line('s1'), line('s2', 100002)], NOW + 40_000)).lines.map((each) => each.uuid)).toEqual(['s2'])
  })

  it("paid apart: each phone's own order leaves its lines; the round is over once every phone with lines has paid", () => {
    const first = roundSent(sendingTable(true), 'sam', ['s1'], NOW + 20_000)
    expect(first).toMatchObject({ round: 0, sending: { phone: 'alex', apart: true, paid: ['sam'] } })
    expect(first.lines.map((each) => each.uuid)).toEqual(['a1'])
    // Sam adds for later: it does not hold the round back.
    const later = taken(replaceOwnLines(first, 'sam', [line('s3')], NOW + 21_000))
    expect(roundSent(later, 'alex', ['a1'], NOW + 30_000)).toMatchObject({ round: 1, sending: null, lines: [{ uuid: 's3' }] })
    // The sender may end it before everyone has paid: those who did are the round.
    expect(taken(stopSending(first, 'alex', NOW + 25_000))).toMatchObject({ round: 1, sending: null })
  })

  it("a phone's own order while another phone sends for everyone leaves that sending as it is", () => {
    const table = roundSent(sendingTable(false), 'sam', ['s1'], NOW + 1_000)
    expect(table).toMatchObject({ round: 0, sending: { phone: 'alex', apart: false } })
    expect(roundSent(withPhones('alex'), 'alex', [], NOW).round).toBe(1)
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
    const apart = roundSent(sendingTable(true), 'sam', ['s1'], NOW + 20_000)
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
    const ordered = tableView(roundSent(table, 'sam', ['s2', 's3'], NOW), NOW)
    expect(changesSeen(tableView(table, NOW), ordered, 'alex')).toEqual([])
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
})
