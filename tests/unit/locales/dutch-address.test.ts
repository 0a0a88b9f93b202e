import { describe, expect, it } from 'vitest'
import nl from '../../../locales/nl.json'

// Dutch addresses the diner as "je" (decision 068): a text that says "u" or "uw" to them is a slip.
// Whole words only, so "menu", "uur" or "uit" never count; nor does "u" after a number, Belgian
// Dutch for "uur" ("om 13 u").

const FORMAL = /(?<![\p{L}\p{N}'’-])(?<!\p{N}\s)(u|uw|uzelf)(?![\p{L}\p{N}'’-])/giu
// An ICU argument's name ({venue}, {count, plural, …}) is code, not Dutch.
const ARGUMENT_NAME = /\{\s*[A-Za-z]+/g

/** The formal words a text addresses the diner with. */
function formalWords(text: string): string[] {
  return [...text.replace(ARGUMENT_NAME, '{').matchAll(FORMAL)].map((match) => match[0])
}

describe('the Dutch catalogue', () => {
  it('finds "u", "uw" and "uzelf" as whole words only', () => {
    expect(formalWords('Bent u klaar? Uw saldo is leeg.')).toEqual(['u', 'Uw'])
    expect(formalWords('U bent offline; voor uzelf')).toEqual(['U', 'uzelf'])
    expect(formalWords('(u)')).toEqual(['u'])
    expect(formalWords('Het menu is uit; de uur-prijs; om 13 u; 2 u later')).toEqual([])
    expect(formalWords('Welkom bij {u}')).toEqual([])
  })

  it('addresses the diner as "je" in every text, never as "u"', () => {
    const formal = Object.entries(nl as Record<string, string>)
      .map(([key, text]) => [key, formalWords(text)] as const)
      .filter(([, words]) => words.length > 0)
    expect(formal).toEqual([])
  })
})
