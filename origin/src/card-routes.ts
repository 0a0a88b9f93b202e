// POST /linkcard (SPEC §7, messages of §8): a free card is linked to the logged-in customer, or
// initialised into a new account. Its balance moves to the owner's wallet, which is created if need be.
import { Hono } from 'hono'
import { z } from 'zod'
import {
  emailSchema,
  nameSchema,
  parseBody,
  passwordSchema,
  requireCustomer,
  tokenSchema,
  venueRecords,
  walletPrefixOf,
} from './account-requests'
import type { Ctx } from './account-requests'
import { HISTORY_LABELS } from './credit-history'
import {
  LANGUAGES,
  customerAnswer,
  findByEmail,
  findCustomer,
  insertCustomer,
  insertTokenFor,
  isUniqueViolation,
  languageOf,
} from './customer-accounts'
import type { Customer, Language } from './customer-accounts'
import { hashPassword, randomToken, tokenHash } from './passwords'
import { currentTime } from './sandbox-clock'
import { sendMail } from './sent-mails'
import { isoIn } from './slot-schedule'
import type { VenueApiEnv } from './venue-state'

const CARD_NOT_FOUND = 'Card not found, unable to initialize.'
const ALREADY_INITIALIZED = 'This card has already been initialized'
const EMAIL_LINKED = 'This email address is already linked to another account/card.'

const linkCardSchema = z
  .object({
    card_id: z.string().trim().regex(/^\d{12}$/),
    // -1 (a visitor) is the same as no token.
    customerAccessToken: tokenSchema.nullish().transform((token) => (token && token !== '-1' ? token : undefined)),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => body.customerAccessToken || (body.email && body.password), {
    path: ['email'],
    message: 'email and password are required to initialise a card without customerAccessToken',
  })

type Card = { card_id: string; initialized: number; customer: number | null; balance_cents: number }

const RECOVERY_MAIL: Record<Language, { subject: string; body: (name: string, card: string, venue: string) => string }> = {
  fr: {
    subject: 'Votre carte est déjà liée à votre compte',
    body: (name, card, venue) =>
      `Bonjour ${name},\n\nQuelqu'un a essayé d'initialiser la carte ${card} chez ${venue}. Elle est liée à votre compte.\nSi vous ne pouvez plus vous connecter, choisissez un nouveau mot de passe avec « Mot de passe oublié ».`,
  },
  nl: {
    subject: 'Je kaart is al aan je account gekoppeld',
    body: (name, card, venue) =>
      `Hallo ${name},\n\nIemand probeerde kaart ${card} bij ${venue} te activeren. Ze is aan jouw account gekoppeld.\nKan je niet meer inloggen? Kies een nieuw wachtwoord met "Wachtwoord vergeten".`,
  },
  en: {
    subject: 'Your card is already linked to your account',
    body: (name, card, venue) =>
      `Hello ${name},\n\nSomeone tried to initialise card ${card} at ${venue}. It is linked to your account.\nIf you can no longer log in, choose a new password with "Forgot password".`,
  },
  de: {
    subject: 'Ihre Karte ist bereits mit Ihrem Konto verknüpft',
    body: (name, card, venue) =>
      `Hallo ${name},\n\njemand hat versucht, die Karte ${card} bei ${venue} zu aktivieren. Sie ist mit Ihrem Konto verknüpft.\nWenn Sie sich nicht mehr anmelden können, wählen Sie mit „Passwort vergessen" ein neues Passwort.`,
  },
}

async function findCard(db: D1Database, venue: string, cardId: string): Promise<Card | null> {
  return db
    .prepare('SELECT card_id, initialized, customer, balance_cents FROM cards WHERE venue = ?1 AND card_id = ?2')
    .bind(venue, cardId)
    .first<Card>()
}

/** The 400 for an initialised card, after a mail that helps its owner back into the account. */
async function alreadyInitialized(c: Ctx, card: Card, venueName: string) {
  const owner = card.customer === null ? null : await findCustomer(c.env.DB, card.customer)
  if (owner) {
    const text = RECOVERY_MAIL[languageOf(owner.language)]
    const mail = { to: owner.email, subject: text.subject, body: text.body(owner.first_name, card.card_id, venueName), link: null }
    await sendMail(c.env.DB, c.get('venue').key, mail, await currentTime(c.env.DB))
  }
  return c.json({ error: ALREADY_INITIALIZED, recovery_email_sent: owner !== null }, 400)
}

/**
 * Links the card to its new owner while it is still free, in the caller's batch: a 'card' history
 * entry for its balance, the balance into the wallet (created if missing), the card initialised.
 * The owner is ?3, or the venue's customer with the e-mail ?4 (an account created in the same batch).
 */
function linkStatements(
  db: D1Database,
  link: { venue: string; cardId: string; customerId: number | null; email: string | null; walletPrefix: string; date: string; label: string },
) {
  const owner = 'COALESCE(?3, (SELECT id FROM customers WHERE venue = ?1 AND email = ?4))'
  const freeCard = 'EXISTS (SELECT 1 FROM cards WHERE venue = ?1 AND card_id = ?2 AND initialized = 0)'
  const cardBalance = '(SELECT balance_cents FROM cards WHERE venue = ?1 AND card_id = ?2)'
  const who = [link.venue, link.cardId, link.customerId, link.email?.toLowerCase() ?? null]
  return [
    db
      .prepare(
        `INSERT INTO credit_history (customer, date, type, label, amount_cents, balance_cents)
         SELECT c.id, ?5, 'card', ?6, ${cardBalance}, c.balance_cents + ${cardBalance} FROM customers c
         WHERE c.id = ${owner} AND ${freeCard} AND ${cardBalance} > 0`,
      )
      .bind(...who, link.date, link.label),
    db
      .prepare(
        `UPDATE customers SET balance_cents = balance_cents + ${cardBalance},
           cashless_wallet = COALESCE(cashless_wallet, ?5 || '-W-' || customer_id)
         WHERE id = ${owner} AND ${freeCard}`,
      )
      .bind(...who, link.walletPrefix),
    db
      .prepare(
        `UPDATE cards SET initialized = 1, customer = ${owner}, balance_cents = 0
         WHERE venue = ?1 AND card_id = ?2 AND initialized = 0`,
      )
      .bind(...who),
  ]
}

export const cardRoutes = new Hono<VenueApiEnv>()

cardRoutes.post('/linkcard', async (c) => {
  const body = await parseBody(c, linkCardSchema)
  if (body instanceof Response) return body
  let customer: Customer | null = null
  if (body.customerAccessToken) {
    const found = await requireCustomer(c, body.customerAccessToken)
    if (found instanceof Response) return found
    customer = found
  }
  const db = c.env.DB
  const { key, state } = c.get('venue')
  const { pos } = await venueRecords(c)
  const venueName = pos.title ?? key
  const card = await findCard(db, key, body.card_id)
  if (!card) return c.json({ error: CARD_NOT_FOUND }, 400)
  if (card.initialized) return alreadyInitialized(c, card, venueName)

  const now = await currentTime(db)
  const language = languageOf(customer?.language ?? body.language ?? pos.default_language ?? 'fr')
  const walletPrefix = walletPrefixOf(c, pos.prefix_number)
  const link = {
    venue: key,
    cardId: card.card_id,
    customerId: customer?.id ?? null,
    email: customer ? null : body.email!,
    walletPrefix,
    date: isoIn(now, state.timezone),
    label: `${HISTORY_LABELS.card[language]} ${card.card_id}`,
  }

  if (customer) {
    const results = await db.batch(linkStatements(db, link))
    if (results.at(-1)?.meta.changes !== 1) return alreadyInitialized(c, (await findCard(db, key, card.card_id))!, venueName)
    return c.json({ customer: customerAnswer((await findCustomer(db, customer.id))!) })
  }

  // A new account for the card, created only while the card is free, in the same batch as the link.
  if (await findByEmail(db, key, body.email!)) return c.json({ error: EMAIL_LINKED }, 400)
  const accessToken = randomToken()
  const [hash, passwordHash] = await Promise.all([tokenHash(accessToken), hashPassword(body.password!)])
  const account = {
    venue: key,
    email: body.email!,
    passwordHash,
    first_name: body.first_name ?? '',
    last_name: body.last_name ?? '',
    phone: null,
    language,
    walletPrefix,
  }
  const freeCard = 'EXISTS (SELECT 1 FROM cards WHERE venue = ?9 AND card_id = ?10 AND initialized = 0)'
  let results: D1Result[]
  try {
    results = await db.batch([
      insertCustomer(db, account, freeCard, [key, card.card_id]),
      insertTokenFor(db, key, body.email!, hash, now),
      ...linkStatements(db, link),
    ])
  } catch (error) {
    if (isUniqueViolation(error, 'customers.email')) return c.json({ error: EMAIL_LINKED }, 400)
    throw error
  }
  if (results.at(-1)?.meta.changes !== 1) return alreadyInitialized(c, (await findCard(db, key, card.card_id))!, venueName)
  const created = await findByEmail(db, key, body.email!)
  return c.json({ access_token: accessToken, customer: customerAnswer(created!) }, 201)
})
