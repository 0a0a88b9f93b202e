import type { MenuProductView } from '../../domain/menu-view'
import { ProductCard } from './ProductCard'

// The first cards are above the fold on most screens: load them at once, the rest lazily.
const EAGER_IMAGES = 4

export function ProductGrid({ products, posId, eagerFrom = 0 }: { products: MenuProductView[]; posId: number; eagerFrom?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} posId={posId} eager={eagerFrom + index < EAGER_IMAGES} />
      ))}
    </ul>
  )
}
