// Which result screen an order or payment status leads to (SPEC §2 Order result, §4 Payment outcomes).

export const ORDER_OUTCOMES = ['success', 'pending', 'failed', 'expired', 'canceled', 'unknown'] as const

export type OrderOutcome = (typeof ORDER_OUTCOMES)[number]

// Orders carry paid|pending|failed|expired|canceled (demo README); payment providers and vouchers
// also report 'open' and 'being verified' (SPEC §4), which still wait on the provider.
const OUTCOME_BY_STATUS: Readonly<Record<string, OrderOutcome>> = {
  paid: 'success',
  success: 'success',
  // Placed without online payment (pay on site, or a voucher covering it all): the venue has it.
  accepted: 'success',
  pending: 'pending',
  open: 'pending',
  'being verified': 'pending',
  failed: 'failed',
  expired: 'expired',
  canceled: 'canceled',
  // British spelling, as some providers write it.
  cancelled: 'canceled',
}

/** Case, surrounding spaces and '_' / '-' separators vary between sources: 'BEING_VERIFIED' is 'being verified'. */
function normalizeStatus(status: string): string {
  return status.trim().toLowerCase().replace(/[\s_-]+/g, ' ')
}

/**
 * The result screen for a status. Anything not listed, including 'not paid' and 'unknown' voucher
 * states, shows the unknown-error screen ('An unknown error occurred. Please try again.', SPEC §8)
 * rather than guessing success or failure.
 */
export function orderOutcome(status: string | null | undefined): OrderOutcome {
  if (typeof status !== 'string') return 'unknown'
  return OUTCOME_BY_STATUS[normalizeStatus(status)] ?? 'unknown'
}

/** Placed without an online payment (paid on site or on delivery, or a voucher that covers it all). */
export function placedWithoutPayment(status: string): boolean {
  return normalizeStatus(status) === 'accepted'
}

/** While a payment is pending the order is asked again: after 3 s, then each time half as long again, 30 s at most. */
export function pendingPollDelay(polls: number): number {
  return Math.min(30_000, Math.round(3000 * 1.5 ** polls))
}

/**
 * SPEC §4 'Order page': only a paid order clears the cart; otherwise the customer may retry with it.
 * An order accepted for payment on site is placed as surely as a paid one, so it clears the cart too.
 * Only the order this device is paying for does (its checkout attempt is under way): a past order
 * opened from "My orders" leaves the diner's new cart alone (decision 011).
 */
export function clearsCart(outcome: OrderOutcome, checkoutUnderWay: boolean): boolean {
  return outcome === 'success' && checkoutUnderWay
}
