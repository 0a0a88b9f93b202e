import { paymentStatusName } from '../../domain/order-amounts'
import type { Translate } from '../../locales/intl'

/** An order's payment status in the page's language; the venue's own word for a status we do not know. */
export function paymentStatusText(t: Translate, order: Parameters<typeof paymentStatusName>[0]): string {
  const name = paymentStatusName(order)
  return name ? t(`order.statusName.${name}`) : order.status
}
