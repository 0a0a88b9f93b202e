import type { CheckoutSettings } from '../../domain/venue-view'
import { usePageData } from '../ui/page-data'

const NONE: CheckoutSettings = { deliveryCities: [], paymentMessage: null, quickOrder: { tableMode: 0, modes: { name: 0, email: 0, comment: 0, phone: 0 } } }

/** The venue's delivery cities, payment message and quick-order settings, from the page's +data. */
export function useCheckoutSettings(): CheckoutSettings {
  return usePageData()?.checkout ?? NONE
}
