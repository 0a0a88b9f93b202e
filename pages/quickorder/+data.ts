import type { PageContextServer } from 'vike/types'
import { pageData } from '../page-data'
import { quickOrderTableUid } from './table-uid'

// The table and the menu arrive with the page: the diner sees their table's menu at first paint.
export default pageData(['quickOrder', 'checkout', 'forms'], {
  checkout: true,
  menu: true,
  publicReads: (pageContext: PageContextServer) => {
    const uid = quickOrderTableUid(pageContext)
    return uid && pageContext.checkoutSettings?.()?.quickOrder.tableMode === 0 ? [`/dinnertable/${encodeURIComponent(uid)}`] : []
  },
})
