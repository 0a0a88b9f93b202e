import type { Locale } from '../../domain/locale'
import { displayDate, wallClock, weekdayName } from '../../domain/venue-time'

/** When a slot starts, as the venue lives it: weekday, DD/MM/YYYY and HH:mm (SPEC §2 slot summary, §9). */
export type SlotMoment = { weekday: string; date: string; time: string }

export function slotMoment(startTime: string, timeZone: string, locale: Locale): SlotMoment | null {
  const clock = wallClock(startTime, timeZone)
  if (!clock) return null
  return { weekday: weekdayName(clock.date, locale), date: displayDate(clock.date), time: clock.time }
}
