import { usePageContext } from '../ui/page-context'
import { showsBalance } from '../../domain/customer-menu'
import { languageToOffer } from '../../domain/login-landing'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage } from './AccountPage'
import { useCustomer } from '../ui/use-customer'

/** The landing page of a logged-in customer (SPEC §2, §9 default route /dashboard). */
export function Dashboard() {
  const { t, locale, price } = useI18n()
  const { venue } = usePageContext()
  const customer = useCustomer()
  if (!customer || !venue) return null
  const balance = showsBalance(venue.ordering, customer)
  const otherLanguage = languageToOffer(customer.language, locale, venue.languages)
  const shortcuts: { path: string; label: string }[] = [
    ...(venue.ordering.allowOrder ? [{ path: '/customer/order', label: t('account.dashboard.orders') }] : []),
    { path: '/customer/account', label: t('account.dashboard.account') },
    { path: '/customer/addresses', label: t('account.dashboard.addresses') },
    { path: '/customer/linkcard', label: t('account.dashboard.linkCard') },
    { path: '/customer/tickets', label: t('account.dashboard.tickets') },
    { path: '/customer/invoices', label: t('account.dashboard.invoices') },
  ]
  return (
    <AccountPage id="dashboard" wide title={customer.firstName ? t('account.dashboard.hello', { name: customer.firstName }) : t('account.dashboard.helloNoName')}>
      <p className="account-intro">{t('account.dashboard.intro', { venue: venue.name })}</p>
      {otherLanguage && (
        // The diner stays in the language they read after logging in; the account's own is one tap away.
        <p className="account-language-offer">
          {t('account.dashboard.languageOffer', { language: otherLanguage })}{' '}
          <a href={localePath(otherLanguage, '/dashboard')} hrefLang={otherLanguage} data-vike="false">
            {t('account.dashboard.languageSwitch', { language: otherLanguage })}
          </a>
        </p>
      )}
      <div className="dashboard-cards">
        {balance && (
          <section className="dashboard-card balance-card" aria-labelledby="dashboard-balance">
            <h2 id="dashboard-balance">{t('account.dashboard.balanceTitle')}</h2>
            <p className="balance-amount">{price(customer.balanceCents ?? 0)}</p>
            <div className="account-actions">
              <a className="button-primary" href={localePath(locale, '/customer/creditadd')}>
                {t('account.credit.topUp')}
              </a>
              <a className="button-secondary" href={localePath(locale, '/customer/credit')}>
                {t('account.dashboard.history')}
              </a>
            </div>
          </section>
        )}
        {venue.ordering.allowOrder && (
          <section className="dashboard-card" aria-labelledby="dashboard-order">
            <h2 id="dashboard-order">{t('account.dashboard.orderTitle')}</h2>
            <p>{t('account.dashboard.orderText')}</p>
            <a className="button-primary" href={localePath(locale, '/')}>
              {t('sidebar.newOrder')}
            </a>
          </section>
        )}
      </div>
      <nav aria-labelledby="dashboard-shortcuts">
        <h2 id="dashboard-shortcuts">{t('account.dashboard.shortcuts')}</h2>
        <ul className="account-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.path}>
              <a href={localePath(locale, shortcut.path)}>{shortcut.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  )
}
