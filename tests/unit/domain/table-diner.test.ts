import { describe, expect, it } from 'vitest'
import { TABLE_QUIET_MS } from '../../../domain/table-cart'
import { dinerAt, parseTableDiner, rememberDiner } from '../../../domain/table-diner'

// What a device remembers of its diner at a table (domain/table-diner.ts).

const NOW = 1_800_000_000_000
const TABLE = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

describe("a diner remembered at a table", () => {
  it('keeps the name given at the table, then the terms accepted on the form, for the next round at that table', () => {
    const named = rememberDiner(null, TABLE, { name: '  Alex  ' }, NOW)
    expect(dinerAt(named, TABLE, NOW)).toEqual({ name: 'Alex', terms: false })
    const paid = rememberDiner(named, TABLE, { name: 'Alex Martin', terms: true }, NOW + 60_000)
    expect(dinerAt(paid, TABLE, NOW + 120_000)).toEqual({ name: 'Alex Martin', terms: true })
    // A form without a name field keeps the name already known.
    expect(dinerAt(rememberDiner(paid, TABLE, { name: '', terms: true }, NOW), TABLE, NOW)).toEqual({ name: 'Alex Martin', terms: true })
  })

  it('remembers nothing at another table', () => {
    const paid = rememberDiner(null, TABLE, { name: 'Alex', terms: true }, NOW)
    expect(dinerAt(paid, 'another-table', NOW)).toBeNull()
    expect(rememberDiner(paid, 'another-table', { name: 'Sam' }, NOW)).toEqual({ table: 'another-table', name: 'Sam', terms: false, at: NOW })
  })

  it('forgets the diner once the table has been quiet for an hour, as the table forgets its cart', () => {
    const paid = rememberDiner(null, TABLE, { name: 'Alex', terms: true }, NOW)
    expect(dinerAt(paid, TABLE, NOW + TABLE_QUIET_MS - 1)).not.toBeNull()
    expect(dinerAt(paid, TABLE, NOW + TABLE_QUIET_MS)).toBeNull()
    expect(rememberDiner(paid, TABLE, { name: 'Sam' }, NOW + TABLE_QUIET_MS)).toMatchObject({ name: 'Sam', terms: false })
  })

  it('reads back what it stored, and nothing from a broken record', () => {
    const stored = rememberDiner(null, TABLE, { name: 'Alex', terms: true }, NOW)
    expect(parseTableDiner(JSON.stringify(stored))).toEqual(stored)
    for (const raw of [null, '', '{', '"Alex"', JSON.stringify({ ...stored, terms: 'yes' }), JSON.stringify({ ...stored, at: null })]) {
      expect(parseTableDiner(raw)).toBeNull()
    }
  })
})
