import type { Locale } from './locale'

// Localized data fields carry a locale suffix (name_fr, name_nl, name_en).
// The demo has no _de fields: German texts are a copy of the English ones (SPEC §1),
// so German reads _en before every locale falls back to the base field (SPEC §3, DESIGN "Languages").

function present(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The field names tried, in order, for one locale. */
export function localizedKeys(field: string, locale: Locale): string[] {
  const keys = [`${field}_${locale}`]
  if (locale === 'de') keys.push(`${field}_en`)
  keys.push(field)
  return keys
}

/**
 * The value of `field` for `locale`: `${field}_${locale}`, then (German only) `${field}_en`,
 * then the base `field`. null, undefined, blank strings and non-strings count as missing.
 */
export function localized(record: object, field: string, locale: Locale): string | null {
  // `object` rather than Record<string, unknown> so interfaces are accepted too.
  const values = record as Readonly<Record<string, unknown>>
  for (const key of localizedKeys(field, locale)) {
    const value = present(values[key])
    if (value !== null) return value
  }
  return null
}
