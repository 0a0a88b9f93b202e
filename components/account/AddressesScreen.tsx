import { useEffect, useMemo, useState } from 'react'
import type { AddressForm as AddressValues } from '../../domain/account-forms'
import { countryOptions } from '../../domain/countries'
import type { CustomerView } from '../../domain/customer-view'
import type { Address } from '../../domain/schemas/customer'
import { apiDelete, apiPost, apiPut } from '../../stores/api-client'
import { useCustomer } from '../ui/use-customer'
import { useFocusOnShow } from '../auth/use-focus-on-show'
import { useI18n } from '../ui/i18n'
import { AccountPage } from './AccountPage'
import { AddressCard } from './AddressCard'
import { AddressForm, type CountryChoice } from './AddressForm'
import { DeleteAddressDialog } from './DeleteAddressDialog'
import { useAccountData } from './use-account-data'

type Kind = 'delivery' | 'billing'
type Notice = 'added' | 'saved' | 'deleted'

/** How the buttons of an address name it: its name, else its street. */
const labelOf = (address: Address) => address.name ?? address.address_line

/**
 * My addresses (SPEC §2, §3 Address): the delivery addresses and the billing address, each to edit in
 * place or to delete once confirmed, and a form to add one.
 */
export function AddressesScreen() {
  const { t, locale } = useI18n()
  const initial = useCustomer()
  const [customer, setCustomer] = useState<CustomerView | null>(initial)
  const countryRead = useAccountData('/customer/countries', {})
  const options = useMemo(
    () => (countryRead.load.state === 'loaded' ? countryOptions(countryRead.load.data, locale) : []),
    [countryRead.load, locale],
  )
  const countries: CountryChoice = { options, load: countryRead.load, retry: countryRead.retry }
  const nameOf = (code: string) => options.find((option) => option.code === code)?.name ?? code
  const [kind, setKind] = useState<Kind>('delivery')
  const [editing, setEditing] = useState<Address['id'] | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const noticeRef = useFocusOnShow<HTMLParagraphElement>(notice !== null)

  // The form of the address being edited takes the focus where its card was: its first field.
  useEffect(() => {
    if (editing != null) document.getElementById(`address-${editing}-name`)?.focus()
  }, [editing])

  /** Leaves an edit without saving: the focus goes back to the address's Edit button. */
  const stopEditing = (id: string | number) => {
    setEditing(null)
    requestAnimationFrame(() => document.getElementById(`address-${id}-edit`)?.focus())
  }

  if (!customer) return null

  async function add(address: AddressValues) {
    setNotice(null)
    setCustomer(await apiPost('/customer/addresses', { json: { kind, address } }, locale))
    setNotice('added')
  }

  async function save(id: string | number, address: AddressValues) {
    setNotice(null)
    setCustomer(await apiPut('/customer/addresses/:id', { param: { id }, json: address }, locale))
    setEditing(null)
    setNotice('saved')
  }

  async function remove(id: string | number) {
    setNotice(null)
    setCustomer(await apiDelete('/customer/addresses/:id', { param: { id } }, locale))
    setDeleting(null)
    setNotice('deleted')
  }

  /** An address as a card with Edit and Delete, or as its form while it is being edited. */
  const entry = (address: Address) => {
    const { id } = address
    // An address the venue did not number cannot be named to it: it is only shown.
    if (id == null) return <AddressCard address={address} countryName={nameOf} />
    if (editing === id) {
      return (
        <div className="address-edit">
          <AddressForm
            idPrefix={`address-${id}`}
            initial={address}
            countries={countries}
            label={t('account.addresses.editName', { name: labelOf(address) })}
            submitLabel={t('account.addresses.save')}
            onSave={(values) => save(id, values)}
            onCancel={() => stopEditing(id)}
          />
        </div>
      )
    }
    return (
      <div className="address-entry">
        <AddressCard address={address} countryName={nameOf} />
        <div className="account-actions">
          <button
            type="button"
            id={`address-${id}-edit`}
            className="button-secondary"
            aria-label={t('account.addresses.editName', { name: labelOf(address) })}
            onClick={() => {
              setNotice(null)
              setEditing(id)
            }}
          >
            {t('account.addresses.edit')}
          </button>
          <button
            type="button"
            className="button-secondary"
            aria-label={t('account.addresses.deleteName', { name: labelOf(address) })}
            onClick={() => setDeleting(address)}
          >
            {t('account.addresses.delete')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <AccountPage id="addresses" title={t('account.addresses.title')}>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className="account-status" role="status">
          {t(`account.addresses.${notice}`)}
        </p>
      )}
      <section aria-labelledby="addresses-delivery">
        <h2 id="addresses-delivery">{t('account.addresses.delivery')}</h2>
        {customer.deliveryAddresses.length > 0 ? (
          <ul className="address-list">
            {customer.deliveryAddresses.map((address, index) => (
              <li key={address.id ?? index}>{entry(address)}</li>
            ))}
          </ul>
        ) : (
          <p className="account-empty">{t('account.addresses.noDelivery')}</p>
        )}
      </section>
      <section aria-labelledby="addresses-billing">
        <h2 id="addresses-billing">{t('account.addresses.billing')}</h2>
        {customer.billingAddress ? entry(customer.billingAddress) : <p className="account-empty">{t('account.addresses.noBilling')}</p>}
      </section>
      <section aria-labelledby="addresses-add">
        <h2 id="addresses-add">{t('account.addresses.add')}</h2>
        <AddressForm idPrefix="address" countries={countries} label={t('account.addresses.add')} submitLabel={t('account.addresses.submit')} onSave={add}>
          <fieldset className="account-choice">
            <legend>{t('account.addresses.kind')}</legend>
            {(['delivery', 'billing'] as const).map((option) => (
              <label key={option} className="payment-choice">
                <input type="radio" name="address-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
                {t(option === 'delivery' ? 'account.addresses.kindDelivery' : 'account.addresses.kindBilling')}
              </label>
            ))}
          </fieldset>
        </AddressForm>
      </section>
      {deleting?.id != null && (
        <DeleteAddressDialog
          address={deleting}
          countryName={nameOf}
          onDelete={() => remove(deleting.id!)}
          onClose={() => setDeleting(null)}
        />
      )}
    </AccountPage>
  )
}
