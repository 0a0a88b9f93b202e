import { usePageContext } from '../ui/page-context'
import type { CustomerView } from '../../domain/customer-view'
import { customerMenu, menuSectionOf } from '../../domain/customer-menu'
import { splitLocalePath } from '../../domain/locale'
import type { VenueView } from '../../domain/venue-view'
import { useLogout } from '../auth/use-logout'
import { LanguageChooser } from '../layout/LanguageChooser'
import { localePath, useI18n } from '../ui/i18n'

/** First and last name, or the e-mail address when the account has no name. */
export function customerName(customer: CustomerView): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email
}

/**
 * The sidebar of a logged-in customer (SPEC §2 Customer sidebar entries): name, dashboard, my account,
 * orders, my balance with its tag, 'new order', the language chooser and logout. The same content sits
 * in the sidebar from 768 px and in the drawer below.
 */
export function SidebarContent({
  venue,
  customer,
  onNavigate,
}: {
  venue: VenueView
  customer: CustomerView
  /** Called when an entry is followed (the drawer closes). */
  onNavigate?: () => void
}) {
  const { t, locale, price } = useI18n()
  const { urlParsed } = usePageContext()
  const { logout, pending } = useLogout()
  const page = splitLocalePath(urlParsed.pathname).rest
  const section = menuSectionOf(page)
  const menu = customerMenu(venue.ordering, customer)
  return (
    <div className="sidebar-content">
      <p className="sidebar-customer">{customerName(customer)}</p>
      <nav aria-label={t('sidebar.navigation')}>
        <ul className="sidebar-entries">
          {menu.entries.map((entry) => (
            <li key={entry.key}>
              <a
                href={localePath(locale, entry.path)}
                // The page itself, or a screen reached from it (the entry stays marked there).
                aria-current={page === entry.path ? 'page' : section === entry.key ? 'true' : undefined}
                onClick={onNavigate}
              >
                <span>{t(`sidebar.${entry.key}`)}</span>
                {entry.key === 'balance' && menu.balanceTag !== null && (
                  <span className="balance-tag">
                    <span className="visually-hidden">: </span>
                    {price(menu.balanceTag)}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {menu.newOrder && (
        <a className="button-primary sidebar-new-order" href={localePath(locale, '/')} onClick={onNavigate}>
          {t('sidebar.newOrder')}
        </a>
      )}
      <LanguageChooser locales={venue.languages} />
      <button type="button" className="button-secondary sidebar-logout" disabled={pending} onClick={() => void logout()}>
        {t('sidebar.logout')}
      </button>
    </div>
  )
}
