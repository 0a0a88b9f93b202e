import { memo, Suspense, useEffect, useRef } from 'react'
import { shownSections, type MenuProductView, type MenuSection } from '../../domain/menu-view'
import { HYDRATION_REGION } from '../../client/early-taps'
import { useI18n } from '../ui/i18n'
import { HydrateWhenNear } from './HydrateWhenNear'
import { ProductGrid } from './ProductGrid'
import type { MenuFilter } from '../allergens/filter-types'
import { WhenNear } from './WhenNear'

type Props = { sections: MenuSection[]; products: MenuProductView[]; posId: number; filter: MenuFilter | null }

/** Categories (or matrices) with a quick-jump list and one section of products each; under the allergen filter, with its counts. */
// Memoised: its sections hydrate when near, and a render for anything else would reach those still waiting.
export const MenuSections = memo(function MenuSections({ sections, products, posId, filter }: Props) {
  const { t } = useI18n()
  const shown = shownSections(sections, products)
  const bar = useRef<HTMLElement>(null)
  const shownIds = shown.map((section) => section.id).join()
  // The bar marks the section in view and shows where links are hidden past its edges, with arrows
  // for a mouse; its code comes once the page is interactive.
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    const arrows = { back: t('menu.categoriesBack'), on: t('menu.categoriesOn') }
    void import('./follow-sections').then(({ followSections }) => {
      if (!left && bar.current) stop = followSections(bar.current, arrows)
    })
    return () => {
      left = true
      stop?.()
    }
  }, [shownIds, t])
  if (shown.length === 0) return <p className="menu-empty">{t('menu.empty')}</p>
  return (
    <>
      <nav ref={bar} className="category-nav" aria-label={t('menu.categories')}>
        <ul>
          {shown.map((section) => (
            <li key={section.id}>
              <a href={`#section-${section.id}`} lang={section.nameLang}>
                {section.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((section) => {
        const items = filter ? section.items.filter((product) => !filter.hides(product.id)) : section.items
        const note = filter?.sectionNote(section.id)
        const grid = <ProductGrid products={items} posId={posId} eagerFrom={section.firstIndex} filter={filter} />
        const id = `section-${section.id}`
        return (
          <section
            key={section.id}
            id={id}
            className="menu-section"
            aria-labelledby={`heading-${section.id}`}
            {...{ [HYDRATION_REGION]: '' }}
          >
            <h2 id={`heading-${section.id}`} lang={section.nameLang}>
              {section.name}
            </h2>
            {note && <p className="section-note">{note}</p>}
            {/* Each section hydrates on its own, in a short task, once near the screen or tapped. */}
            <Suspense>
              <HydrateWhenNear id={id}>
                {section.deferred ? <WhenNear count={items.length}>{grid}</WhenNear> : grid}
              </HydrateWhenNear>
            </Suspense>
          </section>
        )
      })}
    </>
  )
})
