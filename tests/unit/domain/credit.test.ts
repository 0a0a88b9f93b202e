import { describe, expect, it } from 'vitest'
import { amountSign, creditHistoryRows, dateOf, parseEuros, TOP_UP_PRESETS } from '../../../domain/credit'
import { topUpSchema } from '../../../domain/account-forms'
import { TOP_UP_MAX, TOP_UP_MIN } from '../../../domain/form-rules'

describe('parseEuros', () => {
  it('reads amounts as people type them', () => {
    expect(parseEuros('10')).toBe(10)
    expect(parseEuros(' 12.5 ')).toBe(12.5)
    expect(parseEuros('12,50')).toBe(12.5)
    expect(parseEuros('€ 20')).toBe(20)
  })

  it('gives NaN for anything else, which the form schema refuses', () => {
    for (const input of ['', 'ten', '1.234', '-5', '1e3', '12.', '1,2,3']) expect(parseEuros(input)).toBeNaN()
    expect(topUpSchema.safeParse({ amount: parseEuros('ten') }).success).toBe(false)
  })

  it('offers presets within the top-up bounds', () => {
    expect([...TOP_UP_PRESETS]).toEqual([10, 20, 50])
    for (const amount of TOP_UP_PRESETS) {
      expect(amount).toBeGreaterThanOrEqual(TOP_UP_MIN)
      expect(amount).toBeLessThanOrEqual(TOP_UP_MAX)
      expect(topUpSchema.safeParse({ amount }).success).toBe(true)
    }
  })
})

// Camille's history in the demo data (origin/seed/demo/venues/lumiere.json).
const history = [
  { date: '2025-03-01T10:12:00+01:00', type: 'topup', label: 'Recharge en ligne', amount: 30, balance: 30 },
  { date: '2025-03-15T12:41:00+01:00', type: 'order', label: 'Commande LUM-001204', amount: -14.5, balance: 15.5 },
  { date: '2025-04-20T18:03:00+02:00', type: 'topup', label: 'Recharge en ligne', amount: 20, balance: 35.5 },
  { date: '2025-04-26T19:27:00+02:00', type: 'order', label: 'Commande LUM-001288', amount: -10, balance: 25.5 },
]

describe('creditHistoryRows', () => {
  it('lists the newest first, in cents, dated DD/MM/YYYY', () => {
    const rows = creditHistoryRows(history)
    expect(rows.map((row) => row.date)).toEqual(['26/04/2025', '20/04/2025', '15/03/2025', '01/03/2025'])
    expect(rows[0]).toEqual({ date: '26/04/2025', type: 'order', label: 'Commande LUM-001288', amountCents: -1000, balanceCents: 2550 })
    expect(rows.map((row) => row.amountCents)).toEqual([-1000, 2000, -1450, 3000])
  })

  it('dates in the venue time zone: late evening UTC is the next day in Brussels', () => {
    expect(dateOf('2025-04-26T22:30:00Z')).toBe('27/04/2025')
    expect(dateOf('2025-04-26')).toBe('26/04/2025')
    expect(dateOf('not a date')).toBe('not a date')
  })

  it('keeps the venue order (newest first) for entries of the same instant, and unreadable dates last', () => {
    const rows = creditHistoryRows([
      { date: 'unknown', type: 'card', label: 'A', amount: 1 },
      { date: '2025-01-01T10:00:00Z', type: 'order', label: 'Balance returned, order LUM-001381', amount: 3 },
      { date: '2025-01-01T10:00:00Z', type: 'order', label: 'Order LUM-001381', amount: -3 },
    ])
    expect(rows.map((row) => row.label)).toEqual(['Balance returned, order LUM-001381', 'Order LUM-001381', 'A'])
    expect(rows[2]?.balanceCents).toBeNull()
  })

  it('signs money in and out', () => {
    expect(amountSign(2000)).toBe('+')
    expect(amountSign(-1450)).toBe('−')
    expect(amountSign(0)).toBe('')
  })
})
