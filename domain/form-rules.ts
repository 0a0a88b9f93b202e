// The limits and message keys of every form, without the schemas that check them
// (contact-form.ts, account-forms.ts): what a page that only shows messages needs, without zod.
// Issue messages are translation keys so the UI can show them in any locale.

export const ValidationKey = {
  Required: 'validation.required',
  Email: 'validation.email',
  NameLength: 'validation.nameLength',
  Phone: 'validation.phone',
  Password: 'validation.password',
  PasswordMatch: 'validation.passwordMatch',
  CustomerId: 'validation.customerId',
  CardId: 'validation.cardId',
  Iban: 'validation.iban',
  Bic: 'validation.bic',
  Amount: 'validation.amount',
  CommentLength: 'validation.commentLength',
  PaymentMethod: 'validation.paymentMethod',
  Terms: 'validation.terms',
} as const
export type ValidationKey = (typeof ValidationKey)[keyof typeof ValidationKey]

/** SPEC §5 'name at least {min} characters'; the UI passes it as {min}. */
export const NAME_MIN_LENGTH = 2
/** A phone number shorter than this cannot be dialled, whatever its country. */
export const PHONE_MIN_DIGITS = 8
/** The longest note for the kitchen the venue keeps (checkout and quick order alike); the UI passes it as {max}. */
export const COMMENT_MAX_LENGTH = 500

/** Venue login_type: 1 logs in by e-mail, 2 by customer ID (demo README "Enumerations"). */
export const LoginType = { Email: 1, CustomerId: 2 } as const

/** The bounds of a top-up of the prepaid balance, in euros; the UI passes them as {min} and {max}. */
export const TOP_UP_MIN = 5
export const TOP_UP_MAX = 500

/** SPEC §5 'password at least {min} characters'; the UI passes it as {min}. */
export const PASSWORD_MIN_LENGTH = 8

/**
 * The mismatch of a confirmation given, as the schemas of account-forms.ts say it, for a form to say it at once: their
 * check of the whole form runs only once every field is valid on its own.
 */
export function confirmationIssues(values: { password: string; password_confirmation: string }) {
  return values.password_confirmation && values.password !== values.password_confirmation
    ? [{ path: ['password_confirmation'], message: ValidationKey.PasswordMatch }]
    : []
}

/** The first message of each field of a failed parse, keyed by field name, for the form to show. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, ValidationKey> {
  const errors: Record<string, ValidationKey> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in errors)) errors[field] = issue.message as ValidationKey
  }
  return errors
}
