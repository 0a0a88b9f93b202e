import type { Locale } from './locale'
import { localized } from './localized'

// The countries an address may be in, as the venue lists them (SPEC §7 GET /countries), named in the
// page's language. German pages read the English names, as for every localized field (DESIGN Languages).

export type Country = { code: string; name_fr: string; name_nl: string; name_en: string }

/** Belgian venues: a new address starts in Belgium. */
export const DEFAULT_COUNTRY = 'BE'

export function countryName(country: Country, locale: Locale): string {
  return localized(country, 'name', locale) ?? country.name_en
}

/** Code and name in the page's language, sorted by name as that language sorts. */
export function countryOptions(countries: readonly Country[], locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale)
  return countries
    .map((country) => ({ code: country.code, name: countryName(country, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The country to preselect: Belgium when listed, else the first one. */
export function defaultCountry(countries: readonly { code: string }[]): string {
  return countries.some((country) => country.code === DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : (countries[0]?.code ?? '')
}
