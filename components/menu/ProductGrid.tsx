import { useEffect, useRef } from 'react'
import type { MenuProductView } from '../../domain/menu-view'
import { regionHydrated } from '../../client/early-taps'
import { ProductCard } from './ProductCard'
import type { MenuFilter } from '../allergens/filter-types'

// The first cards are above the fold on most screens: load them at once, the rest lazily.
const EAGER_IMAGES = 4

type Props = {
  products: MenuProductView[]
  posId: number
  eagerFrom?: number
  filter: MenuFilter | null
  /** A line under a card's name, by product id (what a search by ingredient matched). */
  notes?: ReadonlyMap<number, string>
}

export function ProductGrid({ products, posId, eagerFrom = 0, filter, notes }: Props) {
  const list = useRef<HTMLUListElement>(null)
  // A menu section hydrates on its own: taps held meanwhile inside it can be replayed now.
  useEffect(() => regionHydrated(list.current), [])
  return (
    <ul className="product-grid" ref={list}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          posId={posId}
          eager={eagerFrom + index < EAGER_IMAGES}
          mark={filter?.mark(product.id)}
          note={notes?.get(product.id)}
        />
      ))}
    </ul>
  )
}
