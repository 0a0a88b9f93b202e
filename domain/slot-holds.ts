// How many of a venue day's places one client address may hold at once (decision 073). A hold closes a
// place to everyone else for the venue's lock time, so one address may hold a share of a day's places,
// never the day: a hoarder minting cookies behind one address leaves two thirds of the day to others,
// while a food court's lunch rush behind its Wi-Fi (a few dozen holds at once) stays well inside. One
// slot is not capped apart: a rush fills the slots around noon one after another, every table of the
// slot being paid for held at once by diners of the same Wi-Fi. A venue's places are learned from its
// slot answers.

import type { Slot } from './schemas/venue-api'

/** What one address may hold of a day's places; at least a few. */
export const HOLD_SHARE = { day: 1 / 3, fewPerDay: 6 } as const

/** The most places each slot of a day was seen with (slot id → places). */
export type DayPlaces = Readonly<Record<string, number>>

/** The day a slot id names, when it starts with one (`2026-12-15T12:00|1`); a venue's other ids name none. */
export function dayOfSlot(slotId: string): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})T/.exec(slotId)?.[1]
  return day ?? null
}

/**
 * The places of a day as one more answer shows them: a slot's free places only fall as others hold and
 * order, so the most ever seen is the nearest to its capacity.
 */
export function withAnswer(kept: DayPlaces, slots: readonly Slot[]): DayPlaces {
  const places: Record<string, number> = { ...kept }
  for (const { id, free_tables } of slots) places[id] = Math.max(places[id] ?? 0, free_tables)
  return places
}

/** How many holds one address may have on a day whose places are known (or not: then a few). */
export function dayHoldCeiling(places: DayPlaces | null): number {
  const day = places ? Object.values(places).reduce((sum, count) => sum + count, 0) : 0
  return Math.max(HOLD_SHARE.fewPerDay, Math.floor(day * HOLD_SHARE.day))
}
