import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../../domain/locale'
import de from '../../../locales/de.json'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import nl from '../../../locales/nl.json'
import { ELEMENT, formatPrice, makeTranslator, type Messages } from '../../../locales/intl'
import { compileCatalogue } from '../../../locales/compile'
import { messagesFor } from '../../../locales/messages.server'

const CATALOGUES: Record<Locale, Record<string, string>> = { en, fr, nl, de }
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE' }
// Every argument name the catalogues use, with values that exercise plural forms and grouping.
const COUNTS = [0, 1, 2, 5, 21, 1000]

function argumentNames(text: string): string[] {
  const names = new Set<string>()
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(parse(text))
  return [...names]
}

describe('the browser message formatter', () => {
  it('numbers its element kinds as the ICU parser does', () => {
    expect(ELEMENT).toEqual({ literal: TYPE.literal, argument: TYPE.argument, select: TYPE.select, plural: TYPE.plural, pound: TYPE.pound })
  })

  it('knows every kind of element the four catalogues use', () => {
    const known = new Set<number>(Object.values(ELEMENT))
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const [id, text] of Object.entries(catalogue)) {
        const kinds: number[] = []
        const walk = (elements: ReturnType<typeof parse>) => {
          for (const element of elements) {
            kinds.push(element.type)
            if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
          }
        }
        walk(parse(text))
        expect(kinds.filter((kind) => !known.has(kind)), `${locale} ${id}`).toEqual([])
      }
    }
  })

  it("gets from the build each catalogue's messages, parsed, in the catalogue's order", () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      expect(JSON.stringify(messagesFor(locale as Locale)), locale).toBe(JSON.stringify(compileCatalogue(catalogue)))
    }
  })

  for (const locale of ['en', 'fr', 'nl', 'de'] as const) {
    it(`formats every ${locale} message as intl-messageformat does, for counts ${COUNTS.join(', ')}`, () => {
      const t = makeTranslator(locale, messagesFor(locale) as Messages)
      for (const [id, text] of Object.entries(CATALOGUES[locale])) {
        const names = argumentNames(text)
        for (const count of COUNTS) {
          const values = Object.fromEntries(names.map((name) => [name, name === 'count' || name === 'age' || name === 'min' || name === 'max' ? count : `«${name}»`]))
          const expected = String(new IntlMessageFormat(text, NUMBER_LOCALES[locale]).format(values))
          expect(t(id, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(expected)
        }
      }
    })
  }
})

describe('euros in the page language', () => {
  const AMOUNTS = [0, 1, 5, 99, 100, 1150, 99999, 100000, 123456, 123456789, -500, -123456]
  for (const locale of ['en', 'fr', 'nl', 'de'] as const) {
    it(`are written in ${locale} as Intl.NumberFormat writes them`, () => {
      const intl = new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency: 'EUR' })
      for (const cents of AMOUNTS) expect(formatPrice(locale, cents), String(cents)).toBe(intl.format(cents / 100))
    })
  }
})
