import { usePageContext } from 'vike-react/usePageContext'
import { OrderResult } from '../../../components/order/OrderResult'
import { useOrder } from '../../../stores/ordering'

/** The quick order's result; 'try again' returns to the same table's payment form. */
export default function Page() {
  const uid = usePageContext().urlParsed.search.uid
  const table = useOrder((state) => state.quickTable)
  const retryPath = table ? `/quickorder/${table.uid}?checkout` : '/quickorder'
  return <OrderResult lookup={uid ? { uid } : null} retryPath={retryPath} atTable />
}
