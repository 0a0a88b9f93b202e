import { LOCALES, type Locale } from './locale'

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
  return localizedText(record, field, locale)?.text ?? null
}

/** A text of the venue's data and, where it is not the page's, the language it is written in. */
export type LocalizedText = { text: string; lang?: Locale }

/**
 * `localized`, with the language the value is written in when it fell back to another one, so the
 * page can mark it (`lang`) and a screen reader reads an English dish name on a German page in English.
 * The base field names no language: it is taken to be the one whose suffixed field holds the same text
 * (a venue's base field is usually a copy of one of them); when none does, it is left unmarked.
 */
export function localizedText(record: object, field: string, locale: Locale): LocalizedText | null {
  const values = record as Readonly<Record<string, unknown>>
  for (const key of localizedKeys(field, locale)) {
    const text = present(values[key])
    if (text === null) continue
    const lang = key === field ? LOCALES.find((code) => present(values[`${field}_${code}`]) === text) : (key.slice(field.length + 1) as Locale)
    return lang === undefined || lang === locale ? { text } : { text, lang }
  }
  return null
}

/** A record's name and, only where it fell back to another language, that language (views travel in the page). */
export function named(record: object, locale: Locale): { name: string; nameLang?: Locale } {
  const text = localizedText(record, 'name', locale)
  if (!text) return { name: '' }
  return text.lang ? { name: text.text, nameLang: text.lang } : { name: text.text }
}
