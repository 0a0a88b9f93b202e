import { describe, expect, it } from 'vitest'
import { voucherVerdict, type VoucherAnswer } from '../../../domain/voucher'

// A voucher at checkout (SPEC §4 voucher payment states, §7 GET /voucher/{token}/{code}).

const gift: VoucherAnswer = { remaining_amount: 25, payment_status: 'paid', state: 'valid' }

describe('voucherVerdict', () => {
  it('takes the remaining amount off a larger total', () => {
    expect(voucherVerdict(gift, 4200)).toEqual({ usable: true, deductionCents: 2500 })
  })

  it('takes off at most the order total', () => {
    expect(voucherVerdict(gift, 1850)).toEqual({ usable: true, deductionCents: 1850 })
    expect(voucherVerdict(gift, 2500)).toEqual({ usable: true, deductionCents: 2500 })
  })

  it('reads a decimal remaining amount in cents', () => {
    expect(voucherVerdict({ ...gift, remaining_amount: 12.35 }, 10_000)).toEqual({ usable: true, deductionCents: 1235 })
  })

  it('refuses an expired voucher', () => {
    expect(voucherVerdict({ ...gift, state: 'expired' }, 4200)).toEqual({ usable: false, reason: 'expired' })
  })

  it('refuses a used-up voucher, and a valid one with nothing left on it', () => {
    expect(voucherVerdict({ ...gift, state: 'used_up', remaining_amount: 0 }, 4200)).toEqual({
      usable: false,
      reason: 'used-up',
    })
    expect(voucherVerdict({ ...gift, remaining_amount: 0 }, 4200)).toEqual({ usable: false, reason: 'used-up' })
    expect(voucherVerdict({ ...gift, remaining_amount: -5 }, 4200)).toEqual({ usable: false, reason: 'used-up' })
  })

  it('refuses a voucher that is not valid yet', () => {
    expect(voucherVerdict({ ...gift, state: 'not_yet_valid' }, 4200)).toEqual({ usable: false, reason: 'not-yet-valid' })
  })

  it.each(['not_paid', 'open', 'canceled', 'failed', 'expired', 'unknown'])(
    "refuses a valid voucher whose payment_status is '%s'",
    (paymentStatus) => {
      expect(voucherVerdict({ ...gift, payment_status: paymentStatus }, 4200)).toEqual({ usable: false, reason: 'not-paid' })
    },
  )

  it('refuses a voucher without a payment status', () => {
    expect(voucherVerdict({ ...gift, payment_status: null }, 4200)).toEqual({ usable: false, reason: 'not-paid' })
  })

  it('says why before looking at the payment: an expired unpaid voucher is expired', () => {
    expect(voucherVerdict({ ...gift, state: 'expired', payment_status: 'open' }, 4200)).toEqual({
      usable: false,
      reason: 'expired',
    })
  })

  it('refuses a paid voucher in a state it does not know', () => {
    expect(voucherVerdict({ ...gift, state: 'blocked' }, 4200)).toEqual({ usable: false, reason: 'unknown' })
  })
})
