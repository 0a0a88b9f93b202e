import * as z from 'zod/mini'
import { COMMENT_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MIN_DIGITS, ValidationKey } from './form-rules'

// Guest contact, delivery address and quick-order fields, validated alike in the browser and the
// Worker (SPEC §5), with the limits and message keys of form-rules.ts.

export { COMMENT_MAX_LENGTH, fieldErrors, NAME_MIN_LENGTH, PHONE_MIN_DIGITS, ValidationKey } from './form-rules'

/** A trimmed string; missing or blank gives only 'validation.required', so later checks do not pile up. */
export function requiredText() {
  return z.string({ error: ValidationKey.Required }).check(
    z.trim(),
    z.minLength(1, { error: ValidationKey.Required, abort: true }),
  )
}

export function emailField() {
  return z.pipe(requiredText(), z.email({ error: ValidationKey.Email }))
}

export function nameField() {
  return requiredText().check(z.minLength(NAME_MIN_LENGTH, ValidationKey.NameLength))
}

// Digits and spaces with an optional leading '+', e.g. '+32 470 12 34 56'.
const PHONE_PATTERN = /^\+?[\d ]+$/

export function phoneField() {
  return requiredText().check(
    z.refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, {
      error: ValidationKey.Phone,
    }),
  )
}

/** A note for the kitchen, trimmed; blank is allowed here, the caller leaves a blank note out. */
export function commentField() {
  return z.string().check(z.trim(), z.maxLength(COMMENT_MAX_LENGTH, { error: ValidationKey.CommentLength }))
}

/** The contact fields a guest gives at checkout (SPEC §3 Customer, §5). */
export const guestContactSchema = z.object({
  email: emailField(),
  first_name: nameField(),
  last_name: nameField(),
  phone: phoneField(),
})
export type GuestContact = z.infer<typeof guestContactSchema>

/** SPEC §5: name, street and number (address_line), postal code and city are required. */
export const deliveryAddressSchema = z.object({
  name: requiredText(),
  address_line: requiredText(),
  address_line2: z.optional(z.string().check(z.trim())),
  zip_code: requiredText(),
  city: requiredText(),
})
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>

/** Venue quickorder_*_mode: 0 hidden, 1 optional, 2 required (demo README "Enumerations"). */
export type QuickOrderMode = 0 | 1 | 2
/** An unknown mode counts as hidden: the venue never asked for that field. */
export function quickOrderMode(value: number | null | undefined): QuickOrderMode {
  return value === 1 || value === 2 ? value : 0
}
export type QuickOrderModes = { name: QuickOrderMode; email: QuickOrderMode; comment: QuickOrderMode; phone: QuickOrderMode }
type QuickOrderField = keyof QuickOrderModes

const QUICK_ORDER_FIELDS: Record<QuickOrderField, () => z.ZodMiniType<string, string>> = {
  name: nameField,
  email: emailField,
  comment: () => requiredText().check(z.maxLength(COMMENT_MAX_LENGTH, { error: ValidationKey.CommentLength })),
  phone: phoneField,
}

// An empty optional field means "not given": forms send '' rather than leaving the key out.
const blankToUndefined = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => (value?.trim() ? value : undefined)),
)

/**
 * The quick-order form schema for a venue's modes: hidden fields are left out of the result,
 * optional ones may be missing or blank (giving undefined), required ones must be valid.
 */
export function quickOrderFieldsSchema(modes: QuickOrderModes) {
  const shape: Partial<Record<QuickOrderField, z.ZodMiniType<string | undefined, unknown>>> = {}
  for (const field of Object.keys(QUICK_ORDER_FIELDS) as QuickOrderField[]) {
    const mode = modes[field]
    const schema = QUICK_ORDER_FIELDS[field]()
    if (mode === 2) shape[field] = schema
    else if (mode === 1) shape[field] = z.pipe(blankToUndefined, z.optional(schema))
  }
  return z.object(shape)
}
export type QuickOrderFields = Partial<Record<QuickOrderField, string>>
