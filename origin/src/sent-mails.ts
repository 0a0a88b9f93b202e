// Mails the venue would send (password reset, card recovery). The sandbox sends nothing: it keeps
// them in D1, where GET /__sandbox/mails shows them to the tester.

export type Mail = { to: string; subject: string; body: string; link: string | null }

export async function sendMail(db: D1Database, venue: string, mail: Mail, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO sent_mails (venue, to_address, subject, body, link, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(venue, mail.to.toLowerCase(), mail.subject, mail.body, mail.link, now)
    .run()
}

type MailRow = { venue: string; to_address: string; subject: string; body: string; link: string | null; created_at: number }

/** Sent mails, newest first; only those to `to` when given. */
export async function listMails(db: D1Database, to: string | undefined) {
  const { results } = await db
    .prepare(
      `SELECT venue, to_address, subject, body, link, created_at FROM sent_mails
       WHERE ?1 IS NULL OR to_address = ?1 ORDER BY id DESC`,
    )
    .bind(to?.trim().toLowerCase() ?? null)
    .all<MailRow>()
  return results.map((row) => ({
    venue: row.venue,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
  }))
}

export async function clearMails(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM sent_mails').run()
}
