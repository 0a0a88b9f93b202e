import { describe, expect, it } from 'vitest'
import { fullDate, listOf, longDate, monthTitle, weekdayColumns, weekdayName } from '../../../domain/date-names'
import { INTL_LOCALES, LOCALES } from '../../../domain/locale'

// The browser writes dates from these names, not from Intl: they must read exactly as Intl writes
// them for each language, every day of a common and a leap year.

const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
const noon = (date: string) => new Date(`${date}T12:00:00Z`)

function days(from: string, to: string): string[] {
  const all: string[] = []
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    all.push(day.toISOString().slice(0, 10))
  }
  return all
}

describe('the names of days and months, as Intl writes them', () => {
  for (const locale of LOCALES) {
    const tag = INTL_LOCALES[locale]

    it(`writes every day of 2027 and 2028 in full and by its weekday, in ${locale}`, () => {
      const full = intl(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      const long = intl(tag, { weekday: 'long' })
      const short = intl(tag, { weekday: 'short' })
      const longStyle = intl(tag, { dateStyle: 'long' })
      for (const day of days('2027-01-01', '2028-12-31')) {
        expect(fullDate(day, locale)).toBe(full.format(noon(day)))
        expect(longDate(day, locale)).toBe(longStyle.format(noon(day)))
        expect(weekdayName(day, locale)).toBe(long.format(noon(day)))
        expect(weekdayName(day, locale, 'short')).toBe(short.format(noon(day)))
      }
    })

    it(`names every month with its year, and the weekdays from Monday, in ${locale}`, () => {
      const month = intl(tag, { month: 'long', year: 'numeric' })
      for (let index = 1; index <= 12; index += 1) {
        const key = `2027-${String(index).padStart(2, '0')}`
        expect(monthTitle(key, locale)).toBe(month.format(noon(`${key}-01`)))
      }
      // 4 January 2027 is a Monday.
      expect(weekdayColumns(locale).map(({ long }) => long)).toEqual(days('2027-01-04', '2027-01-10').map((day) => intl(tag, { weekday: 'long' }).format(noon(day))))
    })
  }
})

describe('listOf, as Intl joins a list', () => {
  for (const locale of LOCALES) {
    it(`joins one to four items in ${locale}`, () => {
      const format = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' })
      for (const items of [['a time'], ['a date', 'a time'], ['the persons', 'a date', 'a time'], ['w', 'x', 'y', 'z']]) {
        expect(listOf(locale, items)).toBe(format.format(items))
      }
    })
  }
})
