import { DEFAULT_TIME_ZONE, wallClock } from './venue-time'

// Whether the venue takes orders now, from allow_order_from/_to (SPEC §3 POS, §5; demo README: "HH:mm" or null).

type OrderingWindow = { allow_order_from: string | null; allow_order_to: string | null }

const MINUTES_PER_DAY = 24 * 60

/** Minutes after midnight of an "HH:mm" (or "HH:mm:ss") value, or null when it is not a time. */
export function parseClockTime(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  return hours * 60 + minutes
}

/** Minutes after midnight of the wall clock in the zone, so DST shifts follow the venue's local time. */
export function wallClockMinutes(now: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return parseClockTime(wallClock(now, timeZone)?.time) ?? 0
}

/**
 * Whether ordering is open at `now`: from `allow_order_from` included to `allow_order_to` excluded,
 * in the venue's wall time. A missing or unreadable bound does not limit (demo README: all null means
 * not limited). A window whose end is before its start crosses midnight (22:00–02:00). Equal bounds
 * would make an empty window that closes the venue for good, so they are read as no limit.
 */
export function isOrderingOpen(pos: OrderingWindow, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const from = parseClockTime(pos.allow_order_from)
  const to = parseClockTime(pos.allow_order_to)
  if (from === null && to === null) return true
  const current = wallClockMinutes(now, timeZone)
  if (from === null) return current < (to ?? MINUTES_PER_DAY)
  if (to === null) return current >= from
  if (from === to) return true
  if (from < to) return current >= from && current < to
  return current >= from || current < to
}
