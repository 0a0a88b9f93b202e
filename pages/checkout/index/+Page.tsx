import { CheckoutScreen } from '../../../components/checkout/CheckoutScreen'

/** /checkout without a step, or with one that does not exist: the screen sends the customer to the right step. */
export default function Page() {
  return <CheckoutScreen step={null} />
}
