import type { ReactNode } from 'react'
import type { VenueView } from '../../domain/venue-view'
import { usePageContext } from 'vike-react/usePageContext'
import { splitLocalePath } from '../../domain/locale'
import { CartDrawer } from '../cart/CartDrawer'
import { PageNotices } from '../schedule/PageNotices'
import { SlotWatcher } from '../schedule/SlotWatcher'
import { useI18n } from '../ui/i18n'
import { Footer } from './Footer'
import { OriginRedirect } from './OriginRedirect'
import { SiteHeader } from './SiteHeader'
import { StandHeader } from './StandHeader'

/** The anonymous visitor's frame: header, the stand switcher of a food court, page, footer, cart bar (SPEC §2). */
export function MasterLayout({ venue, children }: { venue: VenueView; children: ReactNode }) {
  const { t } = useI18n()
  // The cart is shown on the menu and the schedule (SPEC §2); 'next' leads from the menu to the schedule.
  const { urlParsed } = usePageContext()
  const page = splitLocalePath(urlParsed.pathname).rest
  // A quick order's menu has the cart too; its 'next' opens the payment form of the same table.
  const quickOrderMenu = /^\/quickorder(\/(?!order$)[^/]+)?$/.test(page) && urlParsed.search.checkout === undefined
  const withCart = venue.active && (page === '/' || page === '/schedule' || quickOrderMenu)
  return (
    <div className={`app ${venue.themeClass}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div id="navigation-progress" className="navigation-progress" aria-hidden="true" />
      <SiteHeader venue={venue} />
      {venue.active && venue.stands.length > 0 && <StandHeader stands={venue.stands} />}
      <main id="main" className="main" tabIndex={-1}>
        <PageNotices path={page} ordering={venue.ordering} />
        {children}
      </main>
      <Footer venue={venue} />
      {withCart && (
        <CartDrawer
          showNext={page === '/' || quickOrderMenu}
          showOpenMenu={page === '/schedule'}
          nextPath={quickOrderMenu ? `${page}?${new URLSearchParams({ ...urlParsed.search, checkout: '' })}` : undefined}
        />
      )}
      <SlotWatcher />
      <OriginRedirect />
    </div>
  )
}
