// Vouchers: the seeded record, less what orders placed in the sandbox have taken from it (D1).
import type { Reason } from './checkout-rules'
import type { VenueState } from './venue-state'

type Voucher = VenueState['vouchers'][number]

export type VoucherValidity = 'valid' | 'expired' | 'not_yet_valid' | 'used_up'

export const findVoucher = (state: VenueState, code: string): Voucher | undefined =>
  state.vouchers.find((candidate) => candidate.code.toUpperCase() === code.toUpperCase())

async function redeemedCents(db: D1Database, venue: string, code: string): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM voucher_redemptions WHERE venue = ?1 AND code = ?2')
    .bind(venue, code)
    .first<{ cents: number }>()
  return row?.cents ?? 0
}

/** The voucher as it stands now: remaining_amount less redemptions, and its validity on `today`. */
export async function voucherNow(db: D1Database, venue: string, voucher: Voucher, today: string) {
  const seededCents = Math.round(voucher.remaining_amount * 100)
  const remainingCents = Math.max(0, seededCents - (await redeemedCents(db, venue, voucher.code)))
  const validity: VoucherValidity =
    remainingCents <= 0
      ? 'used_up'
      : today > voucher.valid_until
        ? 'expired'
        : today < voucher.valid_from
          ? 'not_yet_valid'
          : 'valid'
  return { seededCents, remainingCents, validity, paid: voucher.payment_status === 'paid' }
}

const MESSAGES: Record<Exclude<VoucherValidity, 'valid'> | 'unknown' | 'not_paid', string> = {
  unknown: 'This voucher does not exist',
  expired: 'This voucher has expired',
  not_yet_valid: 'This voucher is not valid yet',
  used_up: 'This voucher has already been used',
  not_paid: 'This voucher has not been paid',
}

export const voucherInvalid = (why: keyof typeof MESSAGES): Reason => ({ code: 'voucher_invalid', message: MESSAGES[why] })

export type VoucherUse = { code: string; seededCents: number; amountCents: number }

/** What the voucher takes off `totalCents`, or why it cannot be used. */
export async function useVoucher(
  db: D1Database,
  venue: string,
  state: VenueState,
  code: string,
  today: string,
  totalCents: number,
): Promise<{ use: VoucherUse | null; reasons: Reason[] }> {
  const voucher = findVoucher(state, code)
  if (!voucher) return { use: null, reasons: [voucherInvalid('unknown')] }
  const now = await voucherNow(db, venue, voucher, today)
  if (now.validity !== 'valid') return { use: null, reasons: [voucherInvalid(now.validity)] }
  if (!now.paid) return { use: null, reasons: [voucherInvalid('not_paid')] }
  const amountCents = Math.min(now.remainingCents, totalCents)
  return { use: amountCents > 0 ? { code: voucher.code, seededCents: now.seededCents, amountCents } : null, reasons: [] }
}
