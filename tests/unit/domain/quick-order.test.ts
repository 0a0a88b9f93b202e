import { describe, expect, it } from 'vitest'
import { FREE_TABLE, parseTableNumber, tableOpenForOrders } from '../../../domain/quick-order'

// The table number a diner types in quick order (SPEC §2 Quick order, §4).

describe('parseTableNumber', () => {
  it('accepts digits, trimmed', () => {
    expect(parseTableNumber('7')).toBe('7')
    expect(parseTableNumber(' 12 ')).toBe('12')
    expect(parseTableNumber('123456')).toBe('123456')
  })

  it('drops leading zeros', () => {
    expect(parseTableNumber('007')).toBe('7')
    expect(parseTableNumber('0')).toBe('0')
  })

  it.each(['', '   ', '1234567', '-1', '+3', '1.5', '1,5', '12a', 'table 4', '1e3', '٣', '0x1F'])(
    "refuses '%s'",
    (input) => {
      expect(parseTableNumber(input)).toBeNull()
    },
  )

  it("names the table of table mode 1 'free'", () => {
    expect(FREE_TABLE).toBe('free')
  })
})

describe('tableOpenForOrders', () => {
  it('takes orders at an active table only', () => {
    expect(tableOpenForOrders({ active: true })).toBe(true)
    expect(tableOpenForOrders({ active: false })).toBe(false)
  })
})
