import { z } from 'zod/mini'

// Customer answers of the venue API (SPEC §3 Customer, Address, Refund, Credit; §7), validated by the
// Worker before use. No token or password is ever part of them.

const nullableText = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null))

export const addressSchema = z.object({
  id: z.nullish(z.union([z.number(), z.string()])),
  name: nullableText,
  address_line: z.string(),
  address_line2: nullableText,
  zip_code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  city: z.string(),
  country: nullableText,
})
export type Address = z.infer<typeof addressSchema>

export const customerSchema = z.object({
  customer_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  email: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  phone: nullableText,
  vat_number: nullableText,
  language: nullableText,
  price_list_id: z.pipe(z.nullish(z.int()), z.transform((value) => value ?? null)),
  cashless_wallet: nullableText,
  balance: z.pipe(z.nullish(z.number()), z.transform((value) => value ?? null)),
  delivery_addresses: z.pipe(z.nullish(z.array(addressSchema)), z.transform((value) => value ?? [])),
  billing_address: z.pipe(z.nullish(addressSchema), z.transform((value) => value ?? null)),
})
export type Customer = z.infer<typeof customerSchema>

/** POST /login, /register, /linkcard (initialisation): the token stays in the Worker. */
export const sessionAnswerSchema = z.object({ access_token: z.string().check(z.minLength(1), z.maxLength(200)), customer: customerSchema })

export const creditSchema = z.object({ amount: z.number() })
export const creditHistorySchema = z.array(
  z.object({ date: z.string(), type: z.string(), label: nullableText, amount: z.number(), balance: z.nullish(z.number()) }),
)
export const refundSchema = z.object({ fee: z.number(), amount: z.number(), credit: z.nullish(z.number()) })
export const countriesSchema = z.array(
  z.object({ code: z.string().check(z.length(2)), name_fr: z.string(), name_nl: z.string(), name_en: z.string() }),
)
export const documentsSchema = z.array(
  z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), number: z.string(), date: z.string(), amount: z.number() }),
)
export const paymentUrlSchema = z.object({ payment_url: z.url() })
