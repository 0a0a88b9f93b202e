// Wallet top-ups (POST /customer-credit/{token}), paid on the sandbox payment page like an order.
// A paid top-up credits the wallet once: the batch that credits it also stamps credited_at.
import { HISTORY_LABELS, historyStatement } from './credit-history'
import { languageOf } from './customer-accounts'
import { randomPaymentId } from './order-placement'

export type TopUpStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired'

export type TopUp = {
  id: string
  venue: string
  customer: number
  amount_cents: number
  language: string
  return_url: string
  status: TopUpStatus
  venue_name: string | null
  wallet: string | null
  timezone: string
}

export async function createTopUp(
  db: D1Database,
  topUp: { venue: string; customerId: number; amountCents: number; language: string; returnUrl: string; now: number },
): Promise<string> {
  const id = randomPaymentId()
  await db
    .prepare(
      `INSERT INTO credit_topups (id, venue, customer, amount_cents, language, return_url, status, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7)`,
    )
    .bind(id, topUp.venue, topUp.customerId, topUp.amountCents, topUp.language, topUp.returnUrl, topUp.now)
    .run()
  return id
}

export async function findTopUp(db: D1Database, venue: string, id: string): Promise<TopUp | null> {
  return db
    .prepare(
      `SELECT t.id, t.venue, t.customer, t.amount_cents, t.language, t.return_url, t.status,
         json_extract(v.pos, '$.title') AS venue_name, c.cashless_wallet AS wallet,
         json_extract(s.body, '$.timezone') AS timezone
       FROM credit_topups t JOIN venues v ON v.key = t.venue JOIN venue_state s ON s.host = v.host
         JOIN customers c ON c.id = t.customer
       WHERE t.venue = ?1 AND t.id = ?2`,
    )
    .bind(venue, id)
    .first<TopUp>()
}

/** Ends an open top-up with `outcome`; paid credits the amount with a 'topup' history entry, once. */
export async function settleTopUp(db: D1Database, topUp: TopUp, outcome: Exclude<TopUpStatus, 'open'>, now: number) {
  // The top-up bound as `param` is paid and not credited yet.
  const uncredited = (param: string) =>
    `EXISTS (SELECT 1 FROM credit_topups WHERE id = ${param} AND status = 'paid' AND credited_at IS NULL)`
  const entry = {
    customerId: topUp.customer,
    now,
    timezone: topUp.timezone,
    type: 'topup' as const,
    label: HISTORY_LABELS.topup[languageOf(topUp.language)],
  }
  await db.batch([
    db.prepare("UPDATE credit_topups SET status = ?2 WHERE id = ?1 AND status = 'open'").bind(topUp.id, outcome),
    historyStatement(db, entry, '(SELECT amount_cents FROM credit_topups WHERE id = ?5)', uncredited('?5'), [topUp.id]),
    db
      .prepare(
        `UPDATE customers SET balance_cents = balance_cents + (SELECT amount_cents FROM credit_topups WHERE id = ?2)
         WHERE id = ?1 AND ${uncredited('?2')}`,
      )
      .bind(topUp.customer, topUp.id),
    db
      .prepare("UPDATE credit_topups SET credited_at = ?2 WHERE id = ?1 AND status = 'paid' AND credited_at IS NULL")
      .bind(topUp.id, now),
  ])
}

/** Back to the app: `return_url?status=<status>&amount=<euros>` (status pending while still open). */
export function topUpReturnTarget(topUp: TopUp): string {
  const url = new URL(topUp.return_url)
  url.searchParams.set('status', topUp.status === 'open' ? 'pending' : topUp.status)
  url.searchParams.set('amount', String(topUp.amount_cents / 100))
  return url.toString()
}
