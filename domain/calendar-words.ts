import type { Locale } from './locale'
import { weekdayName } from './date-names'
import { displayDate } from './venue-time'

// The booking calendar's words, in its own module so that only the schedule page carries them. A date
// the diner reads is written one way on the whole page, DD/MM/YYYY after its weekday (SPEC §9 date
// format), as the slot summary and the order's result write it; the date picker's 'dd MMM yyyy'
// (SPEC §9) formats a text field the calendar does not have. A day said to a screen reader is said in
// full. The names come from date-names.ts, not Intl (why: there).

export { fullDate, monthTitle, weekdayColumns } from './date-names'

/** A day as the page writes it: 'Thursday 05/11/2026', 'jeudi 05/11/2026'. */
export const writtenDate = (date: string, locale: Locale) => `${weekdayName(date, locale)} ${displayDate(date)}`
