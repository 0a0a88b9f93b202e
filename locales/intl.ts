import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { INTL_LOCALES, type Locale } from '../domain/locale'
import type { Cents } from '../domain/money'

/**
 * The texts of one locale, prepared on the server so the browser ships no ICU parser: plain texts as
 * strings, ICU messages (plurals, arguments) as their parsed form.
 */
export type Messages = Record<string, string | MessageFormatElement[]>

export type Translate = (id: string, values?: Record<string, string | number>) => string

/**
 * The kinds of parsed element our catalogues use, numbered as @formatjs/icu-messageformat-parser's
 * TYPE (a unit test holds them together). Formatting them here, rather than with intl-messageformat,
 * keeps 2 KB gzip and a fifth of the page's start-up JavaScript time off the menu page.
 */
export const ELEMENT = { literal: 0, argument: 1, select: 5, plural: 6, pound: 7 } as const

// Numbers as Intl.NumberFormat writes them in these locales (a unit test compares them), without making
// one in the browser: the first number or currency formatter of a page costs over 20 ms on a phone.
const NUMBERS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
  nl: { group: '.', decimal: ',' },
  de: { group: '.', decimal: ',' },
}

/** A whole number with the locale's grouping (1,000 / 1 000 / 1.000). */
function wholeNumber(locale: Locale, value: number): string {
  return String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, NUMBERS[locale].group)
}

/** The plural rules a locale's messages need, each made on first use. */
class Formats {
  #plural?: Intl.PluralRules
  #ordinal?: Intl.PluralRules
  constructor(readonly locale: Locale) {}
  plural(type: 'cardinal' | 'ordinal') {
    const tag = INTL_LOCALES[this.locale]
    if (type === 'ordinal') return (this.#ordinal ??= new Intl.PluralRules(tag, { type }))
    return (this.#plural ??= new Intl.PluralRules(tag))
  }
  number(value: number): string {
    return Number.isInteger(value) ? `${value < 0 ? '-' : ''}${wholeNumber(this.locale, value)}` : new Intl.NumberFormat(INTL_LOCALES[this.locale]).format(value)
  }
}
const formatsByLocale = new Map<Locale, Formats>()

function formatsFor(locale: Locale): Formats {
  let formats = formatsByLocale.get(locale)
  if (!formats) formatsByLocale.set(locale, (formats = new Formats(locale)))
  return formats
}

function format(elements: readonly MessageFormatElement[], values: Record<string, string | number>, formats: Formats, pound: number | null): string {
  let text = ''
  for (const element of elements) {
    switch (element.type) {
      case ELEMENT.literal:
        text += element.value
        break
      case ELEMENT.argument:
        text += String(values[element.value] ?? '')
        break
      case ELEMENT.pound:
        text += pound === null ? '#' : formats.number(pound)
        break
      case ELEMENT.select: {
        const option = element.options[String(values[element.value])] ?? element.options.other
        if (option) text += format(option.value, values, formats, pound)
        break
      }
      case ELEMENT.plural: {
        const value = Number(values[element.value] ?? 0) - element.offset
        const rules = formats.plural(element.pluralType ?? 'cardinal')
        const option = element.options[`=${value + element.offset}`] ?? element.options[rules.select(value)] ?? element.options.other
        if (option) text += format(option.value, values, formats, value)
        break
      }
    }
  }
  return text
}

/** A translator over one locale's messages. */
export function makeTranslator(locale: Locale, messages: Messages): Translate {
  const formats = formatsFor(locale)
  return (id, values = {}) => {
    const message = messages[id]
    // A missing text shows its key rather than breaking the page; the locale-parity check catches it.
    if (message === undefined) return id
    return typeof message === 'string' ? message : format(message, values, formats, null)
  }
}

// Where the euro sign and the minus go, as Intl.NumberFormat puts them in these locales.
const EURO: Record<Locale, (sign: string, amount: string) => string> = {
  en: (sign, amount) => `${sign}€${amount}`,
  fr: (sign, amount) => `${sign}${amount}\u00a0€`,
  nl: (sign, amount) => `€\u00a0${sign}${amount}`,
  de: (sign, amount) => `${sign}${amount}\u00a0€`,
}

/** Formats cents as euros in the page's language. */
export function formatPrice(locale: Locale, cents: Cents): string {
  const whole = Math.round(Math.abs(cents))
  const amount = `${wholeNumber(locale, whole / 100)}${NUMBERS[locale].decimal}${String(whole % 100).padStart(2, '0')}`
  return EURO[locale](cents < 0 ? '-' : '', amount)
}
