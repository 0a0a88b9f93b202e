import { useEffect, useMemo } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { searchProducts } from '../../domain/menu'
import type { MenuView } from '../../domain/menu-view'
import { useCart } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { MenuContext } from './menu-context'
import { MenuDialogs } from './MenuDialogs'
import { MenuSections } from './MenuSections'
import { ProductGrid } from './ProductGrid'

/** One point of sale's menu: its sections, or the products a search finds, and the popups over them. */
export function MenuContent({ menu, query }: { menu: MenuView; query: string }) {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
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
        <ProductGrid products={found} posId={menu.posId} />
      </section>
    )
  } else {
    const sections = venue?.itemsView === 2 ? menu.matrices : menu.categories
    content = <MenuSections sections={sections} products={menu.products} posId={menu.posId} />
  }
  return (
    <MenuContext.Provider value={context}>
      {content}
      <MenuDialogs posId={menu.posId} />
    </MenuContext.Provider>
  )
}
