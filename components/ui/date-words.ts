import { dateParts, WEEKDAY_KEYS } from '../../domain/date-names'
import { displayDate } from '../../domain/venue-time'
import type { Translate } from '../../locales/intl'

// A date in the page's words, from its catalogue (domain/date-names.ts says why not Intl).

/** The weekday of a calendar date: 'Tuesday', 'mardi'. Every page carries these words. */
export const weekdayName = (t: Translate, date: string) => t('date.weekday', { day: dateParts(date).weekday })

/** The schedule's words of a date (its page carries them): the calendar's, and a list joined with 'and'. */
export function calendarWords(t: Translate) {
  const month = (date: string) => {
    const parts = dateParts(date)
    return t('schedule.date.month', { month: parts.month })
  }
  return {
    /** 'Thursday 5 November 2026', 'Donnerstag, 5. November 2026': a day said to a screen reader. */
    fullDate: (date: string) => {
      const { day, year } = dateParts(date)
      return t('schedule.date.full', { weekday: weekdayName(t, date), day, month: month(date), year })
    },
    /** A day as the page writes it: 'Thursday 05/11/2026', 'jeudi 05/11/2026' (SPEC §9). */
    writtenDate: (date: string) => `${weekdayName(t, date)} ${displayDate(date)}`,
    /** 'November 2026', 'novembre 2026'. */
    monthTitle: (yearMonth: string) => t('schedule.date.monthTitle', { month: month(yearMonth), year: dateParts(yearMonth).year }),
    /** The weekdays from Monday, short ('Mon', 'lun.') and long, for the calendar's columns. */
    weekdayColumns: () => WEEKDAY_KEYS.map((day) => ({ short: t('schedule.date.weekdayShort', { day }), long: t('date.weekday', { day }) })),
    /** 'the number of persons, a date and a time'. */
    listOf: (items: readonly string[]) =>
      items.length < 2 ? items.join('') : t('schedule.listAnd', { items: items.slice(0, -1).join(', '), last: items.at(-1)! }),
  }
}
