// Puts the customer accounts back as seeded: the seed keeps a copy of them in the demo_* tables
// (with password hashes, never plain passwords), from which DELETE /__sandbox/customers restores.

const ACCOUNT_TABLES = ['customers', 'customer_tokens', 'credit_history', 'cards'] as const

/** Drops every account change, new account, token, reset link and top-up; mails stay (see /mails). */
export async function restoreDemoAccounts(db: D1Database): Promise<void> {
  await db.batch([
    ...['password_resets', 'credit_topups', ...ACCOUNT_TABLES].map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...ACCOUNT_TABLES.map((table) => db.prepare(`INSERT INTO ${table} SELECT * FROM demo_${table} ORDER BY rowid`)),
  ])
}
