import type { MenuProductView } from '../../domain/menu-view'
import { useI18n } from '../ui/i18n'
import { ProductImage } from './ProductImage'

/** Name, price and image of a product; an out-of-stock product is shown as unavailable (SPEC §2). */
export function ProductCard({ product, eager }: { product: MenuProductView; eager: boolean }) {
  const { t, price } = useI18n()
  return (
    <li className={product.outOfStock ? 'product-card is-unavailable' : 'product-card'} data-product-id={product.id}>
      <ProductImage src={product.imageUrl} eager={eager} />
      <div className="product-body">
        <h3 className="product-name">{product.name}</h3>
        <p className="product-price">{price(product.priceCents)}</p>
        {product.outOfStock && <p className="product-badge">{t('menu.outOfStock')}</p>}
      </div>
    </li>
  )
}
