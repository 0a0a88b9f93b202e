import { INTL_LOCALES, type Locale } from './locale'
import { displayDate } from './venue-time'

// The booking calendar's words, in its own module so that only the schedule page carries them, in each
// language's own way of naming days and months (INTL_LOCALES). A date the diner reads is written one
// way on the whole page, DD/MM/YYYY after its weekday (SPEC §9 date format), as the slot summary and the
// order's result write it; the date picker's 'dd MMM yyyy' (SPEC §9) formats a text field the
// calendar does not have. A day said to a screen reader is said in full.

type DateStyle = 'full' | 'month' | 'weekdayShort' | 'weekdayLong'

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** A calendar date (YYYY-MM-DD, or YYYY-MM for a month) in one of the calendar's styles; read at noon UTC so no zone shifts it. */
function formatDate(date: string, locale: Locale, style: DateStyle): string {
  const key = `${locale}:${style}`
  let formatter = dateFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...DATE_STYLES[style], timeZone: 'UTC' })
    dateFormatters.set(key, formatter)
  }
  const day = date.length === 7 ? `${date}-01` : date
  return formatter.format(new Date(`${day}T12:00:00Z`))
}

/** A day as the page writes it: 'Thursday 05/11/2026', 'jeudi 05/11/2026'. */
export const writtenDate = (date: string, locale: Locale) => `${formatDate(date, locale, 'weekdayLong')} ${displayDate(date)}`

/** A day said in full, as a screen reader reads a calendar day: 'Thursday 5 November 2026'. */
export const fullDate = (date: string, locale: Locale) => formatDate(date, locale, 'full')

/** A month and its year: 'November 2026', 'novembre 2026'. */
export const monthTitle = (month: string, locale: Locale) => formatDate(month, locale, 'month')

/** The weekdays from Monday, short ('Mon', 'lun.') and long ('Monday', 'lundi'), for the calendar's columns. */
export function weekdayColumns(locale: Locale): { short: string; long: string }[] {
  // 5 January 2026 is a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = `2026-01-${String(5 + index).padStart(2, '0')}`
    return { short: formatDate(day, locale, 'weekdayShort'), long: formatDate(day, locale, 'weekdayLong') }
  })
}
