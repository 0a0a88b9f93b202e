import { describe, expect, it } from 'vitest'
import { fullDate, monthTitle, weekdayColumns, writtenDate } from '../../../domain/calendar-words'

// The booking calendar's words in the four languages.

describe("the date picker's words", () => {
  it('writes a day as the whole page does, its weekday then DD/MM/YYYY (SPEC §9), in every language', () => {
    expect(writtenDate('2026-11-05', 'en')).toBe('Thursday 05/11/2026')
    expect(writtenDate('2026-11-05', 'fr')).toBe('jeudi 05/11/2026')
    expect(writtenDate('2026-11-05', 'nl')).toBe('donderdag 05/11/2026')
    expect(writtenDate('2026-11-05', 'de')).toBe('Donnerstag 05/11/2026')
    expect(writtenDate('2027-01-01', 'en')).toBe('Friday 01/01/2027')
  })

  it('says a day in full, day first, as a screen reader reads a calendar day', () => {
    expect(fullDate('2026-11-24', 'en')).toBe('Tuesday 24 November 2026')
    expect(fullDate('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026')
    expect(fullDate('2026-11-24', 'nl')).toBe('dinsdag 24 november 2026')
    expect(fullDate('2026-11-24', 'de')).toMatch(/^Dienstag,? 24\. November 2026$/)
  })

  it('names a month with its year', () => {
    expect(monthTitle('2026-12', 'en')).toBe('December 2026')
    expect(monthTitle('2026-12', 'fr')).toBe('décembre 2026')
    expect(monthTitle('2027-01', 'nl')).toBe('januari 2027')
    expect(monthTitle('2027-03', 'de')).toBe('März 2027')
  })

  it('heads the columns from Monday to Sunday', () => {
    expect(weekdayColumns('en').map((day) => day.long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(weekdayColumns('en')[0]!.short).toBe('Mon')
    expect(weekdayColumns('fr')[6]!.long).toBe('dimanche')
    expect(weekdayColumns('nl')[0]!.long).toBe('maandag')
    expect(weekdayColumns('de')[2]!.long).toBe('Mittwoch')
  })
})
