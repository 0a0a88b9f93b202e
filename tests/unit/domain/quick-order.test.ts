import { describe, expect, it } from 'vitest'
import { FREE_TABLE, parseTableNumber, quickOrderPage, tableMenuPath, tableOfPage, tableOpenForOrders } from '../../../domain/quick-order'

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

describe('quickOrderPage', () => {
  it("names the table of a table's menu, by its path or ?tableuid=", () => {
    expect(quickOrderPage('/quickorder/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0')).toEqual({ table: 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0' })
    expect(quickOrderPage('/quickorder', { tableuid: 'abc-1' })).toEqual({ table: 'abc-1' })
    expect(quickOrderPage('/quickorder/')).toEqual({ table: null })
  })

  it('is no quick order page for its result, or any other page', () => {
    expect(quickOrderPage('/quickorder/order')).toBeNull()
    expect(quickOrderPage('/')).toBeNull()
    expect(quickOrderPage('/quickorder/a/b')).toBeNull()
  })
})

describe('tableOfPage', () => {
  const table2 = { uid: '689e1559-cb58-5c5c-9d09-2adac0c78361', number: 2 }

  it("is the order's table when it is the page's", () => {
    expect(tableOfPage(table2, table2.uid)).toBe(table2)
  })

  it('is not yet known on another table, or without one', () => {
    expect(tableOfPage(table2, 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0')).toBeNull()
    expect(tableOfPage(table2, null)).toBeNull()
    expect(tableOfPage(null, table2.uid)).toBeNull()
  })

  it("is 'free' on every page of a venue without tables", () => {
    expect(tableOfPage({ uid: FREE_TABLE, number: null }, null)).toEqual({ uid: FREE_TABLE, number: null })
  })
})

describe('tableMenuPath', () => {
  it("leads back to the same table's menu, 'free' at a venue without tables, the prompt without a table", () => {
    expect(tableMenuPath({ uid: '689e1559-cb58-5c5c-9d09-2adac0c78361', number: 2 })).toBe('/quickorder/689e1559-cb58-5c5c-9d09-2adac0c78361')
    expect(tableMenuPath({ uid: FREE_TABLE, number: null })).toBe('/quickorder/free')
    expect(tableMenuPath(null)).toBe('/quickorder')
  })
})
