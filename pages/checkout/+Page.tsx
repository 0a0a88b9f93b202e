import { usePageContext } from 'vike-react/usePageContext'
import { CheckoutScreen } from '../../components/checkout/CheckoutScreen'
import { isCheckoutStep } from '../../domain/checkout-route'

export default function Page() {
  const step = usePageContext().routeParams?.step
  return <CheckoutScreen step={isCheckoutStep(step) ? step : null} />
}
