import { useState, type FormEvent } from 'react'
import type { ProfileForm as ProfileValues } from '../../domain/account-forms'
import { apiPost } from '../../stores/api-client'
import { failureText } from '../ui/failure-text'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { AccountPage } from './AccountPage'
import { failureOf } from '../../stores/api-failure'
import { FormAlert } from '../ui/FormAlert'
import { useCustomer } from '../ui/use-customer'
import { accountFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'

type Values = Record<keyof ProfileValues, string>
const FIELDS: { name: keyof Values; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'first_name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'last_name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'vat_number', type: 'text', autoComplete: 'off', required: false },
]

/** Edit my info (SPEC §2): validated here and by the Worker; saved, it goes back to my account. */
export function ProfileForm() {
  const { t, locale } = useI18n()
  const customer = useCustomer()
  const [values, setValues] = useState<Values>(() => ({
    first_name: customer?.firstName ?? '',
    last_name: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    vat_number: customer?.vatNumber ?? '',
  }))
  const { form, errors, leave, submit, refuseFailure, refuseWith } = useForm(rules, (forms) => forms.profileSchema, values)
  useTypedBeforeHydration(form, setValues)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    try {
      const profile = await submit()
      if (!profile) return
      setSending(true)
      await apiPost('/customer', { json: profile }, locale)
      await goTo(`${localePath(locale, '/customer/account')}?saved=profile`)
    } catch (error) {
      setSending(false)
      if (refuseFailure(error)) return
      if (failureOf(error).reason === 'conflict') return void refuseWith({ email: t('account.edit.emailTaken') })
      setFailure(failureText(t, error, 'account.saveFailed'))
    }
  }

  return (
    <AccountPage id="edit" title={t('account.edit.title')}>
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void send(event)}>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`profile-${field.name}`}
            name={field.name}
            label={field.name === 'vat_number' ? t('account.edit.vat') : t(`contact.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            value={values[field.name]}
            error={errors[field.name]}
            onBlur={leave(field.name)}
            onChange={(value) => setValues({ ...values, [field.name]: value })}
          />
        ))}
        <FormAlert>{failure}</FormAlert>
        <div className="account-actions">
          <button type="submit" className="button-primary" disabled={sending}>
            {sending ? t('account.saving') : t('account.edit.save')}
          </button>
          <a className="button-secondary" href={localePath(locale, '/customer/account')}>
            {t('account.cancel')}
          </a>
        </div>
      </form>
    </AccountPage>
  )
}
