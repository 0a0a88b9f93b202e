import { toCents, type Cents } from './money'

// A voucher code at checkout (SPEC §4 voucher payment states, §7 GET /voucher): whether it can be
// used, and how much it takes off the order.

export type VoucherAnswer = { remaining_amount: number; payment_status: string | null; state: string }

export type VoucherVerdict =
  | { usable: true; deductionCents: Cents }
  | { usable: false; reason: 'expired' | 'used-up' | 'not-yet-valid' | 'not-paid' | 'unknown' }

/**
 * A voucher is usable when the venue calls it valid and it has been paid for. It takes off what
 * remains on it, at most the order total. Payment states other than paid (not paid, open, canceled,
 * failed, unknown) all mean the voucher cannot be spent yet.
 */
export function voucherVerdict(voucher: VoucherAnswer, totalCents: Cents): VoucherVerdict {
  if (voucher.state === 'expired') return { usable: false, reason: 'expired' }
  if (voucher.state === 'used_up') return { usable: false, reason: 'used-up' }
  if (voucher.state === 'not_yet_valid') return { usable: false, reason: 'not-yet-valid' }
  if (voucher.payment_status !== 'paid') return { usable: false, reason: 'not-paid' }
  if (voucher.state !== 'valid') return { usable: false, reason: 'unknown' }
  const remaining = toCents(voucher.remaining_amount)
  if (remaining <= 0) return { usable: false, reason: 'used-up' }
  return { usable: true, deductionCents: Math.min(remaining, totalCents) }
}
