import type { PageContextClient, PageContextServer } from 'vike/types'

/** What the browser gets of the page context (passToClient in +config.ts). */
export const PASSED_TO_CLIENT = ['locale', 'messages', 'venue', 'selectedPosId', 'customer', 'customerUnknown', 'debug'] as const

// A page that hydrates without Vike's client runtime (`ownHydration`, the menu) finds that part of its
// page context, with its data and address, in this element instead of Vike's own.
const ELEMENT_ID = 'page-context'

type ClientContext = Pick<PageContextClient, (typeof PASSED_TO_CLIENT)[number] | 'data' | 'urlPathname'> & {
  urlParsed: Pick<PageContextClient['urlParsed'], 'pathname' | 'search' | 'searchOriginal'>
}

/** The element the page's own entry reads its context from; JSON with `<` escaped, so it never ends the script early. */
export function clientContextElement(pageContext: PageContextServer): string {
  const { urlPathname, urlParsed, data } = pageContext
  const context: ClientContext = {
    ...(Object.fromEntries(PASSED_TO_CLIENT.map((key) => [key, pageContext[key]])) as Pick<ClientContext, (typeof PASSED_TO_CLIENT)[number]>),
    data,
    urlPathname,
    urlParsed: { pathname: urlParsed.pathname, search: urlParsed.search, searchOriginal: urlParsed.searchOriginal },
  }
  const nonce = pageContext.cspNonce ? ` nonce="${pageContext.cspNonce}"` : ''
  return `<script id="${ELEMENT_ID}" type="application/json"${nonce}>${JSON.stringify(context).replaceAll('<', '\\u003c')}</script>`
}

/** In the browser: the page context the server wrote with the page. */
export function readClientContext(): ClientContext {
  return JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null')
}
