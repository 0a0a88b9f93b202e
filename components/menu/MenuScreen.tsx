import { Suspense, useDeferredValue, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useAsync } from 'react-streaming'
import { searchProducts } from '../../domain/menu'
import type { MenuView } from '../../domain/menu-view'
import { apiGet } from '../../stores/api-client'
import { usePointOfSale } from '../../stores/point-of-sale'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { ErrorScreen } from '../ui/ErrorScreen'
import { useI18n } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import { MenuSections } from './MenuSections'
import { ProductGrid } from './ProductGrid'
import { SearchField } from './SearchField'

/** The menu page: search above, then categories or matrices, loaded without holding back the page shell. */
export function MenuScreen() {
  const { t } = useI18n()
  const posId = usePointOfSale((state) => state.posId)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  if (posId == null) return null
  return (
    <div className="menu">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      <SearchField query={query} onChange={setQuery} />
      <ErrorBoundary
        key={posId}
        fallback={(retry) => (
          <ErrorScreen
            title={t('error.title')}
            message={t('menu.loadFailed')}
            action={
              <button type="button" className="button-primary" onClick={retry}>
                {t('error.tryAgain')}
              </button>
            }
          />
        )}
      >
        <Suspense fallback={<LoadingScreen />}>
          <MenuContent posId={posId} query={deferredQuery} />
        </Suspense>
      </ErrorBoundary>
    </div>
  )
}

function MenuContent({ posId, query }: { posId: number; query: string }) {
  const { t, locale } = useI18n()
  const { loadMenu, venue } = usePageContext()
  // Server: the Worker's cached menu, streamed in; browser: the same bundle from /api (hydration reuses the streamed one).
  const menu = useAsync(['menu', posId, locale], () =>
    loadMenu ? loadMenu(posId) : apiGet<MenuView>(`/menu/${posId}`, locale),
  )
  if (query.trim() !== '') {
    const found = searchProducts(menu.products, query, locale)
    return (
      <section className="search-results" aria-live="polite">
        <h2>{t('menu.search.results', { count: found.length, query: query.trim() })}</h2>
        <ProductGrid products={found} />
      </section>
    )
  }
  const sections = venue?.itemsView === 2 ? menu.matrices : menu.categories
  return <MenuSections sections={sections} products={menu.products} />
}
