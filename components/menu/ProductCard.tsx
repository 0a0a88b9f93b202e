import { productQuantity } from '../../domain/cart'
import { priceFor, type MenuProductView } from '../../domain/menu-view'
import { useCart, useOrder } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import { ProductImage } from '../ui/ProductImage'
import type { ProductMark } from '../allergens/filter-types'
import { useProductActions } from './use-product-actions'

type Props = { product: MenuProductView; posId: number; eager: boolean; mark?: ProductMark | undefined; note?: string | undefined }

/**
 * Name, price, image and quantity in the cart; an out-of-stock product is shown as unavailable (SPEC §2).
 * Under the allergen filter, what it contains that the diner avoids, or that the venue gives no data.
 */
export function ProductCard({ product, posId, eager, mark, note }: Props) {
  const { t, price } = useI18n()
  const quantity = useCart((state) => productQuantity(state.lines, product.id, posId))
  const consumptionType = useOrder((state) => state.consumptionType)
  const actions = useProductActions(posId)
  const unavailable = product.outOfStock
  return (
    <li className={unavailable ? 'product-card is-unavailable' : 'product-card'}>
      <button
        type="button"
        className="product-open"
        disabled={unavailable}
        aria-haspopup={product.isMenu || product.hasDetails ? 'dialog' : undefined}
        onClick={() => actions.open(product)}
      >
        <ProductImage src={product.imageUrl} eager={eager} whenNear />
        <span className="product-body">
          <span className="product-name" lang={product.nameLang}>
            {product.name}
          </span>
          {note && <span className="product-note">{note}</span>}
          <span className="product-price">{price(priceFor(product, consumptionType))}</span>
          {unavailable && <span className="product-badge">{t('menu.outOfStock')}</span>}
          {mark && <span className={`allergen-mark is-${mark.tone}`}>{mark.text}</span>}
          {!unavailable && product.hasDetails && !product.isMenu && (
            <span className="product-details-hint">{t('product.details')}</span>
          )}
        </span>
      </button>
      {!unavailable && (
        <QuantityStepper
          compact
          name={product.name}
          quantity={quantity}
          quantityLabel={t('product.inCart', { count: quantity })}
          onIncrement={() => actions.increase(product)}
          onDecrement={() => actions.decrease(product)}
        />
      )}
    </li>
  )
}
