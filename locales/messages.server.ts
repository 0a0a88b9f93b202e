import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Locale } from '../domain/locale'
import de from './de.json'
import en from './en.json'
import fr from './fr.json'
import nl from './nl.json'
import type { Messages } from './intl'
import { commonMessages, groupMessages, type PageMessageGroup } from './page-messages'

const catalogue: Record<Locale, Record<string, string>> = { en, fr, nl, de }
const parsed = new Map<Locale, Messages>()

/**
 * The messages of one locale, parsed once per isolate. Server-only: a page receives just its own
 * locale's messages through the page context, so the browser downloads neither the other three
 * catalogues nor the ICU parser.
 */
export function messagesFor(locale: Locale): Messages {
  let messages = parsed.get(locale)
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogue[locale]).map(([id, text]) => [id, compile(text)]))
    parsed.set(locale, messages)
  }
  return messages
}

// Most texts are plain: they travel as strings, and only ICU messages as their (larger) syntax tree.
function compile(text: string): Messages[string] {
  const ast = parse(text)
  const [only] = ast
  return ast.length === 1 && only && only.type === TYPE.literal ? only.value : ast
}

const common = new Map<Locale, Messages>()
const grouped = new Map<string, Messages>()

/** What every page of one locale carries (see page-messages.ts). */
export function commonMessagesFor(locale: Locale): Messages {
  let messages = common.get(locale)
  if (!messages) {
    messages = commonMessages(messagesFor(locale))
    common.set(locale, messages)
  }
  return messages
}

/** The page-only messages of some groups, for a page's +data hook. */
export function pageMessagesFor(locale: Locale, groups: readonly PageMessageGroup[]): Messages {
  const key = `${locale}:${groups.join(',')}`
  let messages = grouped.get(key)
  if (!messages) {
    messages = groupMessages(messagesFor(locale), groups)
    grouped.set(key, messages)
  }
  return messages
}
