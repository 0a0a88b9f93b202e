import type { Locale } from './locale'
import { named } from './localized'
import type { Allergen } from './schemas/platform'

// The fourteen allergens a menu must declare in the EU (Regulation (EU) No 1169/2011, Annex II). The
// list is fixed by law, so the app names them itself, in the page's language, whatever language the
// venue's data is written in; the platform's allergen ids say which is which.

export const EU_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const

export type EuAllergen = (typeof EU_ALLERGENS)[number]

/** The fourteen names in one language (our catalogues' `allergenName.*`). */
export type AllergenNames = Readonly<Record<EuAllergen, string>>

/** The platform's allergen ids (GET /api/v4/allergens): 1 to 14, in the order of Annex II. */
const EU_ALLERGEN_OF_ID: ReadonlyMap<number, EuAllergen> = new Map(EU_ALLERGENS.map((allergen, index) => [index + 1, allergen]))

/** Which of the fourteen a platform allergen is; undefined for one the list does not have. */
export const euAllergenOf = (allergenId: number): EuAllergen | undefined => EU_ALLERGEN_OF_ID.get(allergenId)

/**
 * The colour of each one's dot, where the platform gives no picture. The twelve the platform draws
 * keep the colour of its own picture, so a dot of ours never looks like another allergen's picture;
 * lupin and molluscs, which it leaves without one, have colours no other uses.
 */
export const EU_ALLERGEN_DOTS: Readonly<Record<EuAllergen, string>> = {
  gluten: '#d7a95b',
  crustaceans: '#e56e50',
  eggs: '#f9d246',
  fish: '#4682c8',
  peanuts: '#be8246',
  soybeans: '#96aa3b',
  milk: '#78aae5',
  nuts: '#9f643c',
  celery: '#5baa59',
  mustard: '#dcbe28',
  sesame: '#c7b48c',
  sulphites: '#8c3c79',
  lupin: '#d65aa0',
  molluscs: '#28a0a0',
}

/** A round dot of one colour, as an image the allergen lists show like the platform's pictures. */
const dotImage = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="${colour}"/></svg>`)}`

export type AllergenView = { id: number; name: string; nameLang?: Locale; image: string | null }

/**
 * An allergen as the diner reads it: one of the fourteen by our own name in the page's language (it
 * carries no `nameLang`), any other by the venue's name, marked with its language where it is not the
 * page's; the platform's picture, or else, for one of the fourteen, its dot.
 */
export function allergenView(allergen: Allergen, locale: Locale, names: AllergenNames): AllergenView {
  const eu = euAllergenOf(allergen.id)
  const image = allergen.image_content ? `data:image/jpeg;base64,${allergen.image_content}` : eu ? dotImage(EU_ALLERGEN_DOTS[eu]) : null
  return { id: allergen.id, ...(eu ? { name: names[eu] } : named(allergen, locale)), image }
}
