import { usePageContext } from 'vike-react/usePageContext'
import { OrderResult } from '../../components/order/OrderResult'

/** The wallet provider's return page: its payment information leads to the order (SPEC §7). */
export default function Page() {
  const info = usePageContext().urlParsed.search.info
  return <OrderResult lookup={info ? { paymentInfo: info } : null} retryPath="/checkout/payment-method" />
}
