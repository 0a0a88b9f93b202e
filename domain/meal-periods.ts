import { isSlotBookable } from './schedule'
import type { Slot } from './schemas/venue-api'
import { wallClock } from './venue-time'

// A day's time slots by meal period, so a phone shows a lunch or a dinner rather than some 26 tiles
// (issue 30). The venue API names no periods (SPEC §7 GET /slots): they come from the slots' times, in
// the venue's time zone.

export type MealPeriod = 'morning' | 'lunch' | 'afternoon' | 'dinner'

/** When each period starts (HH:mm, the venue's time); a slot is in the last period begun by its time. */
const PERIOD_STARTS: readonly (readonly [MealPeriod, string])[] = [
  ['morning', '00:00'],
  ['lunch', '11:00'],
  ['afternoon', '15:00'],
  ['dinner', '17:30'],
]

/** The meal period of a time of day (HH:mm). */
export function mealPeriodOf(time: string): MealPeriod {
  let period: MealPeriod = 'morning'
  for (const [name, start] of PERIOD_STARTS) if (time >= start) period = name
  return period
}

/** A slot as the schedule shows it: its time of day in the venue's zone, and whether it can be chosen. */
export type TimedSlot = { slot: Slot; time: string; bookable: boolean }

export type SlotGroup = {
  period: MealPeriod
  /** In time order. */
  slots: TimedSlot[]
  /**
   * What is free at every time of the group that can be chosen, when it is the same for all of them:
   * then said once for the group. Null when they differ, or when none can be chosen.
   */
  sharedFree: number | null
}

/** A day's slots by meal period, in time order; periods without a slot are left out. */
export function groupSlotsByMeal(slots: readonly Slot[], timeZone: string): SlotGroup[] {
  const timed = slots
    .map((slot) => ({ slot, time: wallClock(slot.start_time, timeZone)?.time ?? slot.start_time, bookable: isSlotBookable(slot) }))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  const groups: SlotGroup[] = []
  for (const entry of timed) {
    const period = mealPeriodOf(entry.time)
    const last = groups.at(-1)
    if (last?.period === period) last.slots.push(entry)
    else groups.push({ period, slots: [entry], sharedFree: null })
  }
  for (const group of groups) {
    const counts = new Set(group.slots.filter((entry) => entry.bookable).map((entry) => entry.slot.free_tables))
    group.sharedFree = counts.size === 1 ? [...counts][0]! : null
  }
  return groups
}

/**
 * The period shown open when the slots arrive: the one holding the slot the order holds, else the
 * first with a time that can be chosen, else the first.
 */
export function periodToOpen(groups: readonly SlotGroup[], heldSlotId: string | null): MealPeriod | null {
  const held = heldSlotId === null ? undefined : groups.find((group) => group.slots.some((entry) => entry.slot.id === heldSlotId))
  return (held ?? groups.find((group) => group.slots.some((entry) => entry.bookable)) ?? groups[0])?.period ?? null
}
