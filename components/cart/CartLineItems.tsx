import { itemSupplementCents, type CartItem } from '../../domain/cart'
import { useI18n } from '../ui/i18n'

/**
 * The chosen products of a composed menu line, each with what it adds to the menu's price: the cart
 * panel and the checkout's review describe a line alike.
 */
export function CartLineItems({ items }: { items: readonly CartItem[] }) {
  const { price } = useI18n()
  if (items.length === 0) return null
  return (
    <ul className="cart-line-items">
      {items.map((item) => {
        const supplement = itemSupplementCents(item)
        return (
          <li key={`${item.step}-${item.id}`}>
            {item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name}
            {supplement > 0 && ` (+${price(supplement)})`}
          </li>
        )
      })}
    </ul>
  )
}
