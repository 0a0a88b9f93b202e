import type { ReactNode } from 'react'
import type { VenueView } from '../../domain/venue-view'
import { usePageContext } from '../ui/page-context'
import { splitLocalePath } from '../../domain/locale'
import { showsHeaderCart, showsLoginLink } from './page-cart'
import { quickOrderPage } from '../../domain/quick-order'
import { CART_ID, CartDrawer } from '../cart/CartDrawer'
import { DOCKED_CART_VISITOR } from '../cart/cart-dock'
import { PageNotices } from '../schedule/PageNotices'
import { SlotWatcher } from '../schedule/SlotWatcher'
import { useI18n } from '../ui/i18n'
import { usePageData } from '../ui/page-data'
import { Footer } from './Footer'
import { OriginRedirect } from './OriginRedirect'
import { SiteHeader } from './SiteHeader'
import { StandHeader } from './StandHeader'

/**
 * How the cart behaves on this page, or null where the page has no cart; without the bar, the header's
 * cart opens it. `note`: what the open cart says of itself above its lines. `typePrices`: the cart says
 * what a new consumption type did to its prices, but where the page says it itself (the schedule,
 * beside its choice of type).
 */
export type PageCart = { showNext: boolean; showOpenMenu: boolean; nextPath: string | undefined; bar: boolean; note?: string; typePrices: boolean }

/**
 * The cart of the visitor's checkout, legal and result pages: opened from the header, it lets the
 * diner look and change quantities; the page itself leads on, so it has no 'next'.
 */
const HEADER_CART: PageCart = { showNext: false, showOpenMenu: true, nextPath: undefined, bar: false, typePrices: false }

/**
 * Which page this is (without its locale prefix) and whether it carries the cart: the menu and the
 * schedule do (SPEC §2); 'next' leads from the menu to the schedule. Both frames use it.
 */
export function usePageFrame(venue: VenueView): { page: string; cart: PageCart | null } {
  const { urlParsed } = usePageContext()
  const { t } = useI18n()
  const tableMode = usePageData()?.checkout?.quickOrder.tableMode
  const page = splitLocalePath(urlParsed.pathname).rest
  // A quick order's menu has the cart too; its 'next' opens the payment form of the same table.
  const quickOrder = quickOrderPage(page, urlParsed.search)
  const quickOrderMenu = quickOrder !== null && urlParsed.search.checkout === undefined
  // At a table the venue knows by uid the cart is the phone's own part of the table's (decision 067).
  const sharedTable = quickOrderMenu && quickOrder.table !== null && tableMode === 0
  const withCart = venue.active && (page === '/' || page === '/schedule' || quickOrderMenu)
  const cart = withCart
    ? {
        showNext: page === '/' || quickOrderMenu,
        showOpenMenu: page === '/schedule',
        nextPath: quickOrderMenu ? `${page}?${new URLSearchParams({ ...urlParsed.search, checkout: '' })}` : undefined,
        bar: true,
        ...(sharedTable ? { note: t('quickorder.shared.cartNote') } : {}),
        typePrices: page !== '/schedule',
      }
    : null
  return { page, cart }
}

/**
 * The skip links and the navigation progress bar, first in every frame: to the page, and to the cart
 * where the page has its bar, which would otherwise come after every product of the menu.
 */
export function FrameStart({ cart }: { cart: PageCart | null }) {
  const { t } = useI18n()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {cart?.bar && (
        <a className="skip-link" href={`#${CART_ID}`}>
          {t('app.skipToCart')}
        </a>
      )}
      <div id="navigation-progress" className="navigation-progress" aria-hidden="true" />
    </>
  )
}

/**
 * The page under the notices of every page (closed venue, held slot, timeout), the stand switcher of
 * a food court above it, and the cart where the page has one: from `cartDock` on, a column beside the
 * page (the stylesheet lays it out, pages/styles.css), so it comes right after the page, before the footer.
 */
export function FrameBody({ venue, page, cart, cartDock, children }: { venue: VenueView; page: string; cart: PageCart | null; cartDock: string; children: ReactNode }) {
  return (
    <div className={cart?.bar ? 'frame-body has-cart' : 'frame-body'}>
      {venue.active && venue.stands.length > 0 && <StandHeader stands={venue.stands} />}
      <main id="main" className="main" tabIndex={-1}>
        <PageNotices path={page} ordering={venue.ordering} />
        {children}
      </main>
      {cart && (
        <CartDrawer
          showNext={cart.showNext}
          showOpenMenu={cart.showOpenMenu}
          nextPath={cart.nextPath}
          bar={cart.bar}
          note={cart.note}
          typePrices={cart.typePrices}
          dockFrom={cartDock}
        />
      )}
    </div>
  )
}

/** What every frame ends with: the slot watcher and the origin popup. */
export function FrameEnd() {
  return (
    <>
      <SlotWatcher />
      <OriginRedirect />
    </>
  )
}

/**
 * The anonymous visitor's frame: header, the stand switcher of a food court, page, footer, cart (SPEC §2).
 * `login` false: no login link, for a customer whose session the browser is still checking.
 */
export function MasterLayout({ venue, login = true, children }: { venue: VenueView; login?: boolean; children: ReactNode }) {
  const frame = usePageFrame(venue)
  const { page } = frame
  const cart = frame.cart ?? (venue.active && showsHeaderCart(page) ? HEADER_CART : null)
  return (
    <div className={`app ${venue.themeClass}`}>
      <FrameStart cart={cart} />
      <SiteHeader venue={venue} cart={cart !== null && !cart.bar} login={login && showsLoginLink(page)} />
      <FrameBody venue={venue} page={page} cart={cart} cartDock={DOCKED_CART_VISITOR}>
        {children}
      </FrameBody>
      <Footer venue={venue} />
      <FrameEnd />
    </div>
  )
}
