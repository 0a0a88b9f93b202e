import type { PageContext } from 'vike/types'

// SPEC §2: /quickorder/{dinner_table_uid?}; /quickorder/order is the result page, not a table.
export default function route(pageContext: PageContext) {
  const match = /^\/quickorder(?:\/([A-Za-z0-9-]+))?\/?$/.exec(pageContext.urlPathname)
  if (!match || match[1] === 'order') return false
  return { routeParams: { table: match[1] ?? '' } }
}
