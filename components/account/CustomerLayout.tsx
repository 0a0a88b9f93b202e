import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from '../ui/page-context'
import { cartCount } from '../../domain/cart'
import type { CustomerView } from '../../domain/customer-view'
import { balanceTagCents, CUSTOMER_MENU_PATHS, showsBalance } from '../../domain/customer-menu'
import type { VenueView } from '../../domain/venue-view'
import { useCart } from '../../stores/ordering'
import { Footer } from '../layout/Footer'
import { FrameBody, FrameEnd, FrameStart, usePageFrame } from '../layout/MasterLayout'
import { DOCKED_CART_CUSTOMER } from '../cart/cart-dock'
import { HideOnError } from '../ui/HideOnError'
import { menuWithCart } from '../cart/cart-address'
import { localePath, useI18n } from '../ui/i18n'
import { SidebarContent } from './CustomerSidebar'
import layoutStyles from './customer-layout.css?inline'

// The drawer (and the dialog it is made of) loads on first use: on a wide screen it is never needed.
const SidebarDrawer = lazy(() => import('./SidebarDrawer'))
const DRAWER_ID = 'customer-drawer'

/** SPEC §9: the sidebar is 320 px wide and always shown from 768 px; below, it is a drawer. */
const DESKTOP_QUERY = '(min-width: 768px)'

/**
 * The logged-in customer's frame (SPEC §2 Layouts): a top bar with hamburger, logo, basket count and
 * credit, the sidebar, the page with its notices, the footer, and the cart bar on ordering pages.
 */
export function CustomerLayout({ venue, customer, children }: { venue: VenueView; customer: CustomerView; children: ReactNode }) {
  const { t } = useI18n()
  const { page, cart } = usePageFrame(venue)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  // A page change or a screen grown past the breakpoint closes the drawer.
  useEffect(() => setDrawerOpen(false), [page])
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (desktop.matches) setDrawerOpen(false)
    }
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [])

  return (
    <div className={`app customer-app ${venue.themeClass}`}>
      <FrameStyles />
      <FrameStart cart={cart} />
      <TopBar venue={venue} customer={customer} drawerOpen={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} />
      <div className="customer-frame">
        <aside className="customer-sidebar" aria-label={t('sidebar.label')}>
          <SidebarContent venue={venue} customer={customer} />
        </aside>
        <div className="customer-content">
          <FrameBody venue={venue} page={page} cart={cart} cartDock={DOCKED_CART_CUSTOMER}>
            {children}
          </FrameBody>
          <Footer venue={venue} />
        </div>
      </div>
      <FrameEnd />
      {drawerOpen && (
        <Suspense fallback={null}>
          <SidebarDrawer venue={venue} customer={customer} onClose={closeDrawer} />
        </Suspense>
      )}
    </div>
  )
}

/**
 * The frame's styles, inlined by the server for customers only: visitors' pages neither link nor
 * download them, and the browser bundle leaves the CSS text out (the element hydrates as it came;
 * React does not compare inner HTML). A frame mounted in the browser instead (a session begun in
 * another tab, or confirmed by the browser: SessionCheck.tsx) has no inlined styles and loads them
 * as a chunk; it adds no style element, which the page's CSP would refuse without the nonce.
 */
function FrameStyles() {
  const { cspNonce } = usePageContext()
  const [fromServer] = useState(() => import.meta.env.SSR || document.querySelector('style[data-customer-frame]') !== null)
  useEffect(() => {
    if (!document.querySelector('style[data-customer-frame]')?.textContent) void import('./customer-layout-styles')
  }, [])
  if (!fromServer) return null
  return (
    <style
      data-customer-frame=""
      nonce={import.meta.env.SSR ? (cspNonce ?? undefined) : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? layoutStyles : '' }}
    />
  )
}

/** Hamburger (below 768 px), logo, the credit when there is one, and the basket with its item count, as the cart bar counts. */
function TopBar({
  venue,
  customer,
  drawerOpen,
  onToggle,
}: {
  venue: VenueView
  customer: CustomerView
  drawerOpen: boolean
  onToggle: () => void
}) {
  const { t, locale, price } = useI18n()
  const items = useCart((state) => cartCount(state.lines))
  const balance = showsBalance(venue.ordering, customer)
  const credit = balance ? balanceTagCents(customer) : null
  return (
    <header className="customer-topbar">
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={drawerOpen}
        aria-controls={DRAWER_ID}
        aria-label={t('sidebar.open')}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <a className="brand" href={localePath(locale, '/')} aria-label={t('header.home', { name: venue.name })}>
        {venue.logoUrl && (
          <HideOnError src={venue.logoUrl} alt={t('header.logo', { name: venue.name })} width={40} height={40} className="brand-logo" />
        )}
        <span className="brand-name">{venue.name}</span>
      </a>
      <div className="topbar-actions">
        {credit !== null && (
          <a className="topbar-credit" href={localePath(locale, CUSTOMER_MENU_PATHS.balance)}>
            <span className="visually-hidden">{t('sidebar.creditLabel')} </span>
            {price(credit)}
          </a>
        )}
        {venue.ordering.allowOrder && (
          // The menu, with the cart opened on arrival (the layout and its stores stay across pages).
          <a className="topbar-basket" href={menuWithCart(locale)}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z" />
            </svg>
            <span className="topbar-count" aria-hidden="true">
              {items}
            </span>
            <span className="visually-hidden">{t('sidebar.basket', { count: items })}</span>
          </a>
        )}
      </div>
    </header>
  )
}
