import { usePageContext } from '../ui/page-context'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage, StatusMessage } from './AccountPage'
import { AddressCard } from './AddressCard'
import { customerName } from './CustomerSidebar'
import { useCustomer } from '../ui/use-customer'
import { DetailList } from '../ui/DetailList'

/** My info (SPEC §2 account area): the customer's details and addresses, and the ways to change them. */
export function AccountInfo() {
  const { t, locale } = useI18n()
  const { urlParsed } = usePageContext()
  const customer = useCustomer()
  if (!customer) return null
  const saved = urlParsed.search.saved === 'profile'
  const notGiven = t('account.info.notGiven')
  const rows: [string, string][] = [
    [t('account.info.name'), customerName(customer)],
    [t('account.info.email'), customer.email],
    [t('account.info.phone'), customer.phone || notGiven],
    [t('account.info.vat'), customer.vatNumber || notGiven],
    [t('account.info.customerId'), customer.customerId],
  ]
  const links: [string, string][] = [
    ['/customer/edit', t('account.info.edit')],
    ['/customer/addresses', t('account.info.addresses')],
    ['/customer/changepassword', t('account.info.changePassword')],
    ['/customer/linkcard', t('account.info.linkCard')],
    ['/customer/tickets', t('account.info.tickets')],
    ['/customer/invoices', t('account.info.invoices')],
  ]
  return (
    <AccountPage id="account" title={t('account.info.title')}>
      {saved && <StatusMessage>{t('account.edit.saved')}</StatusMessage>}
      <DetailList className="account-details" rows={rows} />
      <section aria-labelledby="account-addresses">
        <h2 id="account-addresses">{t('account.addresses.title')}</h2>
        <h3>{t('account.addresses.delivery')}</h3>
        {customer.deliveryAddresses.length > 0 ? (
          <ul className="address-list">
            {customer.deliveryAddresses.map((address, index) => (
              <li key={address.id ?? index}>
                <AddressCard address={address} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-empty">{t('account.addresses.noDelivery')}</p>
        )}
        <h3>{t('account.addresses.billing')}</h3>
        {customer.billingAddress ? <AddressCard address={customer.billingAddress} /> : <p className="account-empty">{t('account.addresses.noBilling')}</p>}
      </section>
      <nav aria-label={t('account.info.manage')}>
        <ul className="account-links">
          {links.map(([path, label]) => (
            <li key={path}>
              <a href={localePath(locale, path)}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  )
}
