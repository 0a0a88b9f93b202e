import { COMMENT_MAX_LENGTH, fieldErrors, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, ValidationKey } from '../../domain/form-rules'
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

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.values(ValidationKey))

/** The first message of each field, translated, for the form's fields to show. */
export function translatedErrors(t: Translate, issues: Issues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(issues)).map(([field, key]) => [
      field,
      KNOWN_KEYS.has(key) ? t(key, { min: MINIMUM[key] ?? 0, max: MAXIMUM[key] ?? 0 }) : t(ValidationKey.Required),
    ]),
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
