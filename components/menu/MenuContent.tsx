import { lazy, Suspense, useEffect, useMemo } from 'react'
import { usePageContext } from '../ui/page-context'
import { searchMenu } from '../../domain/menu'
import type { MenuView } from '../../domain/menu-view'
import { useCart, useUi } from '../../stores/ordering'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { preloadedLazy } from '../ui/preloaded-lazy'
import { forgetFailedLoads } from '../ui/remembered'
import { prefetchWhenIdle } from '../../client/prefetch-when-idle'
import { useI18n } from '../ui/i18n'
import { MenuContext } from './menu-context'
import { MenuDialogs } from './MenuDialogs'
import { MenuSections } from './MenuSections'
import { ProductGrid } from './ProductGrid'
import { AVOID_BUTTON_ID, useMenuFilter } from './use-menu-filter'

// The allergen filter's code (its panel and its rules, one file), the venue's allergen data and their
// texts are fetched once the browser is idle, so the panel opens with the tap (decisions 020, 035).
const filterPanel = preloadedLazy(() => import('../allergens').then((m) => m.AllergenFilterPanel))
const AllergenFilterPanel = filterPanel.Component
// What a search that finds nothing suggests: its code comes the first time one does.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'))

/** One point of sale's menu: its sections, or the products a search finds, and the popups over them. */
export function MenuContent({ menu, query, onSearch }: { menu: MenuView; query: string; onSearch: (query: string) => void }) {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const rememberMenu = useCart((state) => state.rememberMenu)
  const validate = useCart((state) => state.validate)
  const filterOpen = useUi((state) => state.filterOpen)
  const setFilterOpen = useUi((state) => state.setFilterOpen)
  const searchFocused = useUi((state) => state.searchFocused)
  const avoiding = useUi((state) => state.avoid.allergenIds.length > 0)
  useEffect(
    () =>
      prefetchWhenIdle(filterPanel.preload, () =>
        import('../allergens')
          .then((data) => Promise.all([data.menuFacts(menu.posId, locale), data.filterTexts(locale)]))
          // Fetched ahead and failed: opening the panel asks again rather than showing that failure.
          .catch(() => forgetFailedLoads()),
      ),
    [menu.posId, locale],
  )
  // The cart is checked against the menu as soon as it is known (SPEC §4 cart validation).
  useEffect(() => {
    rememberMenu(menu)
    validate()
  }, [menu, rememberMenu, validate])
  const context = useMemo(() => {
    const byId = new Map(menu.products.map((product) => [product.id, product]))
    return { menu, product: (id: number) => byId.get(id) }
  }, [menu])
  const sections = venue?.itemsView === 2 ? menu.matrices : menu.categories
  const searching = query.trim() !== ''
  const { filter, failed, retry } = useMenuFilter(menu, sections, searching || searchFocused)
  const closeFilter = () => {
    setFilterOpen(false)
    document.getElementById(AVOID_BUTTON_ID)?.focus()
  }

  let content
  if (searching) {
    const found = searchMenu(menu.products, query, filter?.ingredientsOf).filter(({ product }) => !filter?.hides(product.id))
    const notes = new Map(found.flatMap(({ product, ingredient }) => (ingredient && filter ? [[product.id, filter.ingredientNote(ingredient)] as const] : [])))
    content = (
      <section className="search-results" aria-live="polite">
        <h2>{t('menu.search.results', { count: found.length, query: query.trim() })}</h2>
        {found.length === 0 ? (
          <Suspense>
            <SearchSuggestions products={menu.products} filter={filter} query={query} onSearch={onSearch} />
          </Suspense>
        ) : (
          <ProductGrid products={found.map(({ product }) => product)} posId={menu.posId} filter={filter} notes={notes} />
        )}
      </section>
    )
  } else {
    content = <MenuSections sections={sections} products={menu.products} posId={menu.posId} filter={filter} />
  }
  return (
    <MenuContext.Provider value={context}>
      {/* Says what the filter hides as it changes; until it applies, that it is being applied (styles.css). */}
      <p className="filter-summary" role="status" data-applying={t('menu.avoidApplying')}>
        {filter?.summary}
      </p>
      {failed && avoiding && <FilterFailed onRetry={retry} />}
      {filterOpen && (
        <ErrorBoundary fallback={(again) => <FilterFailed onRetry={again} />}>
          <Suspense
            fallback={
              <p className="filter-loading" role="status">
                {t('menu.avoidLoading')}
              </p>
            }
          >
            <AllergenFilterPanel posId={menu.posId} onClose={closeFilter} summary={filter?.summary} />
          </Suspense>
        </ErrorBoundary>
      )}
      {content}
      <MenuDialogs posId={menu.posId} />
    </MenuContext.Provider>
  )
}

/** The filter could not be loaded: the diner must know the menu shows every dish. */
function FilterFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n()
  return (
    <p className="filter-failed" role="alert">
      {t('menu.avoidFailed')}{' '}
      <button type="button" className="button-secondary" onClick={onRetry}>
        {t('error.tryAgain')}
      </button>
    </p>
  )
}
