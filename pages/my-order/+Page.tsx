import { usePageContext } from '../../components/ui/page-context'
import { OrderResult } from '../../components/order/OrderResult'

/** The card provider's return: /my-order?uid=… (SPEC §2, §4 Order page). */
export default function Page() {
  const uid = usePageContext().urlParsed.search.uid
  return <OrderResult lookup={uid ? { uid } : null} retryPath="/checkout/payment-method" />
}
