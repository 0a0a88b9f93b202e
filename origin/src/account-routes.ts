// Venue API accounts (SPEC §7): login, logout, register, e-mail availability, the customer record,
// its addresses (added, edited, deleted), countries and password change. Contract in
// seed/demo/README.md "Customers".
import { Hono } from 'hono'
import { z } from 'zod'
import {
  emailSchema,
  invalid,
  nameSchema,
  parseBody,
  passwordSchema,
  phoneSchema,
  requireCustomer,
  tokenSchema,
  venueRecords,
  walletPrefixOf,
} from './account-requests'
import type { Ctx } from './account-requests'
import { COUNTRIES, isKnownCountry } from './countries'
import {
  LANGUAGES,
  addressSchema,
  customerAnswer,
  findByEmail,
  findCustomer,
  findLogin,
  insertCustomer,
  insertTokenFor,
  isUniqueViolation,
  issueToken,
  passwordHashOf,
  resolveToken,
  revokeToken,
} from './customer-accounts'
import type { Customer } from './customer-accounts'
import { jsonError } from './json-response'
import { UNMATCHABLE_HASH, hashPassword, randomToken, tokenHash, verifyPassword } from './passwords'
import { currentTime } from './sandbox-clock'
import type { VenueApiEnv } from './venue-state'

const INVALID_LOGIN = 'Invalid login and password combination'
const EMAIL_USED = 'This email address is already used'

const loginSchema = z.object({ login: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) })

const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES),
})

const editSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  // Absent: unchanged; null or empty: removed.
  vat_number: z.string().trim().max(30).nullish(),
  language: z.enum(LANGUAGES).optional(),
})

const addAddressSchema = z.object({
  customerAccessToken: tokenSchema,
  kind: z.enum(['delivery', 'billing']),
  address: addressSchema.refine((address) => isKnownCountry(address.country), {
    path: ['country'],
    message: 'Unknown country',
  }),
})

const addressIdSchema = z.number().int().positive()

const editAddressSchema = z.object({
  customerAccessToken: tokenSchema,
  address_id: addressIdSchema,
  address: addressSchema.refine((address) => isKnownCountry(address.country), {
    path: ['country'],
    message: 'Unknown country',
  }),
})

const deleteAddressSchema = z.object({ customerAccessToken: tokenSchema, address_id: addressIdSchema })

const ADDRESS_NOT_FOUND = 'Address not found'

const changePasswordSchema = z.object({
  customerAccessToken: tokenSchema,
  current_password: z.string().min(1).max(200),
  password: passwordSchema,
})

/** The customer as answered after a change (re-read, so the answer is what is stored). */
async function customerNow(c: Ctx, id: number) {
  const customer = await findCustomer(c.env.DB, id)
  if (!customer) throw new Error(`customer ${id} vanished`)
  return customerAnswer(customer)
}

export const accountRoutes = new Hono<VenueApiEnv>()

accountRoutes.post('/login', async (c) => {
  const body = await parseBody(c, loginSchema)
  if (body instanceof Response) return body
  const { pos } = await venueRecords(c)
  const found = await findLogin(c.env.DB, c.get('venue').key, pos.login_type ?? 1, body.login)
  // An unknown login costs the same hashing as a wrong password.
  const matches = await verifyPassword(body.password, found?.password_hash ?? UNMATCHABLE_HASH)
  if (!found || !matches) return jsonError(c, 401, INVALID_LOGIN)
  const accessToken = await issueToken(c.env.DB, found.id, await currentTime(c.env.DB))
  return c.json({ access_token: accessToken, customer: customerAnswer(found) })
})

// The app forgets the token on logout (SPEC §4); the venue revokes it as well. Unknown tokens too: 204.
accountRoutes.post('/logout/:token', async (c) => {
  const token = tokenSchema.safeParse(c.req.param('token'))
  if (token.success) await revokeToken(c.env.DB, token.data)
  return c.body(null, 204)
})

accountRoutes.post('/register', async (c) => {
  const body = await parseBody(c, registerSchema)
  if (body instanceof Response) return body
  const { pos } = await venueRecords(c)
  if (pos.allow_create_account !== true) return jsonError(c, 403, 'Creating an account is not possible here')
  const db = c.env.DB
  const { key } = c.get('venue')
  if (await findByEmail(db, key, body.email)) return jsonError(c, 409, EMAIL_USED)
  const accessToken = randomToken()
  const [hash, passwordHash, now] = await Promise.all([tokenHash(accessToken), hashPassword(body.password), currentTime(db)])
  const account = {
    venue: key,
    email: body.email,
    passwordHash,
    first_name: body.first_name,
    last_name: body.last_name,
    phone: body.phone,
    language: body.language,
    walletPrefix: pos.allow_credit === true ? walletPrefixOf(c, pos.prefix_number) : null,
  }
  // Two registrations at once may pick the same next customer ID: the second tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.batch([insertCustomer(db, account), insertTokenFor(db, key, body.email, hash, now)])
      break
    } catch (error) {
      if (isUniqueViolation(error, 'customers.email')) return jsonError(c, 409, EMAIL_USED)
      if (!isUniqueViolation(error, 'customers.customer_id') || attempt === 3) throw error
    }
  }
  const customer = await findByEmail(db, key, body.email)
  return c.json({ access_token: accessToken, customer: customerAnswer(customer!) }, 201)
})

accountRoutes.get('/checkemail/:email', async (c) => {
  const email = emailSchema.safeParse(c.req.param('email'))
  if (!email.success) return invalid(c, email.error.issues)
  return c.json({ available: !(await findByEmail(c.env.DB, c.get('venue').key, email.data)) })
})

accountRoutes.get('/customer/:token', async (c) => {
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  return c.json(customerAnswer(customer))
})

accountRoutes.post('/customer/:token', async (c) => {
  const customer = await requireCustomer(c, c.req.param('token'))
  if (customer instanceof Response) return customer
  const body = await parseBody(c, editSchema)
  if (body instanceof Response) return body
  try {
    await c.env.DB.prepare(
      `UPDATE customers SET first_name = COALESCE(?2, first_name), last_name = COALESCE(?3, last_name),
         phone = COALESCE(?4, phone), email = COALESCE(?5, email), language = COALESCE(?6, language),
         vat_number = CASE WHEN ?7 THEN ?8 ELSE vat_number END
       WHERE id = ?1`,
    )
      .bind(
        customer.id,
        body.first_name ?? null,
        body.last_name ?? null,
        body.phone ?? null,
        body.email?.toLowerCase() ?? null,
        body.language ?? null,
        body.vat_number === undefined ? 0 : 1,
        body.vat_number || null,
      )
      .run()
  } catch (error) {
    if (isUniqueViolation(error, 'customers.email')) return jsonError(c, 409, EMAIL_USED)
    throw error
  }
  return c.json(await customerNow(c, customer.id))
})

// Visitors fill in addresses too (delivery), so -1 is accepted besides a customer token.
accountRoutes.get('/countries/:token', async (c) => {
  const token = tokenSchema.safeParse(c.req.param('token'))
  const identity = token.success ? await resolveToken(c.env.DB, c.get('venue').key, token.data) : null
  if (!identity) return jsonError(c, 401, 'invalid token')
  return c.json(COUNTRIES)
})

/** Appends a delivery address or replaces the billing one; the id continues after the customer's highest. */
async function addAddress(db: D1Database, customer: Customer, kind: 'delivery' | 'billing', address: object) {
  // id first, so that json_set fills it in place and the answer lists it first, like the demo's.
  const json = JSON.stringify({ id: 0, ...address })
  await db
    .prepare(
      `WITH ids AS (
         SELECT json_extract(d.value, '$.id') AS id FROM customers c, json_each(c.delivery_addresses) d WHERE c.id = ?1
         UNION ALL SELECT json_extract(billing_address, '$.id') FROM customers WHERE id = ?1
         UNION ALL SELECT json_extract(administrative_address, '$.id') FROM customers WHERE id = ?1)
       UPDATE customers SET
         delivery_addresses = CASE WHEN ?2 = 'delivery'
           THEN json_insert(delivery_addresses, '$[#]', json_set(json(?3), '$.id', (SELECT COALESCE(MAX(id), 7000) + 1 FROM ids)))
           ELSE delivery_addresses END,
         billing_address = CASE WHEN ?2 = 'billing'
           THEN json_set(json(?3), '$.id', (SELECT COALESCE(MAX(id), 7000) + 1 FROM ids))
           ELSE billing_address END
       WHERE id = ?1`,
    )
    .bind(customer.id, kind, json)
    .run()
}

accountRoutes.post('/add-address', async (c) => {
  const body = await parseBody(c, addAddressSchema)
  if (body instanceof Response) return body
  const customer = await requireCustomer(c, body.customerAccessToken)
  if (customer instanceof Response) return customer
  await addAddress(c.env.DB, customer, body.kind, body.address)
  return c.json(await customerNow(c, customer.id))
})

/**
 * Replaces the customer's address `id` (a delivery address, or the billing one) with `address`, keeping
 * its id; in one statement, so an edit made meanwhile is never undone. False when the customer has none.
 */
async function editAddress(db: D1Database, customer: Customer, id: number, address: object): Promise<boolean> {
  const json = JSON.stringify({ id, ...address })
  const { meta } = await db
    .prepare(
      `UPDATE customers SET
         delivery_addresses = COALESCE(
           (SELECT json_replace(delivery_addresses, d.fullkey, json(?3)) FROM json_each(delivery_addresses) d WHERE json_extract(d.value, '$.id') = ?2),
           delivery_addresses),
         billing_address = CASE WHEN json_extract(billing_address, '$.id') = ?2 THEN json(?3) ELSE billing_address END
       WHERE id = ?1 AND (json_extract(billing_address, '$.id') = ?2
         OR EXISTS (SELECT 1 FROM json_each(delivery_addresses) d WHERE json_extract(d.value, '$.id') = ?2))`,
    )
    .bind(customer.id, id, json)
    .run()
  return meta.changes > 0
}

/** Removes the customer's address `id` (a delivery address, or the billing one). False when the customer has none. */
async function deleteAddress(db: D1Database, customer: Customer, id: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `UPDATE customers SET
         delivery_addresses = COALESCE(
           (SELECT json_remove(delivery_addresses, d.fullkey) FROM json_each(delivery_addresses) d WHERE json_extract(d.value, '$.id') = ?2),
           delivery_addresses),
         billing_address = CASE WHEN json_extract(billing_address, '$.id') = ?2 THEN NULL ELSE billing_address END
       WHERE id = ?1 AND (json_extract(billing_address, '$.id') = ?2
         OR EXISTS (SELECT 1 FROM json_each(delivery_addresses) d WHERE json_extract(d.value, '$.id') = ?2))`,
    )
    .bind(customer.id, id)
    .run()
  return meta.changes > 0
}

accountRoutes.post('/edit-address', async (c) => {
  const body = await parseBody(c, editAddressSchema)
  if (body instanceof Response) return body
  const customer = await requireCustomer(c, body.customerAccessToken)
  if (customer instanceof Response) return customer
  if (!(await editAddress(c.env.DB, customer, body.address_id, body.address))) return jsonError(c, 404, ADDRESS_NOT_FOUND)
  return c.json(await customerNow(c, customer.id))
})

accountRoutes.post('/delete-address', async (c) => {
  const body = await parseBody(c, deleteAddressSchema)
  if (body instanceof Response) return body
  const customer = await requireCustomer(c, body.customerAccessToken)
  if (customer instanceof Response) return customer
  if (!(await deleteAddress(c.env.DB, customer, body.address_id))) return jsonError(c, 404, ADDRESS_NOT_FOUND)
  return c.json(await customerNow(c, customer.id))
})

// A changed password signs the customer out everywhere else: only the token used here stays valid.
accountRoutes.post('/changepassword', async (c) => {
  const body = await parseBody(c, changePasswordSchema)
  if (body instanceof Response) return body
  const customer = await requireCustomer(c, body.customerAccessToken)
  if (customer instanceof Response) return customer
  const db = c.env.DB
  const stored = await passwordHashOf(db, customer.id)
  if (!stored || !(await verifyPassword(body.current_password, stored))) {
    return jsonError(c, 403, 'The current password is not correct')
  }
  await db.batch([
    db.prepare('UPDATE customers SET password_hash = ?2 WHERE id = ?1').bind(customer.id, await hashPassword(body.password)),
    db
      .prepare('DELETE FROM customer_tokens WHERE customer = ?1 AND token_hash <> ?2')
      .bind(customer.id, await tokenHash(body.customerAccessToken)),
  ])
  return c.json({})
})
