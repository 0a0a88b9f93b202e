// The prebooked time slot is held only until its maximum_lock_time (SPEC §3 Order state, §4 Booking slot).

/** The slot the order state keeps after prebooking; maximumLockTime is an ISO date-time. */
export type BookedSlot = {
  slotId: string
  startTime: string
  maximumLockTime: string
}

/** SPEC §4, §9: the booking slot is checked once per second. */
export const SLOT_CHECK_INTERVAL_MS = 1000

/** Milliseconds since the epoch of the lock limit, or NaN when the value is not a date. */
function lockLimit(slot: Pick<BookedSlot, 'maximumLockTime'>): number {
  return Date.parse(slot.maximumLockTime)
}

/**
 * Whether the lock has run out: SPEC §4 clears the slot when the current time is later than
 * maximum_lock_time, so the exact instant still counts as held. An unreadable limit counts as
 * expired, so the customer picks a new slot rather than paying for one that may be gone.
 */
export function isSlotExpired(slot: Pick<BookedSlot, 'maximumLockTime'>, now: Date): boolean {
  const limit = lockLimit(slot)
  if (Number.isNaN(limit)) return true
  return now.getTime() > limit
}

/** Whole seconds left on the lock, rounded up so a countdown shows 0 only once the lock is gone; never negative. */
export function remainingLockSeconds(slot: Pick<BookedSlot, 'maximumLockTime'>, now: Date): number {
  const limit = lockLimit(slot)
  if (Number.isNaN(limit)) return 0
  return Math.max(0, Math.ceil((limit - now.getTime()) / 1000))
}
