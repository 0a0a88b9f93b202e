import { ConsumptionType } from './consumption-type'
import { toCents, type Cents } from './money'
import { orderedLineTotal, type PricedLine } from './ordered-lines'
import { orderOutcome, placedWithoutPayment } from './order-outcome'

// What an order costs and how it was paid, as its result page adds it up: the lines make the total,
// and the total is the voucher's part, the balance's part and what is left (paid online, to pay at
// the venue, or not paid). The venue gives the total before any voucher (demo README "Checkout").

/** What is left once the voucher and the balance have paid their part, and where it stands. */
export type RestState = 'paid' | 'to-pay' | 'on-site' | 'on-delivery' | 'not-paid'

export type OrderAmounts = {
  /** The order's total: what its lines add up to, before any voucher. */
  totalCents: Cents
  voucherCents: Cents
  balanceCents: Cents
  /** Null when the voucher and the balance paid everything. */
  rest: { state: RestState; cents: Cents } | null
  /**
   * The balance's part is back on the balance: the payment of the rest failed, was canceled or
   * expired, and the venue gives that part back (decision 013, demo README "Payments").
   */
  balanceReturned: boolean
}

type PricedOrder = {
  status: string
  consumption_type?: number | null
  amount?: number | null
  voucher_amount?: number | null
  balance_amount?: number | null
  lines: readonly PricedLine[]
}

/** What the lines add up to; null when the venue gave no price for one of them. */
export function linesTotal(lines: readonly PricedLine[]): Cents | null {
  let total = 0
  for (const line of lines) {
    const cents = orderedLineTotal(line)
    if (cents === null) return null
    total += cents
  }
  return total
}

function restState(order: PricedOrder): RestState {
  switch (orderOutcome(order.status)) {
    case 'success':
      // Accepted with something left to pay: the venue takes it at its counter or at the door.
      if (!placedWithoutPayment(order.status)) return 'paid'
      return order.consumption_type === ConsumptionType.Delivery ? 'on-delivery' : 'on-site'
    case 'failed':
    case 'expired':
    case 'canceled':
      return 'not-paid'
    default:
      return 'to-pay'
  }
}

/**
 * The order's amounts, each part taken from what is left so that they add up to the total; null when
 * the venue says neither its total nor the price of every line.
 */
export function orderAmounts(order: PricedOrder): OrderAmounts | null {
  const totalCents = order.amount != null ? toCents(order.amount) : linesTotal(order.lines)
  if (totalCents === null) return null
  const voucherCents = Math.min(totalCents, Math.max(0, toCents(order.voucher_amount ?? 0)))
  const balanceCents = Math.min(totalCents - voucherCents, Math.max(0, toCents(order.balance_amount ?? 0)))
  const restCents = totalCents - voucherCents - balanceCents
  const state = restState(order)
  return {
    totalCents,
    voucherCents,
    balanceCents,
    rest: restCents > 0 || (voucherCents === 0 && balanceCents === 0) ? { state, cents: restCents } : null,
    balanceReturned: balanceCents > 0 && state === 'not-paid',
  }
}

/** The payment status an order's page and the order history say (locales `order.statusName.*`). */
export type PaymentStatusName = 'paid' | 'accepted' | 'pending' | 'failed' | 'expired' | 'canceled' | 'on-site' | 'on-delivery'

const VENUE_STATUSES: readonly string[] = ['paid', 'accepted', 'pending', 'failed', 'expired', 'canceled']

/**
 * The venue's status, except for an order placed without an online payment (`accepted`), which says
 * where what is left is paid, at the venue or on delivery, or that nothing is left ('paid'): "Accepted"
 * read as if the payment were settled. Null for a status the venue names that we do not know.
 */
export function paymentStatusName(order: Omit<PricedOrder, 'lines'>): PaymentStatusName | null {
  const status = order.status.toLowerCase()
  if (placedWithoutPayment(status)) {
    // Without the venue's total nothing says what is left: the venue's word stands.
    if (order.amount == null) return 'accepted'
    const { rest } = orderAmounts({ ...order, lines: [] })!
    if (rest === null || rest.cents === 0) return 'paid'
    return rest.state === 'on-delivery' || rest.state === 'on-site' ? rest.state : 'accepted'
  }
  return VENUE_STATUSES.includes(status) ? (status as PaymentStatusName) : null
}
