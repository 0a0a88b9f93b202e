import type { Messages } from './intl'

// Texts of the pages that are not the menu travel only with those pages, so the menu page, the one
// most visitors open first, does not carry the checkout's forms in its HTML. Every other text is in
// every page (layout, cart, popups).

/** Groups of page-only messages by key prefix; a page names the groups it shows (its +data hook). */
export const PAGE_MESSAGE_GROUPS = {
  schedule: ['schedule.'],
  forms: ['validation.', 'contact.'],
  checkout: ['checkout.', 'rejection.', 'delivery.', 'terms.', 'payment.', 'voucher.'],
  auth: ['auth.'],
  account: ['account.'],
  // What a screen says while it waits for the diner's own data (decision 025): account and result pages.
  reads: ['read.'],
  orderResult: ['order.', 'result.', 'progress.'],
  quickOrder: ['quickorder.'],
  info: ['info.'],
  // The venue's terms the menu says under its heading, worded by the Worker (pages/page-data.ts): no page carries them.
  venueTerms: ['venueTerms.'],
  home: ['home.'],
  // What the page of a host no venue uses says below SPEC §8's words: only that page carries it.
  unknownHost: ['unknownHost.'],
  // The composition popup's, fetched with its code while the menu is idle (/api/messages/composition).
  composition: ['composition.'],
  // The allergen filter's, fetched with its panel while the menu is idle (/api/messages/allergens, decision 035).
  allergens: ['allergens.'],
  // The fourteen EU allergens' names: the Worker puts them in the menu's allergen data, no page carries them.
  allergenNames: ['allergenName.'],
  // The customer frame's: a visitor's pages do not carry them.
  customer: ['sidebar.'],
  // The offline support's, fetched with its code once the page has settled (/api/messages/offline).
  offline: ['offline.'],
  // The service worker's page for a page that needs the network (built into it): no page carries them.
  offlinePage: ['offlinePage.'],
  // Said by the Worker in its own answers (e.g. a 429), never by a page.
  answers: ['answer.'],
  // What a notification says: a ready order's, worded by the Worker (server/push/ready-message.ts), and
  // the service worker's for a push it cannot read (built into it). No page carries them.
  pushNotice: ['pushNotice.'],
} as const

export type PageMessageGroup = keyof typeof PAGE_MESSAGE_GROUPS

const PAGE_PREFIXES: readonly string[] = Object.values(PAGE_MESSAGE_GROUPS).flat()

const isPageOnly = (id: string) => PAGE_PREFIXES.some((prefix) => id.startsWith(prefix))

/** The messages every page carries. */
export function commonMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !isPageOnly(id)))
}

/** The messages of some page groups. */
export function groupMessages(messages: Messages, groups: readonly PageMessageGroup[]): Messages {
  const prefixes: readonly string[] = groups.flatMap((group) => PAGE_MESSAGE_GROUPS[group])
  return Object.fromEntries(Object.entries(messages).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))))
}
