import { OrderHistory } from '../../../components/account/OrderHistory'

/** My orders (SPEC §2 account area). */
export default function Page() {
  return <OrderHistory />
}
