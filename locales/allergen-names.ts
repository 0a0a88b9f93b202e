import { EU_ALLERGENS, type AllergenNames, type EuAllergen } from '../domain/eu-allergens'
import type { Locale } from '../domain/locale'
import { makeTranslator, type Messages } from './intl'

/** The catalogue key of one of the fourteen EU allergens' names. */
export const allergenNameKey = (allergen: EuAllergen) => `allergenName.${allergen}`

/** The fourteen EU allergens' names in one catalogue, for the Worker's allergen data. */
export function allergenNames(locale: Locale, messages: Messages): AllergenNames {
  const t = makeTranslator(locale, messages)
  return Object.fromEntries(EU_ALLERGENS.map((allergen) => [allergen, t(allergenNameKey(allergen))])) as Record<EuAllergen, string>
}
