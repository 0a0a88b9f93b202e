import type { Locale } from '../../domain/locale'
import { makeTranslator, type Messages, type Translate } from '../../locales/intl'
import type { PageMessageGroup } from '../../locales/page-messages'
import { apiGet } from '../../stores/api-client'
import { remembered } from './remembered'

const loaded = new Map<string, Promise<Messages>>()
const translators = new Map<string, Promise<Translate>>()
const atBest = new Map<string, Promise<Messages>>()

/**
 * The messages of a group that no page carries (locales/page-messages.ts), for code loaded on first
 * use, in the page's language (to hand to WithMessages, components/ui/i18n.tsx).
 */
export function groupMessages(group: PageMessageGroup, locale: Locale): Promise<Messages> {
  return remembered(loaded, `${group}:${locale}`, () =>
    // Parsed messages are plain JSON: what Hono's JSON type loses of their element types is all there.
    apiGet('/messages/:group', { param: { group } }, locale).then((messages) => messages as Messages),
  )
}

/** The same group as a translator of its own. */
export function groupTexts(group: PageMessageGroup, locale: Locale): Promise<Translate> {
  return remembered(translators, `${group}:${locale}`, () => groupMessages(group, locale).then((messages) => makeTranslator(locale, messages)))
}

/**
 * The group's messages, or none when they cannot be had (offline and never kept): the keys show in
 * their place and nothing else breaks. Kept for the page's life, for React's `use`.
 */
export function groupMessagesAtBest(group: PageMessageGroup, locale: Locale): Promise<Messages> {
  return remembered(atBest, `${group}:${locale}`, () => groupMessages(group, locale).catch(() => ({})))
}
