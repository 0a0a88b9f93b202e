// Customer accounts of the venue API, in D1 (migration 0004). The one place where a token becomes a
// customer: slots, checkout, vouchers and the account routes all go through resolveToken.
import { z } from 'zod'
import { randomToken, tokenHash } from './passwords'

/** A customer as the routes use it; the password hash is read only where a password is checked. */
export type Customer = {
  id: number
  venue: string
  customer_id: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  vat_number: string | null
  language: string
  price_list_id: number | null
  cashless_wallet: string | null
  balance_cents: number
  delivery_addresses: string
  billing_address: string | null
  administrative_address: string | null
}

const COLUMNS = `c.id, c.venue, c.customer_id, c.email, c.first_name, c.last_name, c.phone, c.vat_number, c.language,
  c.price_list_id, c.cashless_wallet, c.balance_cents, c.delivery_addresses, c.billing_address, c.administrative_address`

export const LANGUAGES = ['fr', 'nl', 'en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const languageOf = (value: string): Language => (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en'

export const addressSchema = z.object({
  name: z.string().trim().min(1).max(100),
  address_line: z.string().trim().min(1).max(200),
  address_line2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  zip_code: z.string().trim().min(1).max(12),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().toUpperCase().length(2),
})
export type Address = z.infer<typeof addressSchema> & { id: number }

/** The customer as the venue API answers it: never the password or a token. */
export function customerAnswer(customer: Customer) {
  return {
    customer_id: customer.customer_id,
    email: customer.email,
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: customer.phone,
    vat_number: customer.vat_number,
    language: customer.language,
    price_list_id: customer.price_list_id,
    cashless_wallet: customer.cashless_wallet,
    balance: customer.balance_cents / 100,
    delivery_addresses: JSON.parse(customer.delivery_addresses) as Address[],
    billing_address: customer.billing_address ? (JSON.parse(customer.billing_address) as Address) : null,
    administrative_address: customer.administrative_address ? (JSON.parse(customer.administrative_address) as Address) : null,
  }
}

export async function findCustomerByToken(db: D1Database, venue: string, token: string): Promise<Customer | null> {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM customer_tokens t JOIN customers c ON c.id = t.customer
       WHERE t.token_hash = ?1 AND c.venue = ?2`,
    )
    .bind(await tokenHash(token), venue)
    .first<Customer>()
}

export async function findCustomer(db: D1Database, id: number): Promise<Customer | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers c WHERE c.id = ?1`).bind(id).first<Customer>()
}

/** The customer a login names: the e-mail where the POS login_type is 1, the customer ID where it is 2. */
export async function findLogin(db: D1Database, venue: string, loginType: number, login: string) {
  const column = loginType === 2 ? 'c.customer_id' : 'c.email'
  const value = loginType === 2 ? login.trim() : login.trim().toLowerCase()
  return db
    .prepare(`SELECT ${COLUMNS}, c.password_hash FROM customers c WHERE c.venue = ?1 AND ${column} = ?2`)
    .bind(venue, value)
    .first<Customer & { password_hash: string }>()
}

export async function findByEmail(db: D1Database, venue: string, email: string): Promise<Customer | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM customers c WHERE c.venue = ?1 AND c.email = ?2`)
    .bind(venue, email.trim().toLowerCase())
    .first<Customer>()
}

export async function passwordHashOf(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare('SELECT password_hash FROM customers WHERE id = ?1').bind(id).first<{ password_hash: string }>()
  return row?.password_hash ?? null
}

/** Who a venue API token stands for: -1 is a visitor; else one of the venue's customers, or null. */
export type Identity = { customer: Customer | null; bookingKey: string | null }

export async function resolveToken(db: D1Database, venue: string, token: string): Promise<Identity | null> {
  if (token === '-1') return { customer: null, bookingKey: null }
  const customer = await findCustomerByToken(db, venue, token)
  return customer ? { customer, bookingKey: bookingKeyOf(customer) } : null
}

/** What slot bookings are held under: the customer, so that every token of theirs sees the booking. */
export const bookingKeyOf = (customer: Customer) => `customer:${customer.id}`

/** A new access token for the customer; the ones issued before stay valid until their logout. */
export async function issueToken(db: D1Database, customerId: number, now: number): Promise<string> {
  const token = randomToken()
  await db
    .prepare('INSERT INTO customer_tokens (token_hash, customer, created_at) VALUES (?1, ?2, ?3)')
    .bind(await tokenHash(token), customerId, now)
    .run()
  return token
}

export async function revokeToken(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM customer_tokens WHERE token_hash = ?1').bind(await tokenHash(token)).run()
}

export type NewCustomer = {
  venue: string
  email: string
  passwordHash: string
  first_name: string
  last_name: string
  phone: string | null
  language: string
  /** `<prefix_number>` of the wallet id `<prefix>-W-<customer_id>`, or null for no wallet. */
  walletPrefix: string | null
}

/**
 * Inserts the customer with the next customer ID of the venue, computed in the same statement.
 * `onlyIf` is an SQL condition (its values bound as ?9 and on) the insert
 * depends on, e.g. that a card is still free. A taken e-mail fails the UNIQUE constraint.
 */
export function insertCustomer(db: D1Database, customer: NewCustomer, onlyIf = '1', onlyIfValues: unknown[] = []) {
  return db
    .prepare(
      `INSERT INTO customers (venue, customer_id, email, password_hash, first_name, last_name, phone, language,
         price_list_id, cashless_wallet, balance_cents)
       SELECT ?1, CAST(n.next AS TEXT), ?2, ?3, ?4, ?5, ?6, ?7, NULL,
         CASE WHEN ?8 IS NULL THEN NULL ELSE ?8 || '-W-' || n.next END, 0
       FROM (SELECT COALESCE(MAX(CAST(customer_id AS INTEGER)), 0) + 1 AS next FROM customers WHERE venue = ?1) AS n
       WHERE ${onlyIf}`,
    )
    .bind(
      customer.venue,
      customer.email.trim().toLowerCase(),
      customer.passwordHash,
      customer.first_name,
      customer.last_name,
      customer.phone,
      customer.language,
      customer.walletPrefix,
      ...onlyIfValues,
    )
}

/** Inserts the token for the customer of that e-mail, in the batch that created the customer. */
export function insertTokenFor(db: D1Database, venue: string, email: string, hash: string, now: number) {
  return db
    .prepare('INSERT INTO customer_tokens (token_hash, customer, created_at) SELECT ?1, id, ?2 FROM customers WHERE venue = ?3 AND email = ?4')
    .bind(hash, now, venue, email.trim().toLowerCase())
}

export const isUniqueViolation = (error: unknown, column: string) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message) && error.message.includes(column)
