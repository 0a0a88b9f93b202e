import { z } from 'zod'

// Customer answers of the venue API (SPEC §3 Customer, Address, Refund, Credit; §7), validated by the
// Worker before use. No token or password is ever part of them.

const nullableText = z.string().nullish().transform((value) => value ?? null)

export const addressSchema = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  name: nullableText,
  address_line: z.string(),
  address_line2: nullableText,
  zip_code: z.union([z.string(), z.number()]).transform(String),
  city: z.string(),
  country: nullableText,
})
export type Address = z.infer<typeof addressSchema>

export const customerSchema = z.object({
  customer_id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  phone: nullableText,
  vat_number: nullableText,
  language: nullableText,
  price_list_id: z.number().int().nullish().transform((value) => value ?? null),
  cashless_wallet: nullableText,
  balance: z.number().nullish().transform((value) => value ?? null),
  delivery_addresses: z.array(addressSchema).nullish().transform((value) => value ?? []),
  billing_address: addressSchema.nullish().transform((value) => value ?? null),
})
export type Customer = z.infer<typeof customerSchema>

/** POST /login, /register, /linkcard (initialisation): the token stays in the Worker. */
export const sessionAnswerSchema = z.object({ access_token: z.string().min(1).max(200), customer: customerSchema })

export const creditSchema = z.object({ amount: z.number() })
export const creditHistorySchema = z.array(
  z.object({ date: z.string(), type: z.string(), label: nullableText, amount: z.number(), balance: z.number().nullish() }),
)
export const refundSchema = z.object({ fee: z.number(), amount: z.number(), credit: z.number().nullish() })
export const countriesSchema = z.array(
  z.object({ code: z.string().length(2), name_fr: z.string(), name_nl: z.string(), name_en: z.string() }),
)
export const documentsSchema = z.array(
  z.object({ id: z.union([z.string(), z.number()]).transform(String), number: z.string(), date: z.string(), amount: z.number() }),
)
export const paymentUrlSchema = z.object({ payment_url: z.url() })
