import { describe, expect, it } from 'vitest'
import { tableMessage } from '../../../domain/table-message'

// What a phone takes from its table's socket (domain/table-message.ts): the Worker's messages as they
// are, anything else refused whole.

const line = { uuid: 'a1', id: 300008, quantity: 2, posId: 300, items: [], phone: 'alex' }
const table = {
  phones: [{ id: 'alex', name: 'Alex' }, { id: 'sam', name: null }],
  lines: [line],
  sending: { phone: 'alex', at: 1_800_000_005_000, apart: false, paid: [] },
  round: 1,
  sent: ['s0'],
  present: 2,
}

describe("a table's message", () => {
  it('takes the table as the Worker sends it, and the order sent for everyone', () => {
    expect(tableMessage({ type: 'table', you: 'sam', now: 1_800_000_000_000, table })).toEqual({ type: 'table', you: 'sam', now: 1_800_000_000_000, table })
    expect(tableMessage({ type: 'table', you: 'sam', now: 1, table: { ...table, sending: null } })).not.toBeNull()
    expect(tableMessage({ type: 'sent', order: 'o-1', round: 2 })).toEqual({ type: 'sent', order: 'o-1', round: 2 })
  })

  it('takes a change as the Worker sends it, and refuses one with a line without its phone', () => {
    const change = { sending: null, round: 1, present: 2, phone: { id: 'alex', name: 'Alex' }, lines: { phone: 'alex', lines: [line] } }
    expect(tableMessage({ type: 'change', now: 1, change })).toEqual({ type: 'change', now: 1, change })
    expect(tableMessage({ type: 'change', now: 1, change: { sending: null, round: 1, present: 2 } })).not.toBeNull()
    const { phone: _phone, ...withoutPhone } = line
    expect(tableMessage({ type: 'change', now: 1, change: { ...change, lines: { phone: 'alex', lines: [withoutPhone] } } })).toBeNull()
    expect(tableMessage({ type: 'change', now: 1, change: { round: 1, present: 2 } })).toBeNull()
  })

  it('refuses anything else whole: a line without its phone, a sending without who paid, a name that is no text, no count of phones, another type', () => {
    const { phone: _phone, ...withoutPhone } = line
    for (const broken of [
      { ...table, lines: [withoutPhone] },
      { ...table, sending: { phone: 'alex', at: 1, apart: true } },
      { ...table, phones: [{ id: 'alex', name: 7 }] },
      { ...table, round: '1' },
      { ...table, present: undefined },
    ]) {
      expect(tableMessage({ type: 'table', you: 'sam', now: 1, table: broken })).toBeNull()
    }
    expect(tableMessage({ type: 'order', order: {} })).toBeNull()
    expect(tableMessage('pong')).toBeNull()
    expect(tableMessage(undefined)).toBeNull()
  })
})
