import type { PageData } from '../components/ui/page-data'
import type { CustomerView } from '../domain/customer-view'
import type { Locale } from '../domain/locale'
import type { Access } from '../domain/route-access'
import type { MenuView } from '../domain/menu-view'
import type { CheckoutSettings, DebugView, VenueView } from '../domain/venue-view'
import type { Messages } from '../locales/intl'
import type { PageMessageGroup } from '../locales/page-messages'

declare global {
  namespace Vike {
    interface Config {
      /** Who may open the page (domain/route-access.ts); the guard sends others elsewhere. */
      access?: Access
      /** The page hydrates with its own +client entry, without Vike's client runtime (pages/client-context.ts). */
      ownHydration?: boolean
    }
    interface PageContext {
      /** What the page's +data hook gave it (pages/page-data.ts), where it has one. */
      data?: PageData
      locale: Locale
      messages: Messages
      /** null when no venue answers to this hostname. */
      venue: VenueView | null
      /** The logged-in customer, or null for a visitor (the session token itself never leaves the Worker). */
      customer: CustomerView | null
      /**
       * The session could not be checked now: not a visitor, not known. 'unreachable': the venue did
       * not answer; 'late': not within the page's budget, and the browser asks (decision 025).
       */
      customerUnknown: false | 'unreachable' | 'late'
      /** The debug panel's venue facts, only where the panel is switched on (DEBUG_PANEL). */
      debug: DebugView | null
      /** The point of sale whose menu the page opens with (a stand at a food court). */
      selectedPosId: number | null
      cspNonce?: string | null
      /** Server only: the page-only messages of some groups, for a page's +data hook. */
      pageMessages?: (groups: readonly PageMessageGroup[]) => Messages
      /** Server only: the checkout settings of the venue in the page's language. */
      checkoutSettings?: () => CheckoutSettings | null
      /** Server only: the menu of one of the venue's points of sale, waiting for a first load. */
      loadMenu?: (posId: number) => Promise<MenuView>
      /** Server only: that menu when the edge has it already, else null at once. */
      cachedMenu?: (posId: number) => Promise<MenuView | null>
      /** Server only: one of the Worker's own /api reads (an address under /api), asked in-process with the request's session. */
      ownApiRead?: (address: string) => Promise<{ status: number; json: string }>
    }
  }
}

export {}
