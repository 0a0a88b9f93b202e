import type { ReactNode } from 'react'
import type { VenueView } from '../../domain/venue-view'
import { CartBar } from '../cart/CartBar'
import { useI18n } from '../ui/i18n'
import { Footer } from './Footer'
import { SiteHeader } from './SiteHeader'
import { StandHeader } from './StandHeader'

/** The anonymous visitor's frame: header, the stand switcher of a food court, page, footer, cart bar (SPEC §2). */
export function MasterLayout({ venue, children }: { venue: VenueView; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <div className={`app ${venue.themeClass}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div id="navigation-progress" className="navigation-progress" aria-hidden="true" />
      <SiteHeader venue={venue} />
      {venue.active && venue.stands.length > 0 && <StandHeader stands={venue.stands} />}
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer venue={venue} />
      {venue.active && <CartBar />}
    </div>
  )
}
