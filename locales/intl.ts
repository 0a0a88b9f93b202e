import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from '../domain/locale'
import type { Cents } from '../domain/money'

/**
 * The texts of one locale, prepared on the server so the browser ships no ICU parser: plain texts as
 * strings, ICU messages (plurals, arguments) as their parsed form.
 */
export type Messages = Record<string, string | MessageFormatElement[]>

export type Translate = (id: string, values?: Record<string, string | number>) => string

// Numbers, plurals and euros in the conventions of the page's language (Belgian venues).
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE' }

const priceFormats = new Map<Locale, Intl.NumberFormat>()

/** A translator over one locale's messages; each message's formatter is built once, on first use. */
export function makeTranslator(locale: Locale, messages: Messages): Translate {
  const formats = new Map<string, IntlMessageFormat>()
  return (id, values) => {
    let format = formats.get(id)
    if (!format) {
      const message = messages[id]
      // A missing text shows its key rather than breaking the page; the locale-parity check catches it.
      if (message === undefined) return id
      if (typeof message === 'string') return message
      format = new IntlMessageFormat(message, NUMBER_LOCALES[locale])
      formats.set(id, format)
    }
    return String(format.format(values))
  }
}

/** Formats cents as euros; one formatter per locale, built once (a per-product formatter is slow). */
export function formatPrice(locale: Locale, cents: Cents): string {
  let format = priceFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency: 'EUR' })
    priceFormats.set(locale, format)
  }
  return format.format(cents / 100)
}
