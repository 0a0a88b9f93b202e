import { describe, expect, it } from 'vitest'
import { groupSlotsByMeal, mealPeriodOf, periodToOpen } from '../../../domain/meal-periods'

const ZONE = 'Europe/Brussels'
/** A slot at HH:mm on 26/11/2026 in Brussels (UTC+1), with what is free then. */
const slot = (time: string, free: number) => ({
  id: `slot-${time}`,
  start_time: `2026-11-26T${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}:${time.slice(3)}:00Z`,
  free_tables: free,
})

describe('mealPeriodOf', () => {
  it('puts a time in the last period it has begun', () => {
    expect(mealPeriodOf('09:30')).toBe('morning')
    expect(mealPeriodOf('11:00')).toBe('lunch')
    expect(mealPeriodOf('14:45')).toBe('lunch')
    expect(mealPeriodOf('15:00')).toBe('afternoon')
    expect(mealPeriodOf('17:30')).toBe('dinner')
    expect(mealPeriodOf('22:15')).toBe('dinner')
  })
})

describe('groupSlotsByMeal', () => {
  it('groups a day by meal period in time order, reading the times in the venue\'s zone', () => {
    const groups = groupSlotsByMeal([slot('18:00', 4), slot('11:30', 4), slot('12:00', 4), slot('18:15', 2)], ZONE)
    expect(groups.map((group) => group.period)).toEqual(['lunch', 'dinner'])
    expect(groups[0]!.slots.map((entry) => entry.time)).toEqual(['11:30', '12:00'])
    expect(groups[1]!.slots.map((entry) => entry.time)).toEqual(['18:00', '18:15'])
  })

  it('says once what is free when every time that can be chosen has as much, a full time aside', () => {
    const [lunch, dinner] = groupSlotsByMeal([slot('12:00', 4), slot('12:30', 0), slot('13:00', 4), slot('19:00', 4), slot('19:15', 3)], ZONE)
    expect(lunch!.sharedFree).toBe(4)
    expect(lunch!.slots.map((entry) => entry.bookable)).toEqual([true, false, true])
    expect(dinner!.sharedFree).toBeNull()
  })

  it('says nothing shared for a period where nothing can be chosen', () => {
    const [lunch] = groupSlotsByMeal([slot('12:00', 0), slot('12:30', 0)], ZONE)
    expect(lunch!.sharedFree).toBeNull()
  })

  it('has no group for a day without slots', () => {
    expect(groupSlotsByMeal([], ZONE)).toEqual([])
  })
})

describe('periodToOpen', () => {
  const groups = groupSlotsByMeal([slot('12:00', 0), slot('12:30', 0), slot('19:00', 4), slot('19:30', 2)], ZONE)

  it('opens the first period with a time that can be chosen', () => {
    expect(periodToOpen(groups, null)).toBe('dinner')
  })

  it('opens the period of the slot the order holds', () => {
    expect(periodToOpen(groupSlotsByMeal([slot('12:00', 4), slot('19:00', 4)], ZONE), 'slot-19:00')).toBe('dinner')
  })

  it('opens the first period when none can be chosen, and none without slots', () => {
    expect(periodToOpen(groupSlotsByMeal([slot('12:00', 0), slot('19:00', 0)], ZONE), null)).toBe('lunch')
    expect(periodToOpen([], null)).toBeNull()
  })
})
