import { showsBalance, type CustomerMenuCustomer, type CustomerMenuSettings } from './customer-menu'
import { centsToAmount, type Cents } from './money'
import { paidOnline, type PaymentChoice } from './payment-choices'

// Paying an order from the prepaid balance (SPEC §2 Checkout "Log in to use your balance", §3 Credit):
// whether the checkout offers it, how much the balance pays of the amount to pay (after any
// voucher), what is left to pay online and with which methods. The venue applies the same split and
// refuses a balance that changed since the customer saw it (origin/src/balance-payments.ts).

/** The payment method of an order the balance pays in full: nothing is paid online. */
export const PAY_WITH_BALANCE = 'balance'

/** The balance as a way to pay: not offered, offered but empty (shown disabled), or available. */
export type BalanceOffer = { kind: 'none' } | { kind: 'empty' } | { kind: 'available'; balanceCents: Cents }

/** Offered to a logged-in customer wherever the balance menu is shown (showsBalance). */
export function balanceOffer(settings: CustomerMenuSettings, customer: CustomerMenuCustomer | null): BalanceOffer {
  if (!customer || !showsBalance(settings, customer)) return { kind: 'none' }
  const balanceCents = Math.max(0, customer.balanceCents ?? 0)
  return balanceCents > 0 ? { kind: 'available', balanceCents } : { kind: 'empty' }
}

/** How the amount to pay is paid: from the balance, and online for the rest. */
export type BalanceSplit = { fromBalanceCents: Cents; onlineCents: Cents }

/** The balance pays all of the amount, or as much as it holds; `null` when it is not used. */
export function balanceSplit(toPayCents: Cents, balanceCents: Cents | null): BalanceSplit {
  const toPay = Math.max(0, toPayCents)
  const fromBalanceCents = balanceCents === null ? 0 : Math.max(0, Math.min(toPay, balanceCents))
  return { fromBalanceCents, onlineCents: toPay - fromBalanceCents }
}

/** The balance pays everything: no online method is needed. */
export const paidByBalance = (split: BalanceSplit): boolean => split.fromBalanceCents > 0 && split.onlineCents === 0

/**
 * The ways to pay what is left: once the balance pays part, only the online ones (the card methods
 * and the wallet provider), never on site, since the venue takes the balance when the order is placed.
 */
export function choicesForRest(choices: readonly PaymentChoice[], split: BalanceSplit): PaymentChoice[] {
  return split.fromBalanceCents > 0 ? choices.filter(paidOnline) : [...choices]
}

/**
 * The balance pays part, and no online method takes the rest: the order cannot go ("Your balance is
 * too low for this order"). Unknown while the methods are loading.
 */
export function balanceTooLow(split: BalanceSplit, restChoices: readonly PaymentChoice[] | null): boolean {
  return split.fromBalanceCents > 0 && split.onlineCents > 0 && restChoices !== null && restChoices.length === 0
}

/**
 * The checkout's payment fields: 'balance' when it pays everything, else the chosen method, and the
 * balance's part as the two-decimal amount the venue expects (SPEC §5) when there is one.
 */
export function paymentFields(split: BalanceSplit, method: string | null): { payment_method: string | null; balance_amount?: number } {
  if (split.fromBalanceCents === 0) return { payment_method: method }
  const balance_amount = Number(centsToAmount(split.fromBalanceCents))
  return { payment_method: paidByBalance(split) ? PAY_WITH_BALANCE : method, balance_amount }
}
