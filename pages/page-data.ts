import type { PageContextServer } from 'vike/types'
import type { PageData } from '../components/ui/page-data'
import type { MenuView } from '../domain/menu-view'
import type { PageMessageGroup } from '../locales/page-messages'

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
