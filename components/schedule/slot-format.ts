import { displayDate, wallClock } from '../../domain/venue-time'
import type { Translate } from '../../locales/intl'
import { weekdayName } from '../ui/date-words'

/** When a slot starts, as the venue lives it: weekday, DD/MM/YYYY and HH:mm (SPEC §2 slot summary, §9). */
export type SlotMoment = { weekday: string; date: string; time: string }

export function slotMoment(startTime: string, timeZone: string, t: Translate): SlotMoment | null {
  const clock = wallClock(startTime, timeZone)
  if (!clock) return null
  return { weekday: weekdayName(t, clock.date), date: displayDate(clock.date), time: clock.time }
}
