import { describe, expect, it } from 'vitest'
import { scheduleComplete } from '../../../domain/order-state'
import {
  asksGuestCount,
  clampGuestCount,
  formatCountdown,
  GUEST_COUNT_MAX,
  GUEST_COUNT_MIN,
  guestCountFor,
  heldSlotFromPrebook,
  initialConsumptionType,
  isHeldFor,
  isSlotBookable,
  missingScheduleChoices,
  orderingOpenNow,
} from '../../../domain/schedule'

describe('missingScheduleChoices', () => {
  const nothing = { type: null, guestsAsked: true, guestCount: null, day: null, complete: false }

  it('names everything at first: the type, the persons, the date and the time', () => {
    expect(missingScheduleChoices(nothing)).toEqual(['type', 'guests', 'date', 'time'])
  })

  it('names only the time once the rest is chosen (the calendar opens on a day by itself)', () => {
    expect(missingScheduleChoices({ type: 1, guestsAsked: true, guestCount: 2, day: '2026-11-26', complete: false })).toEqual(['time'])
  })

  it('leaves the persons out where they are not asked', () => {
    expect(missingScheduleChoices({ type: 2, guestsAsked: false, guestCount: null, day: null, complete: false })).toEqual(['date', 'time'])
  })

  it('names nothing once a slot is held for the choices', () => {
    expect(missingScheduleChoices({ type: 1, guestsAsked: true, guestCount: 2, day: '2026-11-26', complete: true })).toEqual([])
  })
})

describe('asksGuestCount and guestCountFor', () => {
  it('always asks for eat-in, since a table is booked for that many seats', () => {
    expect(asksGuestCount(1, false)).toBe(true)
    expect(asksGuestCount(1, true)).toBe(true)
    expect(guestCountFor(1, false, 4)).toBe(4)
    expect(guestCountFor(1, false, null)).toBeNull()
  })

  it('asks for takeaway and delivery only when the venue asks (order_guests)', () => {
    expect(asksGuestCount(2, true)).toBe(true)
    expect(asksGuestCount(5, true)).toBe(true)
    expect(guestCountFor(2, true, 3)).toBe(3)
    expect(asksGuestCount(2, false)).toBe(false)
    expect(asksGuestCount(5, false)).toBe(false)
  })

  it('books one person when it is not asked, whatever was chosen before', () => {
    expect(guestCountFor(2, false, null)).toBe(1)
    expect(guestCountFor(5, false, 6)).toBe(1)
  })

  it('follows the venue setting before a type is chosen', () => {
    expect(asksGuestCount(null, true)).toBe(true)
    expect(asksGuestCount(null, false)).toBe(false)
  })

  it('agrees with scheduleComplete: a held eat-in slot needs its persons even where the venue does not ask', () => {
    const slot = {
      slotId: '2026-11-24T12:00|1',
      startTime: '2026-11-24T12:00:00+01:00',
      maximumLockTime: '2026-11-24T10:10:00Z',
      consumptionType: 1 as const,
      guestCount: 4,
      dinnerTableUid: null,
      zone: null,
    }
    expect(scheduleComplete({ consumptionType: 1, guestCount: 2, slot }, asksGuestCount(1, false))).toBe(false)
    expect(scheduleComplete({ consumptionType: 1, guestCount: 4, slot }, asksGuestCount(1, false))).toBe(true)
  })
})

describe('clampGuestCount', () => {
  it(`keeps the count between ${GUEST_COUNT_MIN} and ${GUEST_COUNT_MAX}`, () => {
    expect(clampGuestCount(0)).toBe(1)
    expect(clampGuestCount(-3)).toBe(1)
    expect(clampGuestCount(4)).toBe(4)
    expect(clampGuestCount(20)).toBe(20)
    expect(clampGuestCount(21)).toBe(20)
    expect(clampGuestCount(2.6)).toBe(3)
  })
})

describe('initialConsumptionType', () => {
  it('keeps the chosen type when the venue offers it', () => {
    expect(initialConsumptionType([1, 2, 5], 2)).toBe(2)
  })

  it('preselects the only type a venue offers', () => {
    expect(initialConsumptionType([2], null)).toBe(2)
    expect(initialConsumptionType([2], 1)).toBe(2)
  })

  it('leaves the choice to the customer when several types are offered', () => {
    expect(initialConsumptionType([1, 2, 5], null)).toBeNull()
    expect(initialConsumptionType([1, 2], 5)).toBeNull()
    expect(initialConsumptionType([], null)).toBeNull()
  })
})

describe('orderingOpenNow', () => {
  const open = { allowOrder: true, orderFrom: null, orderTo: null, timeZone: 'Europe/Brussels' }
  // 12:00 in Brussels (UTC+1 in November).
  const noon = new Date('2026-11-24T11:00:00Z')

  it('is open when the venue takes orders without hours', () => {
    expect(orderingOpenNow(open, noon)).toBe(true)
  })

  it('is closed when the venue does not take orders (allow_order false)', () => {
    expect(orderingOpenNow({ ...open, allowOrder: false }, noon)).toBe(false)
  })

  it('follows allow_order_from/_to in the venue time zone', () => {
    expect(orderingOpenNow({ ...open, orderFrom: '11:00', orderTo: '14:00' }, noon)).toBe(true)
    expect(orderingOpenNow({ ...open, orderFrom: '12:30', orderTo: '22:00' }, noon)).toBe(false)
    expect(orderingOpenNow({ ...open, orderFrom: '11:00', orderTo: '14:00', timeZone: 'UTC' }, noon)).toBe(true)
    expect(orderingOpenNow({ ...open, orderFrom: '11:30', orderTo: '14:00', timeZone: 'UTC' }, noon)).toBe(false)
  })
})

describe('isSlotBookable', () => {
  it('takes a slot with anything free, never one with zero', () => {
    expect(isSlotBookable({ free_tables: 1 })).toBe(true)
    expect(isSlotBookable({ free_tables: 4 })).toBe(true)
    expect(isSlotBookable({ free_tables: 0 })).toBe(false)
  })
})

describe('heldSlotFromPrebook', () => {
  const answer = {
    slot_id: '2026-11-24T12:00|1',
    start_time: '2026-11-24T12:00:00+01:00',
    maximum_lock_time: '2026-11-24T10:10:00.000Z',
    dinner_table_uid: 'c1a23465-069e-516f-a356-23fac99d4712',
    zone_name_fr: 'Salle',
    zone_name_nl: 'Zaal',
    zone_name_en: 'Dining room',
  }

  it('keeps the slot, its lock, the table and the zone of an eat-in booking', () => {
    expect(heldSlotFromPrebook(answer, { consumptionType: 1, guestCount: 4 })).toEqual({
      slotId: '2026-11-24T12:00|1',
      startTime: '2026-11-24T12:00:00+01:00',
      maximumLockTime: '2026-11-24T10:10:00.000Z',
      consumptionType: 1,
      guestCount: 4,
      dinnerTableUid: 'c1a23465-069e-516f-a356-23fac99d4712',
      zone: { zone_name_fr: 'Salle', zone_name_nl: 'Zaal', zone_name_en: 'Dining room' },
    })
  })

  it('holds no table and no zone for takeaway', () => {
    const takeaway = {
      ...answer,
      slot_id: '2026-11-24T12:00|2',
      dinner_table_uid: null,
      zone_name_fr: null,
      zone_name_nl: null,
      zone_name_en: null,
    }
    const held = heldSlotFromPrebook(takeaway, { consumptionType: 2, guestCount: 1 })
    expect(held.dinnerTableUid).toBeNull()
    expect(held.zone).toBeNull()
    expect(held.consumptionType).toBe(2)
  })
})

describe('isHeldFor', () => {
  const held = heldSlotFromPrebook(
    {
      slot_id: '2026-11-24T12:00|1',
      start_time: '2026-11-24T12:00:00+01:00',
      maximum_lock_time: '2026-11-24T10:10:00.000Z',
      dinner_table_uid: null,
      zone_name_fr: null,
      zone_name_nl: null,
      zone_name_en: null,
    },
    { consumptionType: 1, guestCount: 4 },
  )

  it('matches the held slot to the current type and persons only', () => {
    expect(isHeldFor(held, { consumptionType: 1, guestCount: 4 })).toBe(true)
    expect(isHeldFor(held, { consumptionType: 1, guestCount: 2 })).toBe(false)
    expect(isHeldFor(held, { consumptionType: 2, guestCount: 4 })).toBe(false)
    expect(isHeldFor(null, { consumptionType: 1, guestCount: 4 })).toBe(false)
  })
})

describe('formatCountdown', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00')
    expect(formatCountdown(599)).toBe('09:59')
    expect(formatCountdown(61)).toBe('01:01')
    expect(formatCountdown(5)).toBe('00:05')
    expect(formatCountdown(0)).toBe('00:00')
  })

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-4)).toBe('00:00')
    expect(formatCountdown(9.8)).toBe('00:09')
    expect(formatCountdown(6000)).toBe('100:00')
  })
})

