import type { PageContextServer } from 'vike/types'
import type { PageData } from '../components/ui/page-data'
import type { MenuView } from '../domain/menu-view'
import type { PageMessageGroup } from '../locales/page-messages'

/**
 * A +data hook for pages that carry more than every page does (locales/page-messages.ts). It runs on
 * the server, for the first render and for each client navigation to the page alike.
 */
export function pageData(
  groups: readonly PageMessageGroup[],
  { checkout = false, menu = false, reads }: { checkout?: boolean; menu?: boolean; reads?: (pageContext: PageContextServer) => string[] } = {},
) {
  // A screen that starts with reads may wait for them in the browser, and says so (decision 025).
  const named = reads ? [...groups, 'reads' as const] : groups
  return async (pageContext: PageContextServer): Promise<PageData> => ({
    messages: pageContext.pageMessages?.(named) ?? {},
    ...(checkout ? { checkout: pageContext.checkoutSettings?.() ?? null } : {}),
    ...(menu ? { menu: await cachedMenu(pageContext) } : {}),
    ...(reads ? { answers: await answersOf(pageContext, reads(pageContext)) } : {}),
  })
}

/**
 * The /api reads a screen starts with (addresses under /api), asked on the server so the page arrives
 * with them, within the page's own budget. Only answers that succeeded are handed over: a screen asks
 * again for the others itself, waiting as long as the diner's own reads may, and says what went wrong
 * as it always does. A session not confirmed in time has no reads here: the page's time is spent.
 */
async function answersOf({ ownApiRead, customer }: PageContextServer, addresses: string[]): Promise<Record<string, string>> {
  if (!ownApiRead || !customer) return {}
  const answers = await Promise.all(addresses.map(async (address) => [address, await ownApiRead(address)] as const))
  return Object.fromEntries(answers.filter(([, answer]) => answer.status >= 200 && answer.status < 300).map(([address, answer]) => [address, answer.json]))
}

function cachedMenu({ cachedMenu: peek, selectedPosId }: PageContextServer): Promise<MenuView | null> | null {
  return peek && selectedPosId !== null ? peek(selectedPosId) : null
}
