import { usePageContext } from '../ui/page-context'
import { LoginType } from '../../domain/form-rules'
import { afterLoginPath, safeNextPath } from '../../domain/login-landing'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { FormSubmit } from '../ui/FormAlert'
import { failureOf } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

/** A path of the authentication screens that keeps the page to return to (`?next=`). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ next })}` : path
}

/**
 * Login by e-mail or by customer ID, as the venue says (SPEC §2, venue login_type). On success the
 * page loads afresh, so the new session cookie takes effect; the diner stays in the language they are
 * reading, and the dashboard offers the account's own (decision 011).
 */
export function LoginScreen() {
  const { t, locale } = useI18n()
  const { venue, urlParsed } = usePageContext()
  const byCustomerId = venue?.ordering.loginType === LoginType.CustomerId
  const next = safeNextPath(urlParsed.search.next)
  const { form, field, send, sending, failure } = useOwnForm(rules, (forms) => forms.loginSchema(venue?.ordering.loginType ?? LoginType.Email), { login: '', password: '' })
  const failedLogin = (error: unknown) => (failureOf(error).reason === 'not-logged-in' ? 'auth.login.invalid' : 'error.message')
  const logIn = send(
    async (login) => {
      await apiPost('/auth/login', { json: login }, locale)
      window.location.assign(afterLoginPath({ pageLocale: locale, next }))
    },
    { failed: failedLogin },
  )

  return (
    <AuthScreen id="login" title={t('auth.login.title')}>
      {/* Where ordering needs an account (SPEC §6), visitors are sent here: say why. */}
      {venue && !venue.ordering.allowOrderWithoutAccount && <p className="auth-intro">{t('auth.login.membersOnly', { venue: venue.name })}</p>}
      <form ref={form} noValidate onSubmit={(event) => void logIn(event)} aria-busy={sending}>
        <Field
          id="login-login"
          label={byCustomerId ? t('auth.field.customerId') : t('auth.field.email')}
          type={byCustomerId ? 'text' : 'email'}
          inputMode={byCustomerId ? 'numeric' : 'email'}
          autoComplete="username"
          required
          {...field('login')}
        />
        <Field
          id="login-password"
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <FormSubmit failure={failure} sending={sending}>
          {t('auth.login.submit')}
        </FormSubmit>
      </form>
      <AuthLinks>
        <li>
          <a href={localePath(locale, '/customer/resetpassword')}>{t('auth.login.forgot')}</a>
        </li>
        {venue?.ordering.allowCreateAccount && (
          <li>
            <a href={withNext(localePath(locale, '/customer/register'), next)}>{t('auth.login.register')}</a>
          </li>
        )}
        <li>
          <a href={localePath(locale, '/customer/linkcard')}>{t('auth.login.linkCard')}</a>
        </li>
      </AuthLinks>
    </AuthScreen>
  )
}
