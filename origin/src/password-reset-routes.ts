// Forgotten password (SPEC §7): a link by mail, valid one hour and usable once. The answer to the
// request never says whether the e-mail has an account; the mail lands in the sandbox mailbox.
import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema, parseBody, passwordSchema, tokenSchema, venueRecords } from './account-requests'
import { findByEmail, languageOf } from './customer-accounts'
import type { Customer, Language } from './customer-accounts'
import { jsonError } from './json-response'
import { hashPassword, randomToken, tokenHash } from './passwords'
import { currentTime } from './sandbox-clock'
import { sendMail } from './sent-mails'
import type { VenueApiEnv } from './venue-state'

const RESET_VALID_MS = 60 * 60 * 1000
const INVALID_LINK = 'This link is invalid or has expired'

const resetSchema = z.object({
  email: emailSchema,
  // The app's page that takes the token: only http(s), and only that page.
  reset_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .refine((url) => new URL(url).pathname.replace(/\/+$/, '').endsWith('/customer/validatetoken'), {
      message: "reset_url must be the app's /customer/validatetoken page",
    }),
})

const changeWithTokenSchema = z.object({ token: tokenSchema, password: passwordSchema })

const MAIL: Record<Language, { subject: string; body: (name: string, venue: string, link: string) => string }> = {
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (name, venue, link) =>
      `Bonjour ${name},\n\nPour choisir un nouveau mot de passe pour ${venue}, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
  },
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    body: (name, venue, link) =>
      `Hallo ${name},\n\nOm een nieuw wachtwoord voor ${venue} te kiezen, open je deze link binnen het uur:\n${link}\n\nHeb je niets gevraagd? Negeer dan dit bericht.`,
  },
  en: {
    subject: 'Reset your password',
    body: (name, venue, link) =>
      `Hello ${name},\n\nTo choose a new password for ${venue}, open this link within the hour:\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: (name, venue, link) =>
      `Hallo ${name},\n\nUm ein neues Passwort für ${venue} zu wählen, öffnen Sie diesen Link innerhalb einer Stunde:\n${link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail.`,
  },
}

/** The reset link's customer while the link is unused and not expired. */
async function findReset(db: D1Database, venue: string, token: string, now: number) {
  return db
    .prepare(
      `SELECT c.id, c.email FROM password_resets r JOIN customers c ON c.id = r.customer
       WHERE r.token_hash = ?1 AND c.venue = ?2 AND r.used_at IS NULL AND r.expires_at > ?3`,
    )
    .bind(await tokenHash(token), venue, now)
    .first<{ id: number; email: string }>()
}

async function mailResetLink(db: D1Database, venue: { key: string; name: string }, customer: Customer, resetUrl: string) {
  const token = randomToken()
  const now = await currentTime(db)
  await db
    .prepare('INSERT INTO password_resets (token_hash, customer, expires_at) VALUES (?1, ?2, ?3)')
    .bind(await tokenHash(token), customer.id, now + RESET_VALID_MS)
    .run()
  const link = new URL(resetUrl)
  link.searchParams.set('token', token)
  const text = MAIL[languageOf(customer.language)]
  const href = link.toString()
  const mail = { to: customer.email, subject: text.subject, body: text.body(customer.first_name, venue.name, href), link: href }
  await sendMail(db, venue.key, mail, now)
}

export const passwordResetRoutes = new Hono<VenueApiEnv>()

passwordResetRoutes.post('/resetpassword', async (c) => {
  const body = await parseBody(c, resetSchema)
  if (body instanceof Response) return body
  const { key } = c.get('venue')
  const customer = await findByEmail(c.env.DB, key, body.email)
  if (customer) {
    const { pos } = await venueRecords(c)
    await mailResetLink(c.env.DB, { key, name: pos.title ?? key }, customer, body.reset_url)
  }
  return c.json({})
})

passwordResetRoutes.get('/validatetoken/:token', async (c) => {
  const token = tokenSchema.safeParse(c.req.param('token'))
  const db = c.env.DB
  const reset = token.success ? await findReset(db, c.get('venue').key, token.data, await currentTime(db)) : null
  return reset ? c.json({ email: reset.email }) : jsonError(c, 404, INVALID_LINK)
})

// The new password ends every session of the account and every other reset link.
passwordResetRoutes.post('/changepasswordwithtoken', async (c) => {
  const body = await parseBody(c, changeWithTokenSchema)
  if (body instanceof Response) return body
  const db = c.env.DB
  const now = await currentTime(db)
  // Taking the link and checking it are one statement: of two uses at once, one wins.
  const taken = await db
    .prepare(
      `UPDATE password_resets SET used_at = ?2
       WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
         AND customer IN (SELECT id FROM customers WHERE venue = ?3)
       RETURNING customer`,
    )
    .bind(await tokenHash(body.token), now, c.get('venue').key)
    .first<{ customer: number }>()
  if (!taken) return jsonError(c, 404, INVALID_LINK)
  await db.batch([
    db.prepare('UPDATE customers SET password_hash = ?2 WHERE id = ?1').bind(taken.customer, await hashPassword(body.password)),
    db.prepare('UPDATE password_resets SET used_at = ?2 WHERE customer = ?1 AND used_at IS NULL').bind(taken.customer, now),
    db.prepare('DELETE FROM customer_tokens WHERE customer = ?1').bind(taken.customer),
  ])
  return c.json({})
})
