import { useCallback } from 'react'
import { tablePayerOf } from '../../../components/quickorder/table-payer'
import { reportTableRound } from '../../../components/quickorder/table-round'
import { useI18n } from '../../../components/ui/i18n'
import { usePageContext } from '../../../components/ui/page-context'
import { useHydrated } from '../../../components/ui/use-hydrated'
import { OrderResult } from '../../../components/order/OrderResult'
import { tableMenuPath } from '../../../domain/quick-order'
import { useOrder } from '../../../stores/ordering'

/**
 * The quick order's result; 'try again' returns to the same table's payment form, and the way back to
 * the menu to the same table's menu, for a second round at that table. An order of a table's shared
 * cart tells the table once it has succeeded; on the other phones of the table, the order another one
 * paid for everyone says who did (kept by the device on its way here, so read once hydrated).
 */
export default function Page() {
  const { locale } = useI18n()
  const uid = usePageContext().urlParsed.search.uid
  const tellTable = useCallback((order: string) => void reportTableRound(order, locale), [locale])
  const table = useOrder((state) => state.quickTable)
  const hydrated = useHydrated()
  const paidBy = hydrated && uid ? tablePayerOf(uid) : null
  const menuPath = tableMenuPath(table)
  const retryPath = table ? `${menuPath}?checkout` : menuPath
  return <OrderResult lookup={uid ? { uid } : null} retryPath={retryPath} menuPath={menuPath} atTable paidBy={paidBy} onPlaced={tellTable} />
}
