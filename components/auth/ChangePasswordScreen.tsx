import { useState } from 'react'
import { confirmationIssues, PASSWORD_MIN_LENGTH } from '../../domain/form-rules'
import { LOGIN_PATH } from '../../domain/route-access'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { useFocusOnShow } from './use-focus-on-show'
import { FormSubmit } from '../ui/FormAlert'
import { failureOf } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const
type FieldName = (typeof FIELDS)[number]
type Values = Record<FieldName, string>

const LABEL: Record<FieldName, string> = {
  current_password: 'auth.field.currentPassword',
  password: 'auth.field.newPassword',
  password_confirmation: 'auth.field.newPasswordConfirmation',
}

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' }

/** A logged-in customer changes their password (SPEC §2 change password); the current one is asked first. */
export function ChangePasswordScreen() {
  const { t, locale } = useI18n()
  const { form, field, setValues, send, sending, failure, refuseWith, reset } = useOwnForm(rules, (forms) => forms.changePasswordSchema, EMPTY, confirmationIssues)
  const [changed, setChanged] = useState(false)
  const notice = useFocusOnShow<HTMLParagraphElement>(changed)
  const refused = (error: unknown) => {
    const { reason } = failureOf(error)
    // The session ended meanwhile: log in again.
    if (reason === 'not-logged-in') window.location.assign(localePath(locale, LOGIN_PATH))
    return reason === 'not-logged-in' || (reason === 'forbidden' && refuseWith({ current_password: t('auth.changePassword.wrongCurrent') }))
  }
  const change = send(
    async (passwords) => {
      setChanged(false)
      await apiPost('/auth/password', { json: passwords }, locale)
      setValues(EMPTY)
      reset()
      setChanged(true)
    },
    { refused },
  )

  return (
    <AuthScreen id="change-password" title={t('auth.changePassword.title')}>
      {changed && (
        <p ref={notice} className="auth-notice" role="status" tabIndex={-1}>
          {t('auth.changePassword.done')}
        </p>
      )}
      <form ref={form} noValidate onSubmit={(event) => void change(event)} aria-busy={sending}>
        {FIELDS.map((name) => (
          <Field
            key={name}
            id={`change-${name}`}
            label={t(LABEL[name])}
            type="password"
            autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
            required
            hint={name === 'password' ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            {...field(name)}
          />
        ))}
        <FormSubmit failure={failure} sending={sending}>
          {t('auth.changePassword.submit')}
        </FormSubmit>
      </form>
      <AuthLinks>
        <li>
          <a href={localePath(locale, '/customer/account')}>{t('auth.changePassword.back')}</a>
        </li>
      </AuthLinks>
    </AuthScreen>
  )
}
