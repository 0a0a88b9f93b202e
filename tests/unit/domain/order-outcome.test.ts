import { describe, expect, it } from 'vitest'
import { clearsCart, ORDER_OUTCOMES, orderOutcome, pendingPollDelay } from '../../../domain/order-outcome'

describe('orderOutcome', () => {
  it('maps the five demo order statuses to their result screens', () => {
    expect(orderOutcome('paid')).toBe('success')
    expect(orderOutcome('pending')).toBe('pending')
    expect(orderOutcome('failed')).toBe('failed')
    expect(orderOutcome('expired')).toBe('expired')
    expect(orderOutcome('canceled')).toBe('canceled')
  })

  it('shows the pending screen for open and being-verified payments', () => {
    expect(orderOutcome('open')).toBe('pending')
    expect(orderOutcome('being verified')).toBe('pending')
    expect(orderOutcome('being_verified')).toBe('pending')
    expect(orderOutcome('Being-Verified')).toBe('pending')
  })

  it('ignores case and surrounding spaces, and accepts the British "cancelled"', () => {
    expect(orderOutcome(' PAID ')).toBe('success')
    expect(orderOutcome('Cancelled')).toBe('canceled')
  })

  it('gives unknown for anything else, including voucher states not paid and unknown', () => {
    expect(orderOutcome('not paid')).toBe('unknown')
    expect(orderOutcome('unknown')).toBe('unknown')
    expect(orderOutcome('refunded')).toBe('unknown')
    expect(orderOutcome('')).toBe('unknown')
    expect(orderOutcome(null)).toBe('unknown')
    expect(orderOutcome(undefined)).toBe('unknown')
  })
})

describe('pendingPollDelay', () => {
  it('starts at 3 s and grows by half each time, up to 30 s', () => {
    expect([0, 1, 2, 3].map(pendingPollDelay)).toEqual([3000, 4500, 6750, 10125])
    expect(pendingPollDelay(6)).toBe(30_000)
    expect(pendingPollDelay(100)).toBe(30_000)
  })
})

describe('clearsCart', () => {
  it('clears the cart only after a successful (paid) order', () => {
    expect(ORDER_OUTCOMES.filter((outcome) => clearsCart(outcome, true))).toEqual(['success'])
  })

  it('leaves it alone for a paid order this device is not paying for: one opened from My orders', () => {
    expect(ORDER_OUTCOMES.filter((outcome) => clearsCart(outcome, false))).toEqual([])
  })
})
