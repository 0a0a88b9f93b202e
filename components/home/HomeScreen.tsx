import './home.css'
import { usePageContext } from 'vike-react/usePageContext'
import { localePath, useI18n } from '../ui/i18n'

/**
 * The venue at a glance: whether it takes orders online now (and the way to its menu if it does),
 * the way to the customer's account, and how to reach the venue.
 */
export function HomeScreen() {
  const { venue, customer } = usePageContext()
  const { t, locale } = useI18n()
  if (!venue) return null
  const { ordering, address, email, website, websiteHref } = venue
  const place = [address.line1, address.line2, [address.zipCode, address.city].filter(Boolean).join(' ')].filter(Boolean)
  return (
    <section className="home-screen" aria-labelledby="home-title">
      <h1 id="home-title">{venue.name}</h1>
      <p>{ordering.allowOrder ? t('home.ordering') : t('venue.closed')}</p>
      <p className="home-actions">
        {ordering.allowOrder && (
          <a className="button-primary" href={localePath(locale, '/')}>
            {t('home.toMenu')}
          </a>
        )}
        {customer ? (
          <a className="button-secondary" href={localePath(locale, '/dashboard')}>
            {t('home.toAccount')}
          </a>
        ) : (
          <a className="button-secondary" href={localePath(locale, '/customer/login')}>
            {t('header.login')}
          </a>
        )}
      </p>
      {(place.length > 0 || email || website) && (
        <address className="home-contact">
          {place.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {email && <a href={`mailto:${email}`}>{email}</a>}
          {website && websiteHref && <a href={websiteHref}>{website}</a>}
        </address>
      )}
    </section>
  )
}
