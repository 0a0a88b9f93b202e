import type { Locale } from '../domain/locale'
import type { MenuView } from '../domain/menu-view'
import type { VenueView } from '../domain/venue-view'
import type { Messages } from '../locales/intl'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      messages: Messages
      /** null when no venue answers to this hostname. */
      venue: VenueView | null
      /** The point of sale whose menu the page opens with (a stand at a food court). */
      selectedPosId: number | null
      cspNonce?: string | null
      /** Server only: the cached menu of one of the venue's points of sale. */
      loadMenu?: (posId: number) => Promise<MenuView>
    }
  }
}

export {}
