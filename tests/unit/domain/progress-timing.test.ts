import { describe, expect, it } from 'vitest'
import type { ProgressEntry } from '../../../domain/order-progress'
import { progressTiming, readyAlertOffered, readyAlertsShown } from '../../../domain/progress-timing'

// Brussels in winter is UTC+1: 16:30Z is 17:30 at the venue. "Now" is Wednesday 25 November 2026, 17:30.
const BRUSSELS = 'Europe/Brussels'
const NOW = new Date('2026-11-25T16:30:00Z')
const accepted = (estimate: string | null): ProgressEntry => ({ step: 'accepted', at: '2026-11-25T16:30:00Z', estimated_ready_at: estimate, reasons: null })
const step = (name: ProgressEntry['step']): ProgressEntry => ({ step: name, at: '2026-11-25T16:35:00Z', estimated_ready_at: null, reasons: null })

describe('progressTiming', () => {
  it("says the booking, not the kitchen's time today, for a table booked on Sunday", () => {
    const order = { progress: [accepted('2026-11-25T16:38:00Z')], planning_date: '2026-11-29', planning_hour: '12:45' }
    expect(progressTiming(order, NOW, BRUSSELS)).toEqual({ kind: 'booked', day: 'weekday', date: '2026-11-29', time: '12:45' })
  })

  it("says the kitchen's expected time for an order due now", () => {
    const order = { progress: [accepted('2026-11-25T16:38:00Z')], planning_date: '2026-11-25', planning_hour: '17:30' }
    expect(progressTiming(order, NOW, BRUSSELS)).toEqual({ kind: 'estimate', time: '17:38' })
  })

  it("says the kitchen's time when it is later than the booking: the kitchen runs late", () => {
    const order = { progress: [accepted('2026-11-25T17:10:00Z')], planning_date: '2026-11-25', planning_hour: '18:00' }
    expect(progressTiming(order, NOW, BRUSSELS)).toEqual({ kind: 'estimate', time: '18:10' })
  })

  it('says the booking later today, and tomorrow, by those words', () => {
    const later = { progress: [accepted('2026-11-25T16:38:00Z')], planning_date: '2026-11-25', planning_hour: '19:30' }
    expect(progressTiming(later, NOW, BRUSSELS)).toMatchObject({ kind: 'booked', day: 'today', time: '19:30' })
    expect(progressTiming({ ...later, planning_date: '2026-11-26' }, NOW, BRUSSELS)).toMatchObject({ kind: 'booked', day: 'tomorrow' })
  })

  it('names a day a week or more ahead by its date, not a weekday that could be this week', () => {
    const order = { progress: [accepted(null)], planning_date: '2026-12-02', planning_hour: '12:45' }
    expect(progressTiming(order, NOW, BRUSSELS)).toEqual({ kind: 'booked', day: 'date', date: '2026-12-02', time: '12:45' })
    expect(progressTiming({ ...order, planning_date: '2026-12-01' }, NOW, BRUSSELS)).toMatchObject({ day: 'weekday' })
  })

  it('compares a booking with now when the kitchen gives no time', () => {
    const booked = { progress: [accepted(null)], planning_date: '2026-11-25', planning_hour: '19:00' }
    expect(progressTiming(booked, NOW, BRUSSELS)).toMatchObject({ kind: 'booked', day: 'today' })
    expect(progressTiming({ ...booked, planning_hour: '17:00' }, NOW, BRUSSELS)).toBeNull()
  })

  it('says nothing once the food is ready, after a rejection, or before the first step', () => {
    const booked = { planning_date: '2026-11-29', planning_hour: '12:45' }
    expect(progressTiming({ ...booked, progress: [accepted(null), step('preparing'), step('ready')] }, NOW, BRUSSELS)).toBeNull()
    expect(progressTiming({ ...booked, progress: [accepted(null), step('rejected')] }, NOW, BRUSSELS)).toBeNull()
    expect(progressTiming({ ...booked, progress: [] }, NOW, BRUSSELS)).toBeNull()
  })

  it("keeps to the kitchen's time when the booking is unreadable or missing", () => {
    const order = { progress: [accepted('2026-11-25T16:38:00Z')], planning_date: 'Sunday', planning_hour: '12:45' }
    expect(progressTiming(order, NOW, BRUSSELS)).toEqual({ kind: 'estimate', time: '17:38' })
    expect(progressTiming({ progress: order.progress }, NOW, BRUSSELS)).toEqual({ kind: 'estimate', time: '17:38' })
  })
})

describe('readyAlertOffered', () => {
  it('offers the sound for a takeaway or a table due now or today', () => {
    expect(readyAlertOffered(2, { kind: 'estimate', time: '13:10' })).toBe(true)
    expect(readyAlertOffered(1, { kind: 'booked', day: 'today', date: '2026-12-07', time: '20:00' })).toBe(true)
    expect(readyAlertOffered(1, null)).toBe(true)
  })

  it('does not offer it for a delivery, nor for an order booked for another day', () => {
    expect(readyAlertOffered(5, { kind: 'estimate', time: '13:10' })).toBe(false)
    expect(readyAlertOffered(1, { kind: 'booked', day: 'tomorrow', date: '2026-12-08', time: '12:45' })).toBe(false)
    expect(readyAlertOffered(2, { kind: 'booked', day: 'weekday', date: '2026-12-10', time: '12:45' })).toBe(false)
  })
})

describe('readyAlertsShown', () => {
  const ESTIMATE = { kind: 'estimate', time: '17:38' } as const
  const entries = (...steps: ProgressEntry['step'][]) => steps.map(step)

  it('shows the ways to be told while the kitchen has the order: accepted, then in preparation', () => {
    expect(readyAlertsShown({ progress: entries('accepted'), consumption_type: 2 }, ESTIMATE)).toBe(true)
    expect(readyAlertsShown({ progress: entries('accepted', 'preparing'), consumption_type: 1 }, ESTIMATE)).toBe(true)
  })

  it('shows none before the venue accepted the order, once the food is ready, nor after a rejection', () => {
    expect(readyAlertsShown({ progress: [], consumption_type: 2 }, null)).toBe(false)
    expect(readyAlertsShown({ progress: entries('accepted', 'preparing', 'ready'), consumption_type: 2 }, null)).toBe(false)
    expect(readyAlertsShown({ progress: entries('accepted', 'preparing', 'ready', 'served'), consumption_type: 1 }, null)).toBe(false)
    expect(readyAlertsShown({ progress: entries('rejected'), consumption_type: 2 }, null)).toBe(false)
  })

  it('shows none where the sound is not offered: a delivery, an order for another day', () => {
    expect(readyAlertsShown({ progress: entries('accepted'), consumption_type: 5 }, ESTIMATE)).toBe(false)
    expect(readyAlertsShown({ progress: entries('accepted'), consumption_type: 1 }, { kind: 'booked', day: 'tomorrow', date: '2026-11-26', time: '12:45' })).toBe(false)
  })
})
