import { usePageContext } from '../../../components/ui/page-context'
import { OrderResult } from '../../../components/order/OrderResult'
import { tableMenuPath } from '../../../domain/quick-order'
import { useOrder } from '../../../stores/ordering'

/**
 * The quick order's result; 'try again' returns to the same table's payment form, and the way back to
 * the menu to the same table's menu, for a second round at that table.
 */
export default function Page() {
  const uid = usePageContext().urlParsed.search.uid
  const table = useOrder((state) => state.quickTable)
  const menuPath = tableMenuPath(table)
  const retryPath = table ? `${menuPath}?checkout` : menuPath
  return <OrderResult lookup={uid ? { uid } : null} retryPath={retryPath} menuPath={menuPath} atTable />
}
