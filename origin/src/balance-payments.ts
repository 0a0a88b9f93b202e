// Paying an order from the customer's prepaid balance (checkout `balance_amount`, contract in
// seed/demo/README.md *Checkout*). The venue decides what the balance pays: all of the amount to pay,
// or as much as the balance holds, the rest online. The balance is taken in the batch that places
// the order and given back once when the online payment of the rest fails, is canceled or expires.
import { euros } from './checkout-rules'
import type { Reason } from './checkout-rules'
import type { Customer, Language } from './customer-accounts'
import type { Pos } from './order-catalogue'
import { isoIn } from './slot-schedule'

/** The payment method of an order the balance pays in full: nothing is paid online. */
export const PAY_WITH_BALANCE = 'balance'

/** What the balance pays of `toPayCents`: all of it, or as much as it holds. */
export const balanceShare = (toPayCents: number, balanceCents: number) => Math.max(0, Math.min(toPayCents, balanceCents))

/** The balance an order takes: from whom, the balance the checks saw, and how much. */
export type BalanceUse = { customerId: number; seenCents: number; amountCents: number }

/** The refusal of a balance share the venue no longer computes: the balance changed since it was shown. */
export const balanceChanged = (balanceCents: number): Reason => ({
  code: 'balance_changed',
  message: `Your balance is now ${euros(balanceCents)}: please check the amounts again`,
})

/**
 * Whether the balance may pay `requestedCents` of `toPayCents`: a customer with a wallet where the
 * venue allows credit, the share the venue computes from the balance now (anything else means the
 * balance changed since the customer saw it), the rest online, and all of it when nothing is paid
 * online.
 */
export function balanceUseOf(
  pos: Pos,
  customer: Customer | null,
  requestedCents: number,
  paymentMethod: string,
  toPayCents: number,
): { use: BalanceUse | null; reasons: Reason[] } {
  const paysAll = paymentMethod === PAY_WITH_BALANCE
  if (requestedCents <= 0) {
    return { use: null, reasons: paysAll ? [{ code: 'balance_insufficient', message: 'Your balance is too low for this order' }] : [] }
  }
  if (!customer?.cashless_wallet || pos.allow_credit !== true) {
    return { use: null, reasons: [{ code: 'balance_unavailable', message: 'Paying with the balance is not possible here' }] }
  }
  const reasons: Reason[] = []
  const share = balanceShare(toPayCents, customer.balance_cents)
  if (requestedCents !== share) reasons.push(balanceChanged(customer.balance_cents))
  else if (paysAll && share < toPayCents) reasons.push({ code: 'balance_insufficient', message: 'Your balance is too low for this order' })
  if (paymentMethod === 'on_site') {
    reasons.push({ code: 'payment_method_unavailable', message: 'The rest of an order paid from the balance is paid online' })
  }
  if (reasons.length > 0) return { use: null, reasons }
  return { use: { customerId: customer.id, seenCents: customer.balance_cents, amountCents: requestedCents }, reasons: [] }
}

/**
 * The condition the order's INSERT adds, with the customer, the balance seen and the amount bound
 * at `params`: the balance is still the one the checks saw, so a balance that changed meanwhile
 * places nothing, and it never goes below 0.
 */
export const balanceUnchanged = ([customer, seen, amount]: [string, string, string]) =>
  `(${customer} IS NULL OR EXISTS (SELECT 1 FROM customers WHERE id = ${customer} AND balance_cents = ${seen} AND balance_cents >= ${amount}))`

// History labels in the order's language, followed by the order number ("Commande LUM-001204", as the demo's).
const TAKEN_LABEL: Record<Language, string> = { fr: 'Commande', nl: 'Bestelling', en: 'Order', de: 'Bestellung' }
const RETURNED_LABEL: Record<Language, string> = {
  fr: 'Solde rendu, commande',
  nl: 'Saldo teruggestort, bestelling',
  en: 'Balance returned, order',
  de: 'Guthaben zurückgebucht, Bestellung',
}

/** The name of the payment of an order the balance pays in full. */
export const PAID_BY_BALANCE: Record<Language, string> = { fr: 'Solde prépayé', nl: 'Tegoed', en: 'Balance', de: 'Guthaben' }

type Entry = { now: number; timezone: string; language: Language }

/**
 * The statements that take the balance, for the order's batch: each runs only if the order `uid`
 * was inserted. The history entry names the order by the number the INSERT gave it.
 */
export function takeBalanceStatements(db: D1Database, order: { uid: string; venue: string }, use: BalanceUse, entry: Entry) {
  const placed = 'EXISTS (SELECT 1 FROM orders WHERE uid = ?1)'
  return [
    db
      .prepare(`INSERT INTO balance_payments (order_uid, venue, customer, amount_cents) SELECT ?1, ?2, ?3, ?4 WHERE ${placed}`)
      .bind(order.uid, order.venue, use.customerId, use.amountCents),
    // Before the balance changes: `balance_cents` is the balance the entry leaves.
    db
      .prepare(
        `INSERT INTO credit_history (customer, date, type, label, amount_cents, balance_cents)
         SELECT c.id, ?3, 'order', ?4 || ' ' || json_extract(o.body, '$.number'), -?5, c.balance_cents - ?5
         FROM customers c JOIN orders o ON o.uid = ?1 WHERE c.id = ?2`,
      )
      .bind(order.uid, use.customerId, isoIn(entry.now, entry.timezone), TAKEN_LABEL[entry.language], use.amountCents),
    db.prepare(`UPDATE customers SET balance_cents = balance_cents - ?2 WHERE id = ?3 AND ${placed}`).bind(order.uid, use.amountCents, use.customerId),
  ]
}

/**
 * The statements that give the balance back, for the batch that ends a payment: only once the order
 * failed, was canceled or expired, and only once (returned_at).
 */
export function giveBackStatements(db: D1Database, order: { uid: string; number: string | null }, entry: Entry) {
  const returnable = `EXISTS (SELECT 1 FROM balance_payments b JOIN orders o ON o.uid = b.order_uid
    WHERE b.order_uid = ?1 AND b.returned_at IS NULL AND o.status IN ('failed', 'canceled', 'expired'))`
  return [
    db
      .prepare(
        `INSERT INTO credit_history (customer, date, type, label, amount_cents, balance_cents)
         SELECT c.id, ?2, 'order', ?3, b.amount_cents, c.balance_cents + b.amount_cents
         FROM balance_payments b JOIN customers c ON c.id = b.customer WHERE b.order_uid = ?1 AND ${returnable}`,
      )
      .bind(order.uid, isoIn(entry.now, entry.timezone), `${RETURNED_LABEL[entry.language]} ${order.number ?? ''}`.trim()),
    db
      .prepare(
        `UPDATE customers SET balance_cents = balance_cents + (SELECT amount_cents FROM balance_payments WHERE order_uid = ?1)
         WHERE id = (SELECT customer FROM balance_payments WHERE order_uid = ?1) AND ${returnable}`,
      )
      .bind(order.uid),
    db.prepare(`UPDATE balance_payments SET returned_at = ?2 WHERE order_uid = ?1 AND ${returnable}`).bind(order.uid, entry.now),
  ]
}

/** The customer's balance now, to tell a balance changed meanwhile from another reason a batch placed nothing. */
export async function balanceNow(db: D1Database, customerId: number): Promise<number | null> {
  const row = await db.prepare('SELECT balance_cents FROM customers WHERE id = ?1').bind(customerId).first<{ balance_cents: number }>()
  return row?.balance_cents ?? null
}
