import type { PageContextServer } from 'vike/types'
import { PASSED_TO_CLIENT, type BrowserPageContext } from '../components/ui/page-context-fields'

// A page that hydrates without Vike's client runtime (`ownHydration`, the menu) finds that part of its
// page context, with its data and address, in this element instead of Vike's own.
const ELEMENT_ID = 'page-context'

/** The element the page's own entry reads its context from; JSON with `<` escaped, so it never ends the script early. */
export function clientContextElement(pageContext: PageContextServer): string {
  const { urlParsed } = pageContext
  const { menu, ...data } = pageContext.data ?? {}
  const fields: Field[] = [
    ...PASSED_TO_CLIENT.map((key): Field => [key, SHARED.has(key) ? sharedJson(pageContext[key]) : scriptSafeJson(pageContext[key])]),
    ['urlPathname', scriptSafeJson(urlParsed.pathname)],
    ['routeParams', scriptSafeJson(pageContext.routeParams)],
    ['urlParsed', scriptSafeJson({ pathname: urlParsed.pathname, search: urlParsed.search, searchOriginal: urlParsed.searchOriginal })],
    // Who may open the page: the layout checks a late session only on a customer's page (pages/+Layout.tsx).
    ['config', scriptSafeJson({ access: pageContext.config.access })],
    ['data', pageContext.data && objectJson([...Object.entries(data).map(([key, value]): Field => [key, scriptSafeJson(value)]), ['menu', sharedJson(menu)]])],
  ]
  const nonce = pageContext.cspNonce ? ` nonce="${pageContext.cspNonce}"` : ''
  return `<script id="${ELEMENT_ID}" type="application/json"${nonce}>${objectJson(fields)}</script>`
}

// Most of the text is the same for every visitor until it is refreshed (the menu, the language's
// messages, the venue): the JSON of those objects is made once per object.
const SHARED = new Set<string>(['messages', 'venue'])
const sharedJsons = new WeakMap<object, string>()

function sharedJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return scriptSafeJson(value)
  let json = sharedJsons.get(value)
  if (json === undefined) sharedJsons.set(value, (json = scriptSafeJson(value)!))
  return json
}

const scriptSafeJson = (value: unknown): string | undefined => JSON.stringify(value)?.replaceAll('<', '\\u003c')

type Field = readonly [key: string, json: string | undefined]

/** An object's JSON from its fields' JSON; a field without any (undefined) is left out, as JSON.stringify does. */
const objectJson = (fields: Field[]) =>
  `{${fields.flatMap(([key, json]) => (json === undefined ? [] : [`${JSON.stringify(key)}:${json}`])).join(',')}}`

/** In the browser: the page context the server wrote with the page. */
export function readClientContext(): BrowserPageContext {
  return JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null')
}
