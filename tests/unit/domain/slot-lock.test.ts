import { describe, expect, it } from 'vitest'
import { isSlotExpired, remainingLockSeconds, SLOT_CHECK_INTERVAL_MS, type BookedSlot } from '../../../domain/slot-lock'

// A prebook answer as the sandbox gives it: now + lock minutes, times in Europe/Brussels.
const slot: BookedSlot = {
  slotId: '2026-11-22T12:30|1',
  startTime: '2026-11-22T12:30:00+01:00',
  maximumLockTime: '2026-11-22T12:15:00+01:00',
}
const limit = new Date('2026-11-22T11:15:00Z')

describe('isSlotExpired', () => {
  it('keeps the slot before the maximum lock time', () => {
    expect(isSlotExpired(slot, new Date(limit.getTime() - 60_000))).toBe(false)
  })

  it('keeps the slot at the exact instant of the maximum lock time, since only later expires', () => {
    expect(isSlotExpired(slot, limit)).toBe(false)
  })

  it('expires the slot one millisecond after the maximum lock time', () => {
    expect(isSlotExpired(slot, new Date(limit.getTime() + 1))).toBe(true)
  })

  it('treats an unreadable maximum lock time as expired', () => {
    expect(isSlotExpired({ ...slot, maximumLockTime: 'soon' }, limit)).toBe(true)
    expect(isSlotExpired({ ...slot, maximumLockTime: '' }, limit)).toBe(true)
  })
})

describe('remainingLockSeconds', () => {
  it('counts whole seconds left, rounding up', () => {
    expect(remainingLockSeconds(slot, new Date(limit.getTime() - 90_000))).toBe(90)
    expect(remainingLockSeconds(slot, new Date(limit.getTime() - 1_500))).toBe(2)
    expect(remainingLockSeconds(slot, new Date(limit.getTime() - 1))).toBe(1)
  })

  it('is 0 at the limit, after it, and for an unreadable limit', () => {
    expect(remainingLockSeconds(slot, limit)).toBe(0)
    expect(remainingLockSeconds(slot, new Date(limit.getTime() + 5_000))).toBe(0)
    expect(remainingLockSeconds({ ...slot, maximumLockTime: 'x' }, limit)).toBe(0)
  })
})

describe('SLOT_CHECK_INTERVAL_MS', () => {
  it('checks the slot once per second', () => {
    expect(SLOT_CHECK_INTERVAL_MS).toBe(1000)
  })
})
