import { describe, expect, it } from 'vitest'
import { addDays, displayDate, venueToday, wallClock } from '../../../domain/venue-time'

// Dates and times as the venue lives them (SPEC §9 DD/MM/YYYY and HH:mm; DESIGN "Languages":
// the venue's time zone, Europe/Brussels in the demo).

describe('wallClock in Europe/Brussels', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(wallClock('2026-01-15T11:45:00Z')).toEqual({ date: '2026-01-15', time: '12:45' })
    expect(wallClock('2026-07-15T11:45:00Z')).toEqual({ date: '2026-07-15', time: '13:45' })
  })

  it('jumps from 02:00 to 03:00 on 29 March 2026', () => {
    expect(wallClock('2026-03-29T00:59:00Z')).toEqual({ date: '2026-03-29', time: '01:59' })
    expect(wallClock('2026-03-29T01:00:00Z')).toEqual({ date: '2026-03-29', time: '03:00' })
    expect(wallClock('2026-03-29T10:00:00Z')).toEqual({ date: '2026-03-29', time: '12:00' })
  })

  it('goes back from 03:00 to 02:00 on 25 October 2026', () => {
    expect(wallClock('2026-10-25T00:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' })
    expect(wallClock('2026-10-25T00:59:00Z')).toEqual({ date: '2026-10-25', time: '02:59' })
    expect(wallClock('2026-10-25T01:00:00Z')).toEqual({ date: '2026-10-25', time: '02:00' })
    expect(wallClock('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' })
    expect(wallClock('2026-10-25T10:00:00Z')).toEqual({ date: '2026-10-25', time: '11:00' })
  })

  it('is already the next day in Brussels late in the UTC evening', () => {
    expect(wallClock('2026-01-31T23:30:00Z')).toEqual({ date: '2026-02-01', time: '00:30' })
    expect(wallClock('2026-12-31T23:30:00Z')).toEqual({ date: '2027-01-01', time: '00:30' })
    expect(wallClock('2026-06-30T22:15:00Z')).toEqual({ date: '2026-07-01', time: '00:15' })
  })

  it('shows midnight as 00:00, not 24:00', () => {
    expect(wallClock('2026-02-10T23:00:00Z')).toEqual({ date: '2026-02-11', time: '00:00' })
  })

  it('takes a Date as well as a string, and another time zone when asked', () => {
    expect(wallClock(new Date(Date.UTC(2026, 4, 3, 8, 5)))).toEqual({ date: '2026-05-03', time: '10:05' })
    expect(wallClock('2026-05-03T08:05:00Z', 'UTC')).toEqual({ date: '2026-05-03', time: '08:05' })
    expect(wallClock('2026-05-03T08:05:00Z', 'America/New_York')).toEqual({ date: '2026-05-03', time: '04:05' })
  })

  it('gives null for a value that is not a date', () => {
    expect(wallClock('tomorrow')).toBeNull()
    expect(wallClock('')).toBeNull()
    expect(wallClock(new Date(Number.NaN))).toBeNull()
  })
})

describe('displayDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(displayDate('2026-03-29')).toBe('29/03/2026')
    expect(displayDate('2027-01-01')).toBe('01/01/2027')
  })

  it('returns anything else as it came', () => {
    expect(displayDate('29/03/2026')).toBe('29/03/2026')
    expect(displayDate('2026-3-29')).toBe('2026-3-29')
    expect(displayDate('2026-03-29T10:00:00Z')).toBe('2026-03-29T10:00:00Z')
    expect(displayDate('')).toBe('')
  })
})

describe('addDays', () => {
  it('adds days within a month', () => {
    expect(addDays('2026-06-10', 0)).toBe('2026-06-10')
    expect(addDays('2026-06-10', 5)).toBe('2026-06-15')
  })

  it('crosses month ends, February in common and leap years, and the year end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08')
  })

  it('keeps whole days across the DST changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
  })

  it('goes back with a negative count', () => {
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('venueToday', () => {
  it("is the venue's calendar day: 23:30 UTC is already tomorrow in Brussels", () => {
    expect(venueToday(new Date('2026-06-10T09:00:00Z'))).toBe('2026-06-10')
    expect(venueToday(new Date('2026-06-10T23:30:00Z'))).toBe('2026-06-11')
    expect(venueToday(new Date('2026-06-10T23:30:00Z'), 'UTC')).toBe('2026-06-10')
    expect(venueToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })

  it('is null for an invalid now', () => {
    expect(venueToday(new Date(Number.NaN))).toBeNull()
  })
})

