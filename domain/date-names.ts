import type { Locale } from './locale'

// The names of days and months in the four languages, how each writes a date in full and joins a
// list, as Intl writes them for INTL_LOCALES (a unit test holds them to it). The browser writes a date with these
// rather than with Intl: its first Intl date format costs it 100 to 300 ms on a slow phone, which the
// schedule and the order's page would pay while they hydrate, for words that never change.

type Names = {
  /** Monday first. */
  weekdays: readonly string[]
  weekdaysShort: readonly string[]
  months: readonly string[]
  /** 'Sunday 27 December 2026', 'Sonntag, 27. Dezember 2026'. */
  full: (weekday: string, day: number, month: string, year: number) => string
  /** '27 December 2026', '27. Dezember 2026'. */
  long: (day: number, month: string, year: number) => string
}

const spaced = (weekday: string, day: number, month: string, year: number) => `${weekday} ${day} ${month} ${year}`
const spacedLong = (day: number, month: string, year: number) => `${day} ${month} ${year}`

const NAMES: Record<Locale, Names> = {
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    full: spaced,
    long: spacedLong,
  },
  fr: {
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    weekdaysShort: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    full: spaced,
    long: spacedLong,
  },
  nl: {
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    weekdaysShort: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    full: spaced,
    long: spacedLong,
  },
  de: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    full: (weekday, day, month, year) => `${weekday}, ${day}. ${month} ${year}`,
    long: (day, month, year) => `${day}. ${month} ${year}`,
  },
}

/** 0 for Monday … 6 for Sunday, of a calendar date (YYYY-MM-DD). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

/** The weekday of a calendar date: 'Tuesday', 'mardi'; short: 'Tue', 'mar.'. */
export function weekdayName(date: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  const names = NAMES[locale]
  return (width === 'long' ? names.weekdays : names.weekdaysShort)[weekdayIndex(date)]!
}

/** A day in full: 'Thursday 5 November 2026', 'Donnerstag, 5. November 2026'. */
export function fullDate(date: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const names = NAMES[locale]
  return names.full(names.weekdays[weekdayIndex(date)]!, day, names.months[month - 1]!, year)
}

/** A day without its weekday: '7 December 2026', '7. Dezember 2026' (Intl's long date style). */
export function longDate(date: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const names = NAMES[locale]
  return names.long(day, names.months[month - 1]!, year)
}

/** A month (YYYY-MM) and its year: 'November 2026', 'novembre 2026'. */
export function monthTitle(month: string, locale: Locale): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return `${NAMES[locale].months[number - 1]} ${year}`
}

/** The weekdays from Monday, short and long, for a calendar's columns. */
export function weekdayColumns(locale: Locale): { short: string; long: string }[] {
  const { weekdays, weekdaysShort } = NAMES[locale]
  return weekdays.map((long, index) => ({ short: weekdaysShort[index]!, long }))
}

const AND: Record<Locale, string> = { en: 'and', fr: 'et', nl: 'en', de: 'und' }

/** 'the number of persons, a date and a time': a list as each language joins it (Intl.ListFormat's conjunction). */
export function listOf(locale: Locale, items: readonly string[]): string {
  if (items.length < 2) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${AND[locale]} ${items.at(-1)}`
}
