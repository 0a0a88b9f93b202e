import { AccountStep } from '../../../components/checkout/AccountStep'
import { CheckoutScreen } from '../../../components/checkout/CheckoutScreen'

export default function Page() {
  return <CheckoutScreen step="account">{({ steps }) => <AccountStep steps={steps} />}</CheckoutScreen>
}
