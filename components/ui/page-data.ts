import { usePageContext } from './page-context'
import type { MenuView } from '../../domain/menu-view'
import type { CheckoutSettings } from '../../domain/venue-view'
import type { Messages } from '../../locales/intl'

/**
 * What a page's +data hook hands it (pages/page-data.ts): its own texts, the checkout settings where
 * it needs them, the menu of the chosen point of sale where the edge already has it (null: it streams
 * in instead), and the JSON of the /api reads an account screen starts with, by address.
 */
export type PageData = {
  messages: Messages
  checkout?: CheckoutSettings | null
  menu?: MenuView | null
  /** The venue's terms the menu says under its heading, worded in the page's language (domain/venue-terms.ts). */
  terms?: string[]
  answers?: Record<string, string>
  /** When the server rendered the page (ms since the epoch), for screens drawn for a time (use-render-time.ts). */
  renderedAt?: number
}

/** The page's data, where its +data hook gave some. */
export const usePageData = (): PageData | undefined => usePageContext().data
