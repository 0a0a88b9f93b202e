import type { VenueView } from '../../domain/venue-view'
import { localePath, useI18n } from '../ui/i18n'

/** Venue name, address, VAT number, e-mail, website, the legal links (SPEC §1) and the accessibility statement. */
export function Footer({ venue }: { venue: VenueView }) {
  const { t, locale } = useI18n()
  const { address } = venue
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ')
  return (
    <footer className="site-footer">
      <p className="footer-name">{venue.name}</p>
      <address>
        {[address.line1, address.line2, cityLine].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <ul className="footer-details">
        {venue.vatNumber && <li>{t('footer.vat', { number: venue.vatNumber })}</li>}
        {venue.email && (
          <li>
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </li>
        )}
        {venue.websiteHref && (
          <li>
            <a href={venue.websiteHref} rel="noopener" target="_blank">
              {venue.website}
            </a>
          </li>
        )}
      </ul>
      <nav className="footer-links" aria-label={t('footer.terms')}>
        <a href={localePath(locale, '/info/termsofuse')}>{t('footer.terms')}</a>
        <a href={localePath(locale, '/info/privacy')}>{t('footer.privacy')}</a>
        <a href={localePath(locale, '/info/accessibility')}>{t('footer.accessibility')}</a>
      </nav>
    </footer>
  )
}
