import type { VenueView } from '../../domain/venue-view'
import { HeaderCartButton } from '../cart/HeaderCartButton'
import { localePath, useI18n } from '../ui/i18n'
import { HideOnError } from '../ui/HideOnError'
import { LanguageChooser } from './LanguageChooser'

/**
 * The visitor's header (SPEC §2 Layouts): logo, language chooser, login link (not at a table), and
 * the cart where the page has no cart bar.
 */
export function SiteHeader({ venue, cart, login }: { venue: VenueView; cart: boolean; login: boolean }) {
  const { t, locale } = useI18n()
  return (
    <header className="site-header">
      <a className="brand" href={localePath(locale, '/')} aria-label={t('header.home', { name: venue.name })}>
        {venue.logoUrl && (
          <HideOnError src={venue.logoUrl} alt={t('header.logo', { name: venue.name })} width={48} height={48} className="brand-logo" />
        )}
        <span className="brand-name">{venue.name}</span>
      </a>
      <div className="header-actions">
        <LanguageChooser locales={venue.languages} />
        {login && (
          <a className="login-link" href={localePath(locale, '/customer/login')}>
            {t('header.login')}
          </a>
        )}
        {cart && <HeaderCartButton />}
      </div>
    </header>
  )
}
