// Age check before alcohol (SPEC §4 "Age check", §5 "Legal age 18", §3 "Global state: confirmAge").

/** Legal age for regulated (alcohol) products (SPEC §5, §9). */
export const LEGAL_AGE = 18

/** Where the confirming or refusing answer is kept (SPEC §3 global state confirmAge). */
export const AGE_STORAGE_KEY = 'confirmAge'

/** A product as the menu (picker_is_alcohol) or a composition option (isAlcohol) describes it. */
export type AlcoholFlagged = { picker_is_alcohol?: boolean | null; isAlcohol?: boolean }

export function isAlcohol(product: AlcoholFlagged): boolean {
  return product.picker_is_alcohol === true || product.isAlcohol === true
}

/**
 * Whether the age popup must appear and block the action: any product (the product itself or any
 * product chosen in a composition) is alcohol and the age is not confirmed. A stored refusal
 * (false) blocks as well, since only a confirmation lets alcohol through (SPEC §4).
 */
export function needsAgeConfirmation(
  products: readonly AlcoholFlagged[],
  confirmed: boolean | null | undefined,
): boolean {
  return confirmed !== true && products.some(isAlcohol)
}

/**
 * Reads the stored confirmAge flag. Anything but the JSON booleans (missing, corrupt, hand-edited)
 * counts as unanswered, so it can never unlock alcohol by accident.
 */
export function parseStoredAgeConfirmation(raw: string | null | undefined): boolean | null {
  if (raw === 'true') return true
  if (raw === 'false') return false
  return null
}

/** The value to store for an answer; refusing also closes the composition, which is the caller's part. */
export function serializeAgeConfirmation(confirmed: boolean): string {
  return confirmed ? 'true' : 'false'
}
