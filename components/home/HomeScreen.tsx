import './home.css'
import { usePageContext } from '../ui/page-context'
import { localePath, useI18n } from '../ui/i18n'
import { useCustomer } from '../ui/use-customer'

/**
 * The venue at a glance: whether it takes orders online now (and the way to its menu if it does) and
 * the way to the customer's account; the footer below says how to reach the venue.
 */
export function HomeScreen() {
  const { venue } = usePageContext()
  const customer = useCustomer()
  const { t, locale } = useI18n()
  if (!venue) return null
  const { ordering } = venue
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
    </section>
  )
}
