import { useState, type ReactNode } from 'react'
import type { AddressForm as AddressValues } from '../../domain/account-forms'
import { defaultCountry } from '../../domain/countries'
import type { Address } from '../../domain/schemas/customer'
import { Field } from '../ui/Field'
import { FormAlert } from '../ui/FormAlert'
import { useI18n } from '../ui/i18n'
import { LoadingStatus, ReadFailure } from '../ui/ReadStatus'
import { accountFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'
import type { AccountLoad } from './use-account-data'

type TextField = Exclude<keyof AddressValues, 'country'>
const TEXT_FIELDS: { name: TextField; autoComplete: string; required: boolean }[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'address_line', autoComplete: 'address-line1', required: true },
  { name: 'address_line2', autoComplete: 'address-line2', required: false },
  { name: 'zip_code', autoComplete: 'postal-code', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
]

/** The venue's countries for the form: the options in the page's language, and how their read went. */
export type CountryChoice = { options: { code: string; name: string }[]; load: AccountLoad<unknown>; retry: () => void }

type Props = {
  /** Prefix of the fields' ids, one per form on the page: 'address' for a new one. */
  idPrefix: string
  /** The address being edited; none for a new one. */
  initial?: Address | null
  countries: CountryChoice
  /** The form's name for assistive technologies ('Add an address', 'Edit Maison'). */
  label: string
  submitLabel: string
  /** Sends the checked address; a refusal it throws is shown beside the fields, or above the button. */
  onSave: (address: AddressValues) => Promise<void>
  onCancel?: () => void
  /** Controls before the fields: the kind of a new address. */
  children?: ReactNode
}

const textValues = (address: Address | null | undefined): Record<TextField, string> => ({
  name: address?.name ?? '',
  address_line: address?.address_line ?? '',
  address_line2: address?.address_line2 ?? '',
  zip_code: address?.zip_code ?? '',
  city: address?.city ?? '',
})

/** An address's fields and country (SPEC §3 Address, §5: name, street and number, postal code and city required). */
export function AddressForm({ idPrefix, initial, countries, label, submitLabel, onSave, onCancel, children }: Props) {
  const { t } = useI18n()
  const [values, setValues] = useState(() => textValues(initial))
  const [country, setCountry] = useState<string | null>(initial?.country?.toUpperCase() ?? null)
  const chosenCountry = country ?? defaultCountry(countries.options)
  const { form, errors, field, send, sending, failure, reset } = useForm(rules, (forms) => forms.addressSchema, { ...values, country: chosenCountry })
  useTypedBeforeHydration(form, setValues)
  const id = (name: string) => `${idPrefix}-${name}`
  const save = send(
    async (address) => {
      await onSave(address)
      setValues(textValues(null))
      setCountry(null)
      reset()
    },
    { failed: 'account.saveFailed' },
  )

  return (
    <form ref={form} className="account-form" aria-label={label} noValidate onSubmit={(event) => void save(event)}>
      {children}
      {TEXT_FIELDS.map((input) => (
        <Field
          key={input.name}
          id={id(input.name)}
          label={t(`account.address.${input.name}`)}
          autoComplete={input.autoComplete}
          required={input.required}
          value={values[input.name]}
          {...field(input.name)}
          onChange={(value) => setValues({ ...values, [input.name]: value })}
        />
      ))}
      <div className={errors.country ? 'field has-error' : 'field'}>
        <label htmlFor={id('country')}>
          {t('account.address.country')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={id('country')}
          required
          value={chosenCountry}
          disabled={countries.options.length === 0}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id('country')}-error` : undefined}
          onBlur={field('country').onBlur}
          onChange={(event) => setCountry(event.target.value)}
        >
          {countries.options.length === 0 && <option value="" />}
          {countries.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {/* The countries are the venue's: the field says it waits for them, or that they did not come. */}
        {countries.load.state === 'loading' && <LoadingStatus className="field-hint" text={t('account.loading')} />}
        {countries.load.state === 'failed' && <ReadFailure error={countries.load.error} fallbackId="account.loadFailed" retry={countries.retry} />}
        {errors.country && (
          <p id={`${id('country')}-error`} className="field-error" role="alert">
            {errors.country}
          </p>
        )}
      </div>
      <FormAlert>{failure}</FormAlert>
      <div className="account-actions">
        <button type="submit" className="button-primary" disabled={sending || countries.options.length === 0}>
          {sending ? t('account.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t('account.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
