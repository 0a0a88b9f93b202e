import type { ProfileForm as ProfileValues } from '../../domain/account-forms'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { AccountPage } from './AccountPage'
import { failureOf } from '../../stores/api-failure'
import { FormSubmit } from '../ui/FormAlert'
import { useCustomer } from '../ui/use-customer'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

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
  const { form, field, send, sending, failure, refuseWith } = useOwnForm(rules, (forms) => forms.profileSchema, (): Values => ({
    first_name: customer?.firstName ?? '',
    last_name: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    vat_number: customer?.vatNumber ?? '',
  }))
  const save = send(
    async (profile) => {
      await apiPost('/customer', { json: profile }, locale)
      await goTo(`${localePath(locale, '/customer/account')}?saved=profile`)
    },
    { failed: 'account.saveFailed', refused: (error) => failureOf(error).reason === 'conflict' && refuseWith({ email: t('account.edit.emailTaken') }) },
  )

  return (
    <AccountPage id="edit" title={t('account.edit.title')}>
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void save(event)}>
        {FIELDS.map((input) => (
          <Field
            key={input.name}
            id={`profile-${input.name}`}
            label={input.name === 'vat_number' ? t('account.edit.vat') : t(`contact.${input.name}`)}
            type={input.type}
            autoComplete={input.autoComplete}
            required={input.required}
            {...field(input.name)}
          />
        ))}
        <FormSubmit
          failure={failure}
          sending={sending}
          beside={
            <a className="button-secondary" href={localePath(locale, '/customer/account')}>
              {t('account.cancel')}
            </a>
          }
        >
          {sending ? t('account.saving') : t('account.edit.save')}
        </FormSubmit>
      </form>
    </AccountPage>
  )
}
