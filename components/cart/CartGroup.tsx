import { belowMinimumOrder, type CartLine } from '../../domain/cart'
import type { Cents } from '../../domain/money'
import { useCart } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import type { cartPricing } from './cart-prices'
import { CartLineItems } from './CartLineItems'

type Props = { lines: CartLine[]; title: string | null; minimumCents: Cents | null; pricing: ReturnType<typeof cartPricing> }

/** The lines of one point of sale (a stand's title at a food court), with its minimum order notice. */
export function CartGroup({ lines, title, minimumCents, pricing }: Props) {
  const { t, price } = useI18n()
  const increment = useCart((state) => state.increment)
  const decrement = useCart((state) => state.decrement)
  const below = belowMinimumOrder(pricing.total(lines), minimumCents)
  return (
    <section className="cart-group" aria-label={title ?? undefined}>
      {title && <h3>{title}</h3>}
      <ul className="cart-lines">
        {lines.map((line) => {
          const product = pricing.product(line.posId, line.id)
          const name = product?.name ?? ''
          return (
            <li key={line.uuid} className="cart-line">
              <div className="cart-line-main">
                <span className="cart-line-name" lang={product?.nameLang}>
                  {name}
                </span>
                <QuantityStepper
                  name={name}
                  quantity={line.quantity}
                  onIncrement={() => increment(line.uuid)}
                  onDecrement={() => decrement(line.uuid)}
                />
                <span className="cart-line-price">{price(pricing.lineTotal(line))}</span>
              </div>
              <CartLineItems items={line.items} />
            </li>
          )
        })}
      </ul>
      {below && minimumCents !== null && (
        <p className="cart-minimum" role="status">
          {t('cart.minimum', { amount: price(minimumCents) })}
        </p>
      )}
    </section>
  )
}
