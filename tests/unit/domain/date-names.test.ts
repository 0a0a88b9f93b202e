import { describe, expect, it } from 'vitest'
import { calendarWords, weekdayName } from '../../../components/ui/date-words'
import { INTL_LOCALES, LOCALES } from '../../../domain/locale'
import { makeTranslator, type Messages } from '../../../locales/intl'
import { messagesFor } from '../../../locales/messages.server'

// The browser writes dates with its catalogue's words, not with Intl (decision 070): they must read
// exactly as Intl writes them for each language, every day of a common and a leap year.

const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
const noon = (date: string) => new Date(`${date}T12:00:00Z`)

function days(from: string, to: string): string[] {
  const all: string[] = []
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    all.push(day.toISOString().slice(0, 10))
  }
  return all
}

describe("a date in the catalogue's words, as Intl writes it", () => {
  for (const locale of LOCALES) {
    const tag = INTL_LOCALES[locale]
    const t = makeTranslator(locale, messagesFor(locale) as Messages)
    const words = calendarWords(t)

    it(`writes every day of 2027 and 2028 in full and by its weekday, in ${locale}`, () => {
      const full = intl(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      const long = intl(tag, { weekday: 'long' })
      const wrong = days('2027-01-01', '2028-12-31').filter(
        (day) => words.fullDate(day) !== full.format(noon(day)) || weekdayName(t, day) !== long.format(noon(day)),
      )
      expect(wrong).toEqual([])
    })

    it(`names every month with its year, and the weekdays from Monday, long and short, in ${locale}`, () => {
      const month = intl(tag, { month: 'long', year: 'numeric' })
      for (let index = 1; index <= 12; index += 1) {
        const key = `2027-${String(index).padStart(2, '0')}`
        expect(words.monthTitle(key)).toBe(month.format(noon(`${key}-01`)))
      }
      // 4 January 2027 is a Monday.
      const week = days('2027-01-04', '2027-01-10')
      expect(words.weekdayColumns()).toEqual(week.map((day) => ({ short: intl(tag, { weekday: 'short' }).format(noon(day)), long: intl(tag, { weekday: 'long' }).format(noon(day)) })))
    })

    it(`joins one to four items as Intl.ListFormat does, in ${locale}`, () => {
      const format = new Intl.ListFormat(tag, { type: 'conjunction' })
      for (const items of [['a time'], ['a date', 'a time'], ['the persons', 'a date', 'a time'], ['w', 'x', 'y', 'z']]) {
        expect(words.listOf(items)).toBe(format.format(items))
      }
    })
  }
})
