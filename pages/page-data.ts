import type { PageContextServer } from 'vike/types'
import type { CheckoutSettings } from '../domain/venue-view'
import type { Messages } from '../locales/intl'
import type { PageMessageGroup } from '../locales/page-messages'

/** What a page's +data hook hands it: its own texts, and the checkout settings where it needs them. */
export type PageData = { messages: Messages; checkout?: CheckoutSettings | null }

/**
 * A +data hook for pages that carry more than every page does (locales/page-messages.ts). It runs on
 * the server, for the first render and for each client navigation to the page alike.
 */
export function pageData(groups: readonly PageMessageGroup[], { checkout = false } = {}) {
  return (pageContext: PageContextServer): PageData => ({
    messages: pageContext.pageMessages?.(groups) ?? {},
    ...(checkout ? { checkout: pageContext.checkoutSettings?.() ?? null } : {}),
  })
}
