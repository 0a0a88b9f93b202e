import type { PageContextServer } from 'vike/types'
import type { PageData } from '../components/ui/page-data'
import type { MenuView } from '../domain/menu-view'
import { venueTerms } from '../domain/venue-terms'
import { termWords } from '../components/menu/venue-terms-words'
import { formatPrice, makeTranslator } from '../locales/intl'
import type { PageMessageGroup } from '../locales/page-messages'

/**
 * A +data hook for pages that carry more than every page does (locales/page-messages.ts). It runs on
 * the server, for the first render and for each client navigation to the page alike.
 */
export function pageData(
  groups: readonly PageMessageGroup[],
  {
    checkout = false,
    clock = false,
    menu = false,
    terms = false,
    reads,
    publicReads,
  }: {
    checkout?: boolean
    /** The server's render time, which the page hydrates with before it reads the device's clock. */
    clock?: boolean
    menu?: boolean
    /**
     * What the venue's settings say of ordering there (domain/venue-terms.ts), which the menu says under
     * its heading: worded here, so the page carries the sentences but neither the rule nor its texts.
     */
    terms?: boolean
    /** The customer's own reads, asked only for a confirmed session. */
    reads?: (pageContext: PageContextServer) => string[]
    /** Reads any diner may make (their table, an order they hold the link of). */
    publicReads?: (pageContext: PageContextServer) => string[]
  } = {},
) {
  // A screen that starts with reads may wait for them in the browser, and says so (decision 025).
  const named = reads || publicReads ? [...groups, 'reads' as const] : groups
  return async (pageContext: PageContextServer): Promise<PageData> => {
    const addresses = [...(reads && pageContext.customer ? reads(pageContext) : []), ...(publicReads?.(pageContext) ?? [])]
    return {
      messages: pageContext.pageMessages?.(named) ?? {},
      ...(checkout ? { checkout: pageContext.checkoutSettings?.() ?? null } : {}),
      ...(clock ? { renderedAt: Date.now() } : {}),
      ...(menu ? { menu: await cachedMenu(pageContext) } : {}),
      ...(terms ? { terms: termsOf(pageContext) } : {}),
      ...(addresses.length > 0 ? { answers: await answersOf(pageContext, addresses) } : {}),
    }
  }
}

/**
 * The /api reads a screen starts with (addresses under /api), asked on the server so the page arrives
 * with them, within the page's own budget. Only answers that succeeded are handed over: a screen asks
 * again for the others itself, waiting as long as the diner's own reads may, and says what went wrong
 * as it always does. A session not confirmed in time has no reads of its own here: the page's time is
 * spent.
 */
async function answersOf({ ownApiRead }: PageContextServer, addresses: string[]): Promise<Record<string, string>> {
  if (!ownApiRead) return {}
  const answers = await Promise.all(addresses.map(async (address) => [address, await ownApiRead(address)] as const))
  return Object.fromEntries(answers.filter(([, answer]) => answer.status >= 200 && answer.status < 300).map(([address, answer]) => [address, answer.json]))
}

function cachedMenu({ cachedMenu: peek, selectedPosId }: PageContextServer): Promise<MenuView | null> | null {
  return peek && selectedPosId !== null ? peek(selectedPosId) : null
}

function termsOf({ venue, checkoutSettings, locale, messages, pageMessages }: PageContextServer): string[] {
  if (!venue) return []
  const { consumptionTypes, minimumOrderCents, stands, ordering } = venue
  const terms = venueTerms({ consumptionTypes, minimumOrderCents, hasStands: stands.length > 0, ordering }, checkoutSettings?.()?.deliveryCities ?? [])
  const t = makeTranslator(locale, { ...messages, ...pageMessages?.(['venueTerms']) })
  return terms.map((term) => termWords(term, t, (cents) => formatPrice(locale, cents)))
}
