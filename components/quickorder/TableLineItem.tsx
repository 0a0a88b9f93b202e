import '../cart/cart-panel.css'
import type { CartLine } from '../../domain/cart'
import type { cartPricing } from '../cart/cart-prices'
import { CartLineItems } from '../cart/CartLineItems'
import { useI18n } from '../ui/i18n'

/** One line of the table's cart: quantity, product and price, then what a composed menu holds. */
export function TableLineItem({ line, pricing }: { line: CartLine; pricing: ReturnType<typeof cartPricing> }) {
  const { price } = useI18n()
  const product = pricing.product(line.posId, line.id)
  return (
    <li className="cart-line">
      <div className="cart-line-main">
        <span className="cart-line-name" lang={product?.nameLang}>
          {line.quantity} × {product?.name}
        </span>
        <span className="cart-line-price">{price(pricing.lineTotal(line))}</span>
      </div>
      <CartLineItems items={line.items} />
    </li>
  )
}
