import { useEffect, useState, type FormEvent } from 'react'
import { usePageContext } from '../ui/page-context'
import { confirmationIssues, PASSWORD_MIN_LENGTH } from '../../domain/form-rules'
import { apiGet, apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { failureText } from '../ui/failure-text'
import { useFocusOnShow } from './use-focus-on-show'
import { FormAlert } from '../ui/FormAlert'
import { failureOf, refusedByWorker } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'

type Link = { state: 'checking' } | { state: 'invalid' } | { state: 'failed' } | { state: 'valid'; email: string } | { state: 'changed' }

/**
 * The page the reset e-mail links to (SPEC §2 validate token, reset password): the link is checked
 * first; a valid one lets the customer choose a new password.
 */
export function ValidateTokenScreen() {
  const { t, locale } = useI18n()
  const token = usePageContext().urlParsed.search.token ?? ''
  const [link, setLink] = useState<Link>({ state: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) {
      setLink({ state: 'invalid' })
      return
    }
    let current = true
    setLink({ state: 'checking' })
    apiGet('/auth/reset/:token', { param: { token } }, locale)
      .then(({ email }) => current && setLink({ state: 'valid', email }))
      .catch((error: unknown) => {
        if (!current) return
        const refused = refusedByWorker(failureOf(error))
        setLink({ state: refused ? 'invalid' : 'failed' })
      })
    return () => {
      current = false
    }
  }, [token, locale, attempt])

  const notice = useFocusOnShow<HTMLParagraphElement>(link.state === 'changed')

  return (
    <AuthScreen id="reset" title={t('auth.reset.title')}>
      {link.state === 'checking' && (
        <p role="status" className="auth-intro">
          {t('auth.reset.checking')}
        </p>
      )}
      {link.state === 'invalid' && (
        <>
          <p className="rejection" role="alert">
            {t('auth.reset.invalid')}
          </p>
          <AuthLinks>
            <li>
              <a href={localePath(locale, '/customer/resetpassword')}>{t('auth.reset.askNew')}</a>
            </li>
          </AuthLinks>
        </>
      )}
      {link.state === 'failed' && (
        <>
          <p className="rejection" role="alert">
            {t('error.message')}
          </p>
          <button type="button" className="button-secondary" onClick={() => setAttempt(attempt + 1)}>
            {t('error.tryAgain')}
          </button>
        </>
      )}
      {link.state === 'valid' && (
        <NewPasswordForm
          token={token}
          email={link.email}
          onChanged={() => setLink({ state: 'changed' })}
          onExpired={() => setLink({ state: 'invalid' })}
        />
      )}
      {link.state === 'changed' && (
        <>
          <p ref={notice} className="auth-notice" role="status" tabIndex={-1}>
            {t('auth.reset.done')}
          </p>
          <a className="button-primary" href={localePath(locale, '/customer/login')}>
            {t('auth.login.submit')}
          </a>
        </>
      )}
    </AuthScreen>
  )
}

function NewPasswordForm({
  token,
  email,
  onChanged,
  onExpired,
}: {
  token: string
  email: string
  onChanged: () => void
  onExpired: () => void
}) {
  const { t, locale } = useI18n()
  const [values, setValues] = useState({ password: '', password_confirmation: '' })
  const { form, errors, leave, submit, refuseFailure } = useForm(rules, (forms) => forms.newPasswordSchema, values, confirmationIssues)
  useTypedBeforeHydration(form, setValues)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setFailure(null)
    try {
      const passwords = await submit()
      if (!passwords) return
      setSending(true)
      await apiPost('/auth/reset', { json: { token, ...passwords } }, locale)
      onChanged()
    } catch (error) {
      setSending(false)
      if (refuseFailure(error)) return
      // Used or expired meanwhile.
      if (failureOf(error).reason === 'not-found' || failureOf(error).reason === 'invalid') onExpired()
      else setFailure(failureText(t, error))
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void send(event)} aria-busy={sending}>
      <p className="auth-intro">{t('auth.reset.account', { email })}</p>
      {/* The account's e-mail, for password managers to file the new password under. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        id="reset-password"
        name="password"
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        error={errors.password}
        onBlur={leave('password')}
        onChange={(password) => setValues({ ...values, password })}
      />
      <Field
        id="reset-password_confirmation"
        name="password_confirmation"
        label={t('auth.field.newPasswordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onBlur={leave('password_confirmation')}
        onChange={(password_confirmation) => setValues({ ...values, password_confirmation })}
      />
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="button-primary" disabled={sending}>
        {t('auth.reset.submit')}
      </button>
    </form>
  )
}
