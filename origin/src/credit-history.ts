// The wallet history (credit_history): an entry is written by the batch that changes the balance,
// just before the change and under the same condition, so `balance` is the balance it leaves.
import type { Language } from './customer-accounts'
import { isoIn } from './slot-schedule'

export type HistoryType = 'topup' | 'order' | 'refund' | 'card'

// Labels in the language of the request, like the demo's ("Recharge en ligne", "Online top-up").
export const HISTORY_LABELS: Record<Exclude<HistoryType, 'order'>, Record<Language, string>> = {
  topup: { fr: 'Recharge en ligne', nl: 'Online opwaardering', en: 'Online top-up', de: 'Online-Aufladung' },
  refund: { fr: 'Remboursement', nl: 'Terugbetaling', en: 'Refund', de: 'Rückerstattung' },
  card: { fr: 'Carte', nl: 'Kaart', en: 'Card', de: 'Karte' },
}

type HistoryRow = { date: string; type: string; label: string; amount_cents: number; balance_cents: number }

/** The customer's history, newest first, in decimal euros. */
export async function listHistory(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare('SELECT date, type, label, amount_cents, balance_cents FROM credit_history WHERE customer = ?1 ORDER BY id DESC')
    .bind(customerId)
    .all<HistoryRow>()
  return results.map((row) => ({
    date: row.date,
    type: row.type,
    label: row.label,
    amount: row.amount_cents / 100,
    balance: row.balance_cents / 100,
  }))
}

/**
 * An entry of `amountSql` (SQL over the customer row `c`) with the balance it leaves, written only
 * while `condition` holds; the batch changes the balance next, under the same condition. Values of
 * both are bound from ?5 on.
 */
export function historyStatement(
  db: D1Database,
  entry: { customerId: number; now: number; timezone: string; type: HistoryType; label: string },
  amountSql: string,
  condition: string,
  values: unknown[],
) {
  return db
    .prepare(
      `INSERT INTO credit_history (customer, date, type, label, amount_cents, balance_cents)
       SELECT c.id, ?2, ?3, ?4, ${amountSql}, c.balance_cents + (${amountSql}) FROM customers c WHERE c.id = ?1 AND ${condition}`,
    )
    .bind(entry.customerId, isoIn(entry.now, entry.timezone), entry.type, entry.label, ...values)
}
