import * as z from 'zod/mini'
import { deliveryAddressSchema, emailField, nameField, phoneField, requiredText, ValidationKey } from './contact-form'
import { LoginType, PASSWORD_MIN_LENGTH, TOP_UP_MAX, TOP_UP_MIN } from './form-rules'
import { isValidBic, isValidIban, normalizeIban } from './iban'
import { inWholeCents } from './money'

// The account forms (SPEC §2 authentication screens and account area, §5), validated alike in the
// browser and the Worker. Messages are translation keys.

export { emailField } from './contact-form'

const passwordField = () => requiredText().check(z.minLength(PASSWORD_MIN_LENGTH, ValidationKey.Password))

/** A customer ID is digits only ('1207'). */
const customerIdField = () =>
  z.string({ error: ValidationKey.CustomerId }).check(
    z.trim(),
    z.minLength(1, { error: ValidationKey.CustomerId, abort: true }),
    z.regex(/^\d{1,12}$/, ValidationKey.CustomerId),
  )

/** Login by e-mail or by customer ID, as the venue says; the password only has to be given. */
export function loginSchema(loginType: number) {
  return z.object({
    login: loginType === LoginType.CustomerId ? customerIdField() : emailField(),
    password: requiredText(),
  })
}
export type LoginForm = z.infer<ReturnType<typeof loginSchema>>

/** A new password and its confirmation: 'New password and password confirmation don't match' (SPEC §5). */
function withConfirmation<T extends { password: string; password_confirmation: string }>(schema: z.ZodMiniType<T>) {
  return schema.check(
    z.refine((value: T) => value.password === value.password_confirmation, {
      error: ValidationKey.PasswordMatch,
      path: ['password_confirmation'],
    }),
  )
}

export const registerSchema = withConfirmation(
  z.object({
    email: emailField(),
    password: passwordField(),
    password_confirmation: requiredText(),
    first_name: nameField(),
    last_name: nameField(),
    phone: phoneField(),
  }),
)
export type RegisterForm = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: emailField() })

export const newPasswordSchema = withConfirmation(
  z.object({ password: passwordField(), password_confirmation: requiredText() }),
)

export const changePasswordSchema = withConfirmation(
  z.object({ current_password: requiredText(), password: passwordField(), password_confirmation: requiredText() }),
)

export const profileSchema = z.object({
  first_name: nameField(),
  last_name: nameField(),
  email: emailField(),
  phone: phoneField(),
  vat_number: z.optional(z.string().check(z.trim(), z.maxLength(20))),
})
export type ProfileForm = z.infer<typeof profileSchema>

/** SPEC §3 Address: a delivery address's fields (SPEC §5), with its country (ISO code). */
export const addressSchema = z.extend(deliveryAddressSchema, {
  country: requiredText().check(z.regex(/^[A-Z]{2}$/, ValidationKey.Required)),
})
export type AddressForm = z.infer<typeof addressSchema>

/** The venue's number of one of the customer's addresses, as a path names it to edit or delete it. */
export const addressIdSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number))

/** SPEC §5 'Invalid IBAN is rejected'; the IBAN travels without its spaces. */
export const refundSchema = z.object({
  iban: z.pipe(
    requiredText().check(z.refine(isValidIban, { error: ValidationKey.Iban })),
    z.transform(normalizeIban),
  ),
  bic: z.pipe(
    requiredText().check(z.refine(isValidBic, { error: ValidationKey.Bic })),
    z.transform((bic: string) => bic.replace(/\s+/g, '').toUpperCase()),
  ),
})

/** A top-up of the prepaid balance, in whole or decimal euros within the venue's bounds. */
export const topUpSchema = z.object({
  amount: z.number({ error: ValidationKey.Amount }).check(
    z.minimum(TOP_UP_MIN, ValidationKey.Amount),
    z.maximum(TOP_UP_MAX, ValidationKey.Amount),
    z.refine(inWholeCents, { error: ValidationKey.Amount }),
  ),
})

/** A physical card's 12-digit identifier ('Card identifier required', SPEC §5). */
export const cardIdField = () =>
  z.string({ error: ValidationKey.CardId }).check(
    z.trim(),
    z.minLength(1, { error: ValidationKey.CardId, abort: true }),
    z.regex(/^\d{12}$/, ValidationKey.CardId),
  )

export const linkCardSchema = z.object({ card_id: cardIdField() })

/** Initialising a card makes an account of it: the card, an e-mail and a password. */
export const initCardSchema = withConfirmation(
  z.object({
    card_id: cardIdField(),
    email: emailField(),
    first_name: nameField(),
    last_name: nameField(),
    password: passwordField(),
    password_confirmation: requiredText(),
  }),
)
