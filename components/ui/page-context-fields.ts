import type { PageContextClient } from 'vike/types'

/** What the browser gets of the page context (`passToClient` in pages/+config.ts). */
export const PASSED_TO_CLIENT = ['locale', 'messages', 'venue', 'selectedPosId', 'customer', 'customerUnknown', 'debug'] as const

/**
 * The page context a component reads: what every page has in the browser, the menu's own hydration
 * included (pages/client-context.ts writes it for them: the passToClient fields, the page's data,
 * address and route parameters, who may open it), and the server-only parts a component uses while rendered on the server,
 * absent in the browser.
 */
export type BrowserPageContext = Pick<PageContextClient, (typeof PASSED_TO_CLIENT)[number] | 'data' | 'urlPathname' | 'routeParams'> & {
  urlParsed: Pick<PageContextClient['urlParsed'], 'pathname' | 'search' | 'searchOriginal'>
  config: Pick<PageContextClient['config'], 'access'>
} & Pick<Vike.PageContext, 'cspNonce' | 'loadMenu'>
