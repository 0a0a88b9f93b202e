import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import de from '../../../locales/de.json'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import nl from '../../../locales/nl.json'

// Every text the diner reads exists in the four languages, says the same things (its arguments, and
// the counts it writes as plurals), and German is a translation, not English (decision 071).

const OTHERS = { fr, nl, de } as Record<string, Record<string, string>>
const ENGLISH = en as Record<string, string>

/** Each argument of a message, with how it is written: a plain value, a plural, a select… */
function argumentsOf(text: string): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
        found[element.value] ??= TYPE[element.type]
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found[element.value] = TYPE[element.type]
        for (const option of Object.values(element.options)) walk(option.value)
      }
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(text))
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)))
}

describe('the four catalogues', () => {
  for (const [locale, catalogue] of Object.entries(OTHERS)) {
    it(`${locale} has every English text, and no other`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH).sort())
    })

    it(`${locale} says what English says: the same arguments, a count a plural where English makes it one`, () => {
      const differing = Object.keys(ENGLISH).filter((key) => JSON.stringify(argumentsOf(catalogue[key]!)) !== JSON.stringify(argumentsOf(ENGLISH[key]!)))
      expect(differing).toEqual([])
    })
  }

  it('German is translated: the texts left as in English are names, words German shares, or a pattern', () => {
    const same = Object.keys(ENGLISH).filter((key) => ENGLISH[key] === (de as Record<string, string>)[key])
    expect(same.length / Object.keys(ENGLISH).length).toBeLessThan(0.03)
  })
})
