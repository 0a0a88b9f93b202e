import { offsetAt, type ZoneOffsets } from './zone-offsets'

// Dates and times as the venue lives them: in its time zone, shown DD/MM/YYYY and HH:mm (SPEC §9).
// The server reads the zone's rules from Intl; the browser from the offsets the server gave it
// (knowZoneOffsets), and Intl only for an instant outside them.

/** The demo venues' zone, and any venue's until the platform names one. */
export const DEFAULT_TIME_ZONE = 'Europe/Brussels'

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

// The offsets of the zones the browser has been given (knowZoneOffsets): a wall clock from them is
// arithmetic, with no Intl date format built (date-names.ts says why).
const knownZones = new Map<string, ZoneOffsets>()

/** Gives the browser a venue zone's offsets, found by the server (VenueView ordering.zoneOffsets). */
export function knowZoneOffsets(timeZone: string, offsets: ZoneOffsets) {
  knownZones.set(timeZone, offsets)
}

/** The venue's calendar date (YYYY-MM-DD) and time (HH:mm) at an instant; null for an unreadable value. */
export function wallClock(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): WallClock | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  if (Number.isNaN(date.getTime())) return null
  const known = knownZones.get(timeZone)
  const offset = known ? offsetAt(known, date.getTime()) : null
  if (offset !== null) {
    const wall = new Date(date.getTime() + offset * 60_000).toISOString()
    return { date: wall.slice(0, 10), time: wall.slice(11, 16) }
  }
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
