import { useCart } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'

/**
 * 'Takeaway prices apply: your cart is now €21.00 (was €23.00)', once a new consumption type has
 * repriced the cart (domain/type-prices.ts); null otherwise. Said beside the schedule's choice of type,
 * and by the cart on the menu, where the eat-in/takeaway chooser makes that choice.
 */
export function useTypePricesText(): string | null {
  const { t, price } = useI18n()
  const change = useCart((state) => state.typePrices)
  if (!change) return null
  // The type by its number (SPEC §4), as the catalogues' select reads it.
  return t('cart.typePrices', { type: change.type, total: price(change.afterCents), before: price(change.beforeCents) })
}
