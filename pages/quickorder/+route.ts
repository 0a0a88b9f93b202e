import type { PageContext } from 'vike/types'
import { quickOrderPage } from '../../domain/quick-order'

// SPEC §2: /quickorder/{dinner_table_uid?}; /quickorder/order is the result page, not a table.
export default function route(pageContext: PageContext) {
  const page = quickOrderPage(pageContext.urlPathname)
  if (!page) return false
  return { routeParams: { table: page.table ?? '' } }
}
