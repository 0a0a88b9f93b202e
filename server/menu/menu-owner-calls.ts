import type { UpstreamFailure } from '../http-error'
import type { PointOfSale } from '../venue/venue-record'

// What a data centre asks a menu's owner (menu-owner.ts) and what it answers (decision 075).

/** How long the owner's copy is fresh, and how long it is still served when the platform fails. */
export type OwnerPolicy = { freshSeconds: number; staleSeconds: number }

/** What a data centre asks: the menu of this point of sale, and the version it already holds. */
export type MenuAsk = {
  pointOfSale: PointOfSale
  knownVersion: number | null
  policy: OwnerPolicy
  /** Who asked, for the log lines of the platform calls it causes. */
  requestId: string
  host: string
}

export type MenuAnswer =
  | { kind: 'same'; version: number; fetchedAt: number }
  | { kind: 'menu'; version: number; fetchedAt: number; json: string }
  /** No menu to give: never loaded, and the platform failed (as it said). */
  | { kind: 'failed'; pattern: string; failure: UpstreamFailure }

/** The owner's calls, as the Worker's binding types them. */
export type MenuOwnerCalls = Rpc.DurableObjectBranded & {
  menu(ask: MenuAsk): Promise<MenuAnswer>
  reload(ask: MenuAsk): Promise<MenuAnswer>
}
