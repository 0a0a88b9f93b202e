import type { Locale } from './locale'
import { DEFAULT_TIME_ZONE } from './ordering-hours'

// Dates and times as the venue lives them: in its time zone, shown DD/MM/YYYY and HH:mm (SPEC §9).
// Intl carries the time-zone rules and the weekday names of every locale, so nothing is shipped for them.

export type WallClock = { date: string; time: string }

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The venue's calendar date (YYYY-MM-DD) and time (HH:mm) at an instant; null for an unreadable value. */
export function wallClock(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): WallClock | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  if (Number.isNaN(date.getTime())) return null
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(date).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** YYYY-MM-DD → DD/MM/YYYY (SPEC §9); anything else is returned as it came. */
export function displayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date
}

/** An instant as the venue's DD/MM/YYYY HH:mm; anything unreadable is returned as it came. */
export function displayDateTime(instant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone)
  return clock ? `${displayDate(clock.date)} ${clock.time}` : instant
}

/** Calendar days from `from` (YYYY-MM-DD), counted in UTC so no time zone shifts a day. */
export function addDays(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The venue's calendar day (YYYY-MM-DD) at an instant: what "today" means for booking there. */
export function venueToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  return wallClock(now, timeZone)?.date ?? null
}

/** The weekday of a calendar date in the page's language ('mardi', 'Tuesday'). */
export function weekdayName(date: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}
