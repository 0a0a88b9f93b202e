import { describe, expect, it } from 'vitest'
import {
  isReady,
  newerLiveOrder,
  progressEnded,
  progressRoute,
  progressSteps,
  readyEstimate,
  type ProgressEntry,
} from '../../../domain/order-progress'
import { orderSchema } from '../../../domain/schemas/venue-api'

const at = (minute: number) => `2026-11-25T12:${String(minute).padStart(2, '0')}:00.000Z`
const entry = (step: ProgressEntry['step'], minute: number, extra: Partial<ProgressEntry> = {}): ProgressEntry => ({
  step,
  at: at(minute),
  estimated_ready_at: null,
  reasons: null,
  ...extra,
})

describe('progressRoute', () => {
  it('ends eat-in at served, delivery at delivered, takeaway and the rest at ready', () => {
    expect(progressRoute(1)).toEqual(['accepted', 'preparing', 'ready', 'served'])
    expect(progressRoute(5)).toEqual(['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
    expect(progressRoute(2)).toEqual(['accepted', 'preparing', 'ready'])
    expect(progressRoute(null)).toEqual(['accepted', 'preparing', 'ready'])
  })
})

describe('progressSteps', () => {
  it('marks the steps reached as done, the latest as current, the rest as to come, with their times', () => {
    const steps = progressSteps([entry('accepted', 1), entry('preparing', 2)], 1)
    expect(steps).toEqual([
      { step: 'accepted', state: 'done', at: at(1) },
      { step: 'preparing', state: 'current', at: at(2) },
      { step: 'ready', state: 'next', at: null },
      { step: 'served', state: 'next', at: null },
    ])
  })

  it('shows a rejected order as the steps it reached, ending with the rejection', () => {
    const steps = progressSteps([entry('accepted', 1), entry('rejected', 3, { reasons: ['No more fish'] })], 2)
    expect(steps.map((step) => [step.step, step.state])).toEqual([
      ['accepted', 'done'],
      ['rejected', 'current'],
    ])
  })
})

describe('progressEnded and isReady', () => {
  const order = (status: string, progress: ProgressEntry[], consumption_type = 2) => ({ status, progress, consumption_type })

  it('goes on until the last step of the route, or a rejection', () => {
    expect(progressEnded(order('paid', [entry('accepted', 1)]))).toBe(false)
    expect(progressEnded(order('paid', [entry('accepted', 1), entry('preparing', 2), entry('ready', 3)]))).toBe(true)
    expect(progressEnded(order('paid', [entry('accepted', 1), entry('preparing', 2), entry('ready', 3)], 1))).toBe(false)
    expect(progressEnded(order('accepted', [entry('accepted', 1), entry('rejected', 2)]))).toBe(true)
  })

  it('waits on a pending payment, and ends with a failed one', () => {
    expect(progressEnded(order('pending', []))).toBe(false)
    expect(progressEnded(order('failed', []))).toBe(true)
  })

  it('is ready from ready on, not while rejected', () => {
    expect(isReady([entry('accepted', 1), entry('preparing', 2)])).toBe(false)
    expect(isReady([entry('accepted', 1), entry('preparing', 2), entry('ready', 3)])).toBe(true)
    expect(isReady([entry('accepted', 1), entry('preparing', 2), entry('ready', 3), entry('out_for_delivery', 4)])).toBe(true)
    expect(isReady([entry('accepted', 1), entry('rejected', 2)])).toBe(false)
  })
})

describe('readyEstimate', () => {
  it('is the latest step’s estimate until the food is ready', () => {
    const preparing = [entry('accepted', 1, { estimated_ready_at: at(20) }), entry('preparing', 5, { estimated_ready_at: at(25) })]
    expect(readyEstimate(preparing)).toBe(at(25))
    expect(readyEstimate([...preparing, entry('ready', 24)])).toBeNull()
  })
})

describe('newerLiveOrder', () => {
  it('takes more steps, or a payment that moved on from pending, and never goes back', () => {
    const accepted = { status: 'paid', progress: [entry('accepted', 1)] }
    const preparing = { status: 'paid', progress: [entry('accepted', 1), entry('preparing', 2)] }
    expect(newerLiveOrder(accepted, preparing)).toBe(true)
    expect(newerLiveOrder(preparing, accepted)).toBe(false)
    expect(newerLiveOrder(accepted, accepted)).toBe(false)
    expect(newerLiveOrder({ status: 'pending', progress: [] }, { status: 'failed', progress: [] })).toBe(true)
    expect(newerLiveOrder({ status: 'paid', progress: [] }, { status: 'pending', progress: [] })).toBe(false)
  })
})

describe('an order answer with progress', () => {
  const base = { uid: 'u1', number: 'L-000001', status: 'paid' }

  it('reads the steps the venue reports, and none when it reports none', () => {
    expect(orderSchema.parse({ ...base, progress: [entry('accepted', 1)] }).progress).toHaveLength(1)
    expect(orderSchema.parse(base).progress).toEqual([])
  })

  it('drops steps it cannot read instead of failing the whole order', () => {
    expect(orderSchema.parse({ ...base, progress: [{ step: 'teleported', at: 'yesterday' }] }).progress).toEqual([])
  })
})
