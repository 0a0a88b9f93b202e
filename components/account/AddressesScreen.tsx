import { useMemo, useState, type FormEvent } from 'react'
import { addressSchema, type AddressForm } from '../../domain/account-forms'
import { countryOptions, defaultCountry } from '../../domain/countries'
import type { CustomerView } from '../../domain/customer-view'
import { apiPost } from '../../stores/api-client'
import { useFocusOnShow } from '../auth/use-focus-on-show'
import { failureText, serverIssues, translatedErrors, useFormErrors } from '../ui/form-errors'
import { Field } from '../ui/Field'
import { useI18n } from '../ui/i18n'
import { LoadingStatus, ReadFailure } from '../ui/ReadStatus'
import { AccountPage } from './AccountPage'
import { AddressCard } from './AddressCard'
import { useAccountData } from './use-account-data'
import { FormAlert } from '../ui/FormAlert'
import { useCustomer } from '../ui/use-customer'

type Kind = 'delivery' | 'billing'
type TextField = Exclude<keyof AddressForm, 'country'>
const TEXT_FIELDS: { name: TextField; autoComplete: string; required: boolean }[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'address_line', autoComplete: 'address-line1', required: true },
  { name: 'address_line2', autoComplete: 'address-line2', required: false },
  { name: 'zip_code', autoComplete: 'postal-code', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
]
const EMPTY: Record<TextField, string> = { name: '', address_line: '', address_line2: '', zip_code: '', city: '' }

/** My addresses (SPEC §2, §3 Address): delivery addresses and the billing address, and a form to add one. */
export function AddressesScreen() {
  const { t, locale } = useI18n()
  const initial = useCustomer()
  const [customer, setCustomer] = useState<CustomerView | null>(initial)
  const countries = useAccountData('/customer/countries', {})
  const options = useMemo(
    () => (countries.load.state === 'loaded' ? countryOptions(countries.load.data, locale) : []),
    [countries.load, locale],
  )
  const nameOf = (code: string) => options.find((option) => option.code === code)?.name ?? code
  const [kind, setKind] = useState<Kind>('delivery')
  const [values, setValues] = useState<Record<TextField, string>>(EMPTY)
  const [country, setCountry] = useState<string | null>(null)
  const { form, errors, showErrors, clearErrors } = useFormErrors()
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [added, setAdded] = useState(false)
  const addedRef = useFocusOnShow<HTMLParagraphElement>(added)
  const chosenCountry = country ?? defaultCountry(options)

  if (!customer) return null


  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    setAdded(false)
    const parsed = addressSchema.safeParse({ ...values, country: chosenCountry })
    if (!parsed.success) return showErrors(translatedErrors(t, parsed.error.issues))
    clearErrors()
    setSending(true)
    try {
      setCustomer(await apiPost('/customer/addresses', { json: { kind, address: parsed.data } }, locale))
      setValues(EMPTY)
      setAdded(true)
    } catch (error) {
      const issues = serverIssues(error)
      if (issues) showErrors(translatedErrors(t, issues))
      else setFailure(failureText(t, error, 'account.saveFailed'))
    } finally {
      setSending(false)
    }
  }

  return (
    <AccountPage id="addresses" title={t('account.addresses.title')}>
      <section aria-labelledby="addresses-delivery">
        <h2 id="addresses-delivery">{t('account.addresses.delivery')}</h2>
        {customer.deliveryAddresses.length > 0 ? (
          <ul className="address-list">
            {customer.deliveryAddresses.map((address, index) => (
              <li key={address.id ?? index}>
                <AddressCard address={address} countryName={nameOf} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-empty">{t('account.addresses.noDelivery')}</p>
        )}
      </section>
      <section aria-labelledby="addresses-billing">
        <h2 id="addresses-billing">{t('account.addresses.billing')}</h2>
        {customer.billingAddress ? (
          <AddressCard address={customer.billingAddress} countryName={nameOf} />
        ) : (
          <p className="account-empty">{t('account.addresses.noBilling')}</p>
        )}
      </section>
      <section aria-labelledby="addresses-add">
        <h2 id="addresses-add">{t('account.addresses.add')}</h2>
        {added && (
          <p ref={addedRef} tabIndex={-1} className="account-status" role="status">
            {t('account.addresses.added')}
          </p>
        )}
        <form ref={form} className="account-form" noValidate onSubmit={submit}>
          <fieldset className="account-choice">
            <legend>{t('account.addresses.kind')}</legend>
            {(['delivery', 'billing'] as const).map((option) => (
              <label key={option} className="payment-choice">
                <input type="radio" name="address-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
                {t(option === 'delivery' ? 'account.addresses.kindDelivery' : 'account.addresses.kindBilling')}
              </label>
            ))}
          </fieldset>
          {TEXT_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`address-${field.name}`}
              label={t(`account.address.${field.name}`)}
              autoComplete={field.autoComplete}
              required={field.required}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
            />
          ))}
          <div className={errors.country ? 'field has-error' : 'field'}>
            <label htmlFor="address-country">
              {t('account.address.country')}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id="address-country"
              required
              value={chosenCountry}
              disabled={options.length === 0}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? 'address-country-error' : undefined}
              onChange={(event) => setCountry(event.target.value)}
            >
              {options.length === 0 && <option value="" />}
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            {/* The countries are the venue's: the field says it waits for them, or that they did not come. */}
            {countries.load.state === 'loading' && <LoadingStatus className="field-hint" text={t('account.loading')} />}
            {countries.load.state === 'failed' && <ReadFailure error={countries.load.error} fallbackId="account.loadFailed" retry={countries.retry} />}
            {errors.country && (
              <p id="address-country-error" className="field-error" role="alert">
                {errors.country}
              </p>
            )}
          </div>
          <FormAlert>{failure}</FormAlert>
          <button type="submit" className="button-primary" disabled={sending || options.length === 0}>
            {sending ? t('account.saving') : t('account.addresses.submit')}
          </button>
        </form>
      </section>
    </AccountPage>
  )
}
