// What the words of a date are keyed by in the catalogues (`date.weekday`, `schedule.date.*`): the
// browser writes dates with its page's words rather than with Intl, whose first date format costs a
// slow phone 100 to 300 ms (decision 070). The words are held to Intl's by a unit test.

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const

/** 0 for Monday … 6 for Sunday, of a calendar date (YYYY-MM-DD). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}

/** A calendar date's (or a month's, YYYY-MM) parts, as a date's words take them. */
export function dateParts(date: string): { weekday: (typeof WEEKDAY_KEYS)[number]; day: string; month: (typeof MONTH_KEYS)[number]; year: string } {
  const [year = '', month = '1', day = '1'] = date.split('-')
  return { weekday: WEEKDAY_KEYS[weekdayIndex(date.length === 7 ? `${date}-01` : date)]!, day: String(Number(day)), month: MONTH_KEYS[Number(month) - 1]!, year }
}
