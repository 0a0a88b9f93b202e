import { CheckoutScreen } from '../../../components/checkout/CheckoutScreen'
import { PaymentStep } from '../../../components/checkout/PaymentStep'

export default function Page() {
  return <CheckoutScreen step="payment-method">{({ steps, loggedIn }) => <PaymentStep steps={steps} loggedIn={loggedIn} />}</CheckoutScreen>
}
