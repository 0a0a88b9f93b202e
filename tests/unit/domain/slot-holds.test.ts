import { describe, expect, it } from 'vitest'
import { dayHoldCeiling, dayOfSlot, withAnswer } from '../../../domain/slot-holds'

const slot = (id: string, free_tables: number) => ({ id, start_time: `${id.slice(0, 16)}:00+01:00`, end_time: null, free_tables })

/** Lumière's eat-in Tuesday: 26 slots of four tables, 104 in all. */
const lumiereDay = Object.fromEntries(Array.from({ length: 26 }, (_, index) => [`2026-12-15T${String(11 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}|1`, 4]))

describe('what one address may hold of a venue day', () => {
  it('holds a third of a day of 104 tables (34), leaving more than half of it to others', () => {
    const ceiling = dayHoldCeiling(lumiereDay)
    expect(ceiling).toBe(34)
    expect(104 - ceiling).toBeGreaterThanOrEqual(52)
  })

  it('holds a few of a day whose places are not known, or are fewer', () => {
    expect(dayHoldCeiling(null)).toBe(6)
    expect(dayHoldCeiling({ '2026-12-15T12:00|1': 4 })).toBe(6)
  })

  it("leaves a food court's lunch rush room: 200 diners over ten minutes hold a few dozen at once", () => {
    // Les Halles from noon: 44 slots of 10 takeaway orders.
    const halles = Object.fromEntries(Array.from({ length: 44 }, (_, index) => [`2026-12-15T${String(12 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}|2`, 10]))
    expect(dayHoldCeiling(halles)).toBeGreaterThanOrEqual(100)
  })
})

describe('the places of a day, learned from its slot answers', () => {
  it('keeps the most each slot was seen with: free places only fall as others hold', () => {
    const first = withAnswer({}, [slot('2026-12-15T12:00|1', 4), slot('2026-12-15T12:15|1', 2)])
    const later = withAnswer(first, [slot('2026-12-15T12:00|1', 1), slot('2026-12-15T12:15|1', 3), slot('2026-12-15T12:30|1', 4)])
    expect(later).toEqual({ '2026-12-15T12:00|1': 4, '2026-12-15T12:15|1': 3, '2026-12-15T12:30|1': 4 })
  })

  it('finds the day a slot id names, and none in an id that names none', () => {
    expect(dayOfSlot('2026-12-15T12:00|1')).toBe('2026-12-15')
    expect(dayOfSlot('slot-42')).toBeNull()
    expect(dayOfSlot('2026-12-15')).toBeNull()
  })
})
