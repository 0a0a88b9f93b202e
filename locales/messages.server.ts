import type { AllergenNames } from '../domain/eu-allergens'
import type { Locale } from '../domain/locale'
import { allergenNames } from './allergen-names'
import load from 'virtual:compiled-messages'
import type { Messages } from './intl'
import { commonMessages, groupMessages, type PageMessageGroup } from './page-messages'

const loaded = new Map<Locale, Messages>()

/**
 * The messages of one locale, parsed when the app is built (locales/compile.ts) and read once per
 * isolate, on first use. Server-only: a page receives just its own locale's messages through the page
 * context, so the browser downloads neither the other three catalogues nor the ICU parser.
 */
export function messagesFor(locale: Locale): Messages {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = load(locale)
    loaded.set(locale, messages)
  }
  return messages
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

const allergens = new Map<Locale, AllergenNames>()

/** The fourteen EU allergens' names in one locale, made once per isolate. */
export function allergenNamesFor(locale: Locale): AllergenNames {
  let names = allergens.get(locale)
  if (!names) {
    names = allergenNames(locale, messagesFor(locale))
    allergens.set(locale, names)
  }
  return names
}
