import { CheckoutScreen } from '../../../components/checkout/CheckoutScreen'
import { DeliveryAddressStep } from '../../../components/checkout/DeliveryAddressStep'

export default function Page() {
  return <CheckoutScreen step="delivery-address">{({ steps }) => <DeliveryAddressStep steps={steps} />}</CheckoutScreen>
}
