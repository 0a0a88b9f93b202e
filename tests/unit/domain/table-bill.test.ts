import { describe, expect, it } from 'vitest'
import { linesByPhone } from '../../../domain/table-bill'
import type { TableLine } from '../../../domain/table-cart'

// Who had what at a table (domain/table-bill.ts).

const line = (uuid: string, phone: string): TableLine => ({ uuid, id: 300008, quantity: 1, posId: 300, items: [], phone })
const phones = [{ id: 'alex', name: 'Alex' }, { id: 'sam', name: null }, { id: 'kim', name: null }]

describe("a table's lines by phone", () => {
  it("puts this phone's lines first, then each other phone's in the order they came, each line once", () => {
    const lines = [line('s1', 'sam'), line('a1', 'alex'), line('k1', 'kim'), line('s2', 'sam')]
    expect(linesByPhone({ phones, lines }, 'kim')).toEqual([
      { phone: 'kim', lines: [line('k1', 'kim')] },
      { phone: 'alex', lines: [line('a1', 'alex')] },
      { phone: 'sam', lines: [line('s1', 'sam'), line('s2', 'sam')] },
    ])
  })

  it('leaves out a phone with no lines, this one too', () => {
    expect(linesByPhone({ phones, lines: [line('s1', 'sam')] }, 'alex')).toEqual([{ phone: 'sam', lines: [line('s1', 'sam')] }])
    expect(linesByPhone({ phones, lines: [] }, 'alex')).toEqual([])
  })
})
