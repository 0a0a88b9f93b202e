// Puts the customer accounts back as seeded: the seed keeps a copy of them in the demo_* tables
// (with password hashes, never plain passwords), from which DELETE /__sandbox/customers restores.

const ACCOUNT_TABLES = ['customers', 'customer_tokens', 'credit_history', 'cards'] as const

/**
 * Drops every account change, new account, token, reset link, top-up and balance payment (a balance
 * put back as seeded has nothing to give back); mails stay (see /mails).
 */
export async function restoreDemoAccounts(db: D1Database): Promise<void> {
  await db.batch([
    ...['password_resets', 'credit_topups', 'balance_payments', ...ACCOUNT_TABLES].map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...ACCOUNT_TABLES.map((table) => db.prepare(`INSERT INTO ${table} SELECT * FROM demo_${table} ORDER BY rowid`)),
  ])
}
