import { useEffect, useState } from 'react'
import { usePageContext } from '../ui/page-context'
import { confirmationIssues, PASSWORD_MIN_LENGTH } from '../../domain/form-rules'
import { apiGet, apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { useFocusOnShow } from './use-focus-on-show'
import { FormSubmit } from '../ui/FormAlert'
import { failureOf, refusedByWorker } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

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
  const { form, field, send, sending, failure } = useOwnForm(rules, (forms) => forms.newPasswordSchema, { password: '', password_confirmation: '' }, confirmationIssues)
  // Used or expired meanwhile: the link is no longer good.
  const expired = (error: unknown) => {
    if (!['not-found', 'invalid'].includes(failureOf(error).reason)) return false
    onExpired()
    return true
  }
  const change = send(
    async (passwords) => {
      await apiPost('/auth/reset', { json: { token, ...passwords } }, locale)
      onChanged()
    },
    { refused: expired },
  )

  return (
    <form ref={form} noValidate onSubmit={(event) => void change(event)} aria-busy={sending}>
      <p className="auth-intro">{t('auth.reset.account', { email })}</p>
      {/* The account's e-mail, for password managers to file the new password under. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        id="reset-password"
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        {...field('password')}
      />
      <Field
        id="reset-password_confirmation"
        label={t('auth.field.newPasswordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
      <FormSubmit failure={failure} sending={sending}>
        {t('auth.reset.submit')}
      </FormSubmit>
    </form>
  )
}
