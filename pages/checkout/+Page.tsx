import { usePageContext } from '../../components/ui/page-context'
import { CheckoutScreen } from '../../components/checkout/CheckoutScreen'
import { isCheckoutStep } from '../../domain/checkout-route'

export default function Page() {
  const step = usePageContext().routeParams?.step
  return <CheckoutScreen step={isCheckoutStep(step) ? step : null} />
}
