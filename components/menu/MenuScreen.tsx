import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useAsync } from 'react-streaming'
import { searchProducts } from '../../domain/menu'
import type { MenuView } from '../../domain/menu-view'
import { apiGet } from '../../stores/api-client'
import { useCart, useUi } from '../../stores/ordering'
import { usePointOfSale } from '../../stores/point-of-sale'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { ErrorScreen } from '../ui/ErrorScreen'
import { useI18n } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import { MenuContext } from './menu-context'
import { MenuDialogs } from './MenuDialogs'
import { MenuSections } from './MenuSections'
import { ProductGrid } from './ProductGrid'
import { SearchField } from './SearchField'

/** The menu page: search above, then categories or matrices, loaded without holding back the page shell. */
export function MenuScreen() {
  const { t } = useI18n()
  const posId = usePointOfSale((state) => state.posId)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const setSearchFocused = useUi((state) => state.setSearchFocused)
  if (posId == null) return null
  return (
    <div className="menu">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      <SearchField query={query} onChange={setQuery} onFocusChange={setSearchFocused} />
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
  const rememberMenu = useCart((state) => state.rememberMenu)
  const validate = useCart((state) => state.validate)
  // The cart is checked against the menu as soon as it is known (SPEC §4 cart validation).
  useEffect(() => {
    rememberMenu(menu)
    validate()
  }, [menu, rememberMenu, validate])
  const context = useMemo(() => {
    const byId = new Map(menu.products.map((product) => [product.id, product]))
    return { menu, product: (id: number) => byId.get(id) }
  }, [menu])

  let content
  if (query.trim() !== '') {
    const found = searchProducts(menu.products, query, locale)
    content = (
      <section className="search-results" aria-live="polite">
        <h2>{t('menu.search.results', { count: found.length, query: query.trim() })}</h2>
        <ProductGrid products={found} posId={posId} />
      </section>
    )
  } else {
    const sections = venue?.itemsView === 2 ? menu.matrices : menu.categories
    content = <MenuSections sections={sections} products={menu.products} posId={posId} />
  }
  return (
    <MenuContext.Provider value={context}>
      {content}
      <MenuDialogs posId={posId} />
    </MenuContext.Provider>
  )
}
