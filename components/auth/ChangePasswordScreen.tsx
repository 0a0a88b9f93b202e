import { useState, type FormEvent } from 'react'
import { confirmationIssues, PASSWORD_MIN_LENGTH } from '../../domain/form-rules'
import { LOGIN_PATH } from '../../domain/route-access'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { failureText } from '../ui/failure-text'
import { useFocusOnShow } from './use-focus-on-show'
import { FormAlert } from '../ui/FormAlert'
import { failureOf } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'

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
  const [values, setValues] = useState<Values>(EMPTY)
  const { form, errors, leave, submit, refuseFailure, refuseWith, reset } = useForm(rules, (forms) => forms.changePasswordSchema, values, confirmationIssues)
  useTypedBeforeHydration(form, setValues)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [changed, setChanged] = useState(false)
  const notice = useFocusOnShow<HTMLParagraphElement>(changed)

  async function send(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setFailure(null)
    setChanged(false)
    try {
      const passwords = await submit()
      if (!passwords) return
      setSending(true)
      await apiPost('/auth/password', { json: passwords }, locale)
      setValues(EMPTY)
      reset()
      setChanged(true)
    } catch (error) {
      if (failureOf(error).reason === 'not-logged-in') {
        // The session ended meanwhile: log in again.
        window.location.assign(localePath(locale, LOGIN_PATH))
        return
      }
      if (refuseFailure(error)) return
      if (failureOf(error).reason === 'forbidden') refuseWith({ current_password: t('auth.changePassword.wrongCurrent') })
      else setFailure(failureText(t, error))
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthScreen id="change-password" title={t('auth.changePassword.title')}>
      {changed && (
        <p ref={notice} className="auth-notice" role="status" tabIndex={-1}>
          {t('auth.changePassword.done')}
        </p>
      )}
      <form ref={form} noValidate onSubmit={(event) => void send(event)} aria-busy={sending}>
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`change-${field}`}
            name={field}
            label={t(LABEL[field])}
            type="password"
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            required
            hint={field === 'password' ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            value={values[field]}
            error={errors[field]}
            onBlur={leave(field)}
            onChange={(value) => setValues({ ...values, [field]: value })}
          />
        ))}
        <FormAlert>{failure}</FormAlert>
        <button type="submit" className="button-primary" disabled={sending}>
          {t('auth.changePassword.submit')}
        </button>
      </form>
      <AuthLinks>
        <li>
          <a href={localePath(locale, '/customer/account')}>{t('auth.changePassword.back')}</a>
        </li>
      </AuthLinks>
    </AuthScreen>
  )
}
