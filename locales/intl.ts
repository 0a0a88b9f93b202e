import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import type { Locale } from '../domain/locale'
import type { Cents } from '../domain/money'

export type Messages = Record<string, string>

// Euro amounts in the conventions of the page's language (Belgian venues).
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE' }

const cache = createIntlCache()
const priceFormats = new Map<Locale, Intl.NumberFormat>()

/** An intl instance for one locale's messages. */
export function makeIntl(locale: Locale, messages: Messages): IntlShape<string> {
  return createIntl({ locale: NUMBER_LOCALES[locale], messages, defaultLocale: 'en-IE' }, cache)
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
