import { describe, expect, it } from 'vitest'
import { liveOrderMessage } from '../../../domain/live-order'

// An order's live message as the page takes it (domain/live-order.ts): the Worker's picture of the
// order, with what the venue left out said as null; anything else refused whole.

const accepted = { step: 'accepted', at: '2026-11-27T12:00:00+01:00' }

describe("an order's live message", () => {
  it('takes the status and the steps, what the venue left out as null, no steps as none yet', () => {
    expect(liveOrderMessage({ type: 'order', order: { status: 'paid', progress: [accepted, { ...accepted, step: 'preparing', estimated_ready_at: '2026-11-27T12:20:00+01:00', reasons: null }] } })).toEqual({
      status: 'paid',
      progress: [
        { step: 'accepted', at: accepted.at, estimated_ready_at: null, reasons: null },
        { step: 'preparing', at: accepted.at, estimated_ready_at: '2026-11-27T12:20:00+01:00', reasons: null },
      ],
    })
    expect(liveOrderMessage({ type: 'order', order: { status: 'pending' } })).toEqual({ status: 'pending', progress: [] })
  })

  it('refuses a step it does not know, reasons that are not texts, a message of another kind', () => {
    expect(liveOrderMessage({ type: 'order', order: { status: 'paid', progress: [{ ...accepted, step: 'eaten' }] } })).toBeNull()
    expect(liveOrderMessage({ type: 'order', order: { status: 'paid', progress: [{ ...accepted, step: 'rejected', reasons: [3] }] } })).toBeNull()
    expect(liveOrderMessage({ type: 'order', order: { progress: [] } })).toBeNull()
    expect(liveOrderMessage({ type: 'table', order: { status: 'paid' } })).toBeNull()
    expect(liveOrderMessage(undefined)).toBeNull()
  })
})
