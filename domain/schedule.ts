import { ConsumptionType, type OrderConsumptionType } from './consumption-type'
import type { HeldSlot } from './order-state'
import { isOrderingOpen } from './ordering-hours'

// The schedule step (SPEC §2 Schedule, §4 Booking slot, §5): who is asked what, which slot can be
// taken, what a pre-booking answer holds, and where the booking banner and its watcher apply.

/** The stepper's bounds for the number of persons. */
export const GUEST_COUNT_MIN = 1
export const GUEST_COUNT_MAX = 20

/**
 * Whether the number of persons is asked: when the venue asks for it (order_guests), and always for
 * eat-in, since a table is booked for that many seats.
 */
export function asksGuestCount(type: OrderConsumptionType | null, venueAsksGuests: boolean): boolean {
  return venueAsksGuests || type === ConsumptionType.EatIn
}

/**
 * The number of persons the slots are asked for: the chosen one when it is asked (null while not
 * chosen yet), else 1.
 */
export function guestCountFor(
  type: OrderConsumptionType | null,
  venueAsksGuests: boolean,
  chosen: number | null,
): number | null {
  return asksGuestCount(type, venueAsksGuests) ? chosen : GUEST_COUNT_MIN
}

/** A number of persons kept within the stepper's bounds. */
export function clampGuestCount(count: number): number {
  return Math.min(GUEST_COUNT_MAX, Math.max(GUEST_COUNT_MIN, Math.round(count)))
}

/**
 * The consumption type the schedule starts with: the one already chosen when the venue offers it,
 * else the only one the venue offers, else none (the customer chooses).
 */
export function initialConsumptionType(
  offered: readonly OrderConsumptionType[],
  chosen: OrderConsumptionType | null,
): OrderConsumptionType | null {
  if (chosen !== null && offered.includes(chosen)) return chosen
  return offered.length === 1 ? (offered[0] ?? null) : null
}

/** Ordering is open: the venue takes orders (allow_order) and now is within allow_order_from/_to (SPEC §3, §5). */
export function orderingOpenNow(
  ordering: { allowOrder: boolean; orderFrom: string | null; orderTo: string | null; timeZone: string },
  now: Date,
): boolean {
  if (!ordering.allowOrder) return false
  return isOrderingOpen({ allow_order_from: ordering.orderFrom, allow_order_to: ordering.orderTo }, now, ordering.timeZone)
}

/** A slot can be chosen only while something is free in it (SPEC §2: slots with zero are not clickable). */
export function isSlotBookable(slot: { free_tables: number }): boolean {
  return slot.free_tables > 0
}

/** The fields of a pre-booking answer (POST /api/slot-prebook) the order keeps. */
export type PrebookAnswer = {
  slot_id: string
  start_time: string
  maximum_lock_time: string
  dinner_table_uid: string | null
  zone_name_fr: string | null
  zone_name_nl: string | null
  zone_name_en: string | null
}

/** The slot the order holds after a pre-booking, for this type and number of persons. */
export function heldSlotFromPrebook(
  answer: PrebookAnswer,
  request: { consumptionType: OrderConsumptionType; guestCount: number },
): HeldSlot {
  const { zone_name_fr, zone_name_nl, zone_name_en } = answer
  const hasZone = zone_name_fr !== null || zone_name_nl !== null || zone_name_en !== null
  return {
    slotId: answer.slot_id,
    startTime: answer.start_time,
    maximumLockTime: answer.maximum_lock_time,
    consumptionType: request.consumptionType,
    guestCount: request.guestCount,
    dinnerTableUid: answer.dinner_table_uid,
    zone: hasZone ? { zone_name_fr, zone_name_nl, zone_name_en } : null,
  }
}

/** Whether the held slot is the one the schedule's current choices would show as chosen. */
export function isHeldFor(
  slot: HeldSlot | null,
  choice: { consumptionType: OrderConsumptionType | null; guestCount: number | null },
): slot is HeldSlot {
  return slot !== null && slot.consumptionType === choice.consumptionType && slot.guestCount === choice.guestCount
}

/** What the schedule asks for, in the order of the page. */
export type ScheduleChoice = 'type' | 'guests' | 'date' | 'time'

/**
 * What the diner has still to choose before Next (SPEC §5 order step warning): only what is missing,
 * so a diner with everything but the time is asked for the time alone. The persons count only where
 * they are asked; the time is chosen once a slot is held for the type and persons chosen.
 */
export function missingScheduleChoices(choice: {
  type: OrderConsumptionType | null
  guestsAsked: boolean
  guestCount: number | null
  day: string | null
  complete: boolean
}): ScheduleChoice[] {
  if (choice.complete) return []
  const missing: ScheduleChoice[] = []
  if (choice.type === null) missing.push('type')
  if (choice.guestsAsked && choice.guestCount === null) missing.push('guests')
  if (choice.day === null) missing.push('date')
  missing.push('time')
  return missing
}

/** The countdown of a lock as mm:ss (minutes beyond 99 are shown in full). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** The schedule page (without locale prefix), where an expired lock sends the customer. */
export const SCHEDULE_PATH = '/schedule'
