import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../../domain/cart'
import {
  CHANGES_PER_MINUTE, emptyTable, joinTable, LINES_PER_PHONE, nameOwnPhone, nickname, replaceOwnLines, roundSent, SENDING_NOTICE_MS,
  startSending, stopSending, TABLE_PHONES, TABLE_QUIET_MS, tableForgotten, tableView, type TableCart, type TableChange,
} from '../../../domain/table-cart'

const NOW = 1_800_000_000_000
const line = (uuid: string, id = 100001, quantity = 1): CartLine => ({ uuid, id, quantity, posId: 100, items: [] })

/** The table a change gave, failing the test on a refusal. */
function taken(change: TableChange): TableCart {
  if ('refused' in change) throw new Error(`refused: ${change.refused}`)
  return change.table
}

const withPhones = (...phones: string[]) => phones.reduce((table, phone) => taken(joinTable(table, phone, NOW)), emptyTable(NOW))

describe("a table's shared cart", () => {
  it('takes twelve phones and refuses the thirteenth; a phone back after a drop is still one of them', () => {
    const twelve = withPhones(...Array.from({ length: TABLE_PHONES }, (_, index) => `phone-${index}`))
    expect(twelve.phones).toHaveLength(12)
    expect(joinTable(twelve, 'phone-13', NOW)).toEqual({ refused: 'table-full' })
    expect(taken(joinTable(twelve, 'phone-3', NOW + 1)).phones).toHaveLength(12)
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
    expect(tableView(table).phones).toEqual([{ id: 'alex', name: 'Alex' }])
    expect(nameOwnPhone(table, 'stranger', 'Mallory', NOW)).toEqual({ refused: 'not-at-table' })
  })

  it('says who is sending the order for a few seconds before it goes; only that phone can stop it', () => {
    const empty = withPhones('alex', 'sam')
    expect(startSending(empty, 'alex', NOW)).toEqual({ refused: 'nothing-to-send' })
    const table = taken(replaceOwnLines(empty, 'sam', [line('s1')], NOW))
    const sending = taken(startSending(table, 'alex', NOW))
    expect(sending.sending).toEqual({ phone: 'alex', at: NOW + SENDING_NOTICE_MS })
    // A second phone asking meanwhile changes nothing; Sam cannot stop Alex's.
    expect(taken(startSending(sending, 'sam', NOW + 1)).sending).toEqual(sending.sending)
    expect(taken(stopSending(sending, 'sam', NOW + 1)).sending).not.toBeNull()
    expect(taken(stopSending(sending, 'alex', NOW + 1)).sending).toBeNull()
  })

  it('starts the next round once sent: empty for the whole table, or without the lines of those who paid their own', () => {
    let table = withPhones('alex', 'sam')
    table = taken(replaceOwnLines(table, 'alex', [line('a1')], NOW))
    table = taken(replaceOwnLines(table, 'sam', [line('s1')], NOW))
    table = taken(startSending(table, 'alex', NOW))
    const together = roundSent(table, null, NOW + 10)
    expect(together).toMatchObject({ lines: [], sending: null, round: 1 })
    const apart = roundSent(table, ['alex'], NOW + 10)
    expect(apart.lines.map((each) => each.uuid)).toEqual(['s1'])
    expect(apart.round).toBe(1)
  })

  it('is forgotten after a quiet hour', () => {
    const table = withPhones('alex')
    expect(tableForgotten(table, NOW + TABLE_QUIET_MS - 1)).toBe(false)
    expect(tableForgotten(table, NOW + TABLE_QUIET_MS)).toBe(true)
  })

  it("never shows a phone's pacing to the others", () => {
    const table = taken(replaceOwnLines(withPhones('alex'), 'alex', [line('a1')], NOW))
    expect(JSON.stringify(tableView(table))).not.toContain('changes')
  })
})
