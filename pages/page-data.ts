import type { PageContextServer } from 'vike/types'
import type { MenuView } from '../domain/menu-view'
import type { CheckoutSettings } from '../domain/venue-view'
import type { Messages } from '../locales/intl'
import type { PageMessageGroup } from '../locales/page-messages'

/**
 * What a page's +data hook hands it: its own texts, the checkout settings where it needs them, and
 * the menu of the chosen point of sale where the edge already has it (null: it streams in instead).
 */
export type PageData = { messages: Messages; checkout?: CheckoutSettings | null; menu?: MenuView | null }

/**
 * A +data hook for pages that carry more than every page does (locales/page-messages.ts). It runs on
 * the server, for the first render and for each client navigation to the page alike.
 */
export function pageData(groups: readonly PageMessageGroup[], { checkout = false, menu = false } = {}) {
  return async (pageContext: PageContextServer): Promise<PageData> => ({
    messages: pageContext.pageMessages?.(groups) ?? {},
    ...(checkout ? { checkout: pageContext.checkoutSettings?.() ?? null } : {}),
    ...(menu ? { menu: await cachedMenu(pageContext) } : {}),
  })
}

function cachedMenu({ cachedMenu: peek, selectedPosId }: PageContextServer): Promise<MenuView | null> | null {
  return peek && selectedPosId !== null ? peek(selectedPosId) : null
}
