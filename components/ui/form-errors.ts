import { COMMENT_MAX_LENGTH, fieldErrors, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, TOP_UP_MAX, TOP_UP_MIN, ValidationKey } from '../../domain/form-rules'
import { toCents, type Cents } from '../../domain/money'
import type { Translate } from '../../locales/intl'
import { failureOf } from '../../stores/api-failure'

type Issues = readonly { path: readonly PropertyKey[]; message: string }[]

// The bound each length message names as {min} or {max}.
const MINIMUM: Partial<Record<ValidationKey, number>> = {
  [ValidationKey.NameLength]: NAME_MIN_LENGTH,
  [ValidationKey.Password]: PASSWORD_MIN_LENGTH,
}
const MAXIMUM: Partial<Record<ValidationKey, number>> = {
  [ValidationKey.CommentLength]: COMMENT_MAX_LENGTH,
}

// The amounts a message names as {min} and {max}, in the page's money.
const AMOUNTS: Partial<Record<ValidationKey, readonly [min: number, max: number]>> = {
  [ValidationKey.Amount]: [TOP_UP_MIN, TOP_UP_MAX],
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.values(ValidationKey))

/** The first message of each field, translated, for the form's fields to show. */
export function translatedErrors(t: Translate, issues: Issues, price: (cents: Cents) => string): Record<string, string> {
  const bounds = (key: ValidationKey) => {
    const amounts = AMOUNTS[key]
    return amounts ? { min: price(toCents(amounts[0])), max: price(toCents(amounts[1])) } : { min: MINIMUM[key] ?? 0, max: MAXIMUM[key] ?? 0 }
  }
  return Object.fromEntries(
    Object.entries(fieldErrors(issues)).map(([field, key]) => [field, KNOWN_KEYS.has(key) ? t(key, bounds(key as ValidationKey)) : t(ValidationKey.Required)]),
  )
}

/** The field issues of a 400 'Invalid request' from the Worker, or null for any other failure. */
export function serverIssues(error: unknown): Issues | null {
  const failure = failureOf(error)
  return failure.reason === 'invalid' ? failure.issues : null
}

/** Moves the focus to the first field in error, so a keyboard or screen reader user lands on it. */
export function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
