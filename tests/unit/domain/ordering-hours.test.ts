import { describe, expect, it } from 'vitest'
import { isOrderingOpen, parseClockTime, wallClockMinutes } from '../../../domain/ordering-hours'
import { demoPlatform } from './demo-data'

// Brussels is UTC+1 in winter and UTC+2 in summer.
const winter = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+01:00`)
const lunch = { allow_order_from: '11:30', allow_order_to: '14:30' }
const night = { allow_order_from: '22:00', allow_order_to: '02:00' }

describe('isOrderingOpen', () => {
  it('is open at any time when both bounds are null, as for every demo venue', () => {
    const pos = demoPlatform('lumiere').pos
    expect(pos.allow_order_from).toBeNull()
    expect(pos.allow_order_to).toBeNull()
    expect(isOrderingOpen(pos, winter('03:00'))).toBe(true)
  })

  it('opens at allow_order_from and closes at allow_order_to, in Brussels wall time', () => {
    expect(isOrderingOpen(lunch, winter('11:29'))).toBe(false)
    expect(isOrderingOpen(lunch, winter('11:30'))).toBe(true)
    expect(isOrderingOpen(lunch, winter('14:29'))).toBe(true)
    expect(isOrderingOpen(lunch, winter('14:30'))).toBe(false)
    // 10:45 UTC is 11:45 in Brussels.
    expect(isOrderingOpen(lunch, new Date('2026-11-22T10:45:00Z'))).toBe(true)
  })

  it('handles a window crossing midnight', () => {
    expect(isOrderingOpen(night, winter('21:59'))).toBe(false)
    expect(isOrderingOpen(night, winter('22:00'))).toBe(true)
    expect(isOrderingOpen(night, winter('00:00'))).toBe(true)
    expect(isOrderingOpen(night, winter('01:59'))).toBe(true)
    expect(isOrderingOpen(night, winter('02:00'))).toBe(false)
    expect(isOrderingOpen(night, winter('12:00'))).toBe(false)
  })

  it('applies a single bound alone', () => {
    expect(isOrderingOpen({ allow_order_from: '18:00', allow_order_to: null }, winter('17:59'))).toBe(false)
    expect(isOrderingOpen({ allow_order_from: '18:00', allow_order_to: null }, winter('23:59'))).toBe(true)
    expect(isOrderingOpen({ allow_order_from: null, allow_order_to: '14:30' }, winter('00:00'))).toBe(true)
    expect(isOrderingOpen({ allow_order_from: null, allow_order_to: '14:30' }, winter('14:30'))).toBe(false)
  })

  it('reads equal or unreadable bounds as no limit', () => {
    expect(isOrderingOpen({ allow_order_from: '10:00', allow_order_to: '10:00' }, winter('03:00'))).toBe(true)
    expect(isOrderingOpen({ allow_order_from: 'noon', allow_order_to: '' }, winter('03:00'))).toBe(true)
  })

  it('follows the summer-time switch on 29 March 2026', () => {
    // 10:15 UTC is 11:15 in winter time but 12:15 once Brussels is on UTC+2.
    expect(isOrderingOpen(lunch, new Date('2026-03-28T10:15:00Z'))).toBe(false)
    expect(isOrderingOpen(lunch, new Date('2026-03-29T10:15:00Z'))).toBe(true)
    // The clock jumps from 02:00 to 03:00 at 01:00 UTC.
    expect(wallClockMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(1 * 60 + 59)
    expect(wallClockMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(3 * 60)
  })

  it('follows the winter-time switch on 25 October 2026, closing a night window on the repeated hour', () => {
    const untilThree = { allow_order_from: '22:00', allow_order_to: '02:30' }
    // 00:45 UTC is 02:45 summer time (closed); 01:15 UTC is 02:15 winter time (open again).
    expect(isOrderingOpen(untilThree, new Date('2026-10-25T00:15:00Z'))).toBe(true)
    expect(isOrderingOpen(untilThree, new Date('2026-10-25T00:45:00Z'))).toBe(false)
    expect(isOrderingOpen(untilThree, new Date('2026-10-25T01:15:00Z'))).toBe(true)
  })

  it('uses another time zone when given', () => {
    expect(isOrderingOpen(lunch, new Date('2026-11-22T12:00:00Z'), 'UTC')).toBe(true)
    expect(isOrderingOpen(lunch, new Date('2026-11-22T12:00:00Z'), 'Asia/Tokyo')).toBe(false)
  })
})

describe('parseClockTime', () => {
  it('reads "HH:mm" and "HH:mm:ss" as minutes after midnight, and rejects anything else', () => {
    expect(parseClockTime('00:00')).toBe(0)
    expect(parseClockTime('23:59')).toBe(23 * 60 + 59)
    expect(parseClockTime('9:05:00')).toBe(9 * 60 + 5)
    expect(parseClockTime('24:00')).toBeNull()
    expect(parseClockTime('12:60')).toBeNull()
    expect(parseClockTime(null)).toBeNull()
  })
})
