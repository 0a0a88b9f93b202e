import type { CartLine } from '../../domain/cart'
import type { CheckoutCartLine } from '../../domain/checkout'
import { centsToAmount } from '../../domain/money'
import { useCart, useOrder } from '../../stores/ordering'
import { cartPricing } from '../cart/cart-prices'

/**
 * The cart as the checkout sends it, and its total for the chosen consumption type. `ready` is false
 * until the menu of every point of sale in the cart has arrived, since only then is the total known.
 * `table`: a table's shared cart, which one phone pays for everyone, instead of the phone's own.
 */
export function useCheckoutCart(table?: CartLine[]) {
  const own = useCart((state) => state.lines)
  const lines = table ?? own
  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const restored = useOrder((state) => state.restored)
  const totalCents = cartPricing(menus, consumptionType).total(lines)
  const cart: CheckoutCartLine[] = lines.map((line) => ({
    id: line.id,
    posId: line.posId,
    quantity: line.quantity,
    items: line.items.map((item) => ({ id: item.id, quantity: item.quantity, step: item.step })),
  }))
  return {
    restored,
    empty: restored && lines.length === 0,
    ready: restored && lines.length > 0 && lines.every((line) => line.posId in menus),
    cart,
    lines,
    totalCents,
    /** SPEC §5: the total is sent as a two-decimal amount. */
    amount: Number(centsToAmount(totalCents)),
  }
}
