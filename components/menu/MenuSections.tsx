import { Suspense } from 'react'
import type { MenuProductView, MenuSection } from '../../domain/menu-view'
import { HYDRATION_REGION } from '../ui/early-taps'
import { useI18n } from '../ui/i18n'
import { ProductGrid } from './ProductGrid'

/** Categories (or matrices) with a quick-jump list and one section of products each. */
export function MenuSections({ sections, products, posId }: { sections: MenuSection[]; products: MenuProductView[]; posId: number }) {
  const { t } = useI18n()
  const byId = new Map(products.map((product) => [product.id, product]))
  const filled = sections
    .map((section) => ({ ...section, items: section.productIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((section) => section.items.length > 0)
  if (filled.length === 0) return <p className="menu-empty">{t('menu.empty')}</p>
  let seen = 0
  return (
    <>
      <nav className="category-nav" aria-label={t('menu.categories')}>
        <ul>
          {filled.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`}>{section.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {filled.map((section) => {
        const eagerFrom = seen
        seen += section.items.length
        return (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className="menu-section"
            aria-labelledby={`heading-${section.id}`}
            {...{ [HYDRATION_REGION]: '' }}
          >
            <h2 id={`heading-${section.id}`}>{section.name}</h2>
            {/* Each section hydrates on its own, in a short task, and first where the diner taps. */}
            <Suspense>
              <ProductGrid products={section.items} posId={posId} eagerFrom={eagerFrom} />
            </Suspense>
          </section>
        )
      })}
    </>
  )
}
