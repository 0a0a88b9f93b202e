import { useState, type FocusEvent } from 'react'
import { usePageContext } from '../ui/page-context'
import { confirmationIssues, PASSWORD_MIN_LENGTH } from '../../domain/form-rules'
import { afterLoginPath, safeNextPath } from '../../domain/login-landing'
import { apiGet, apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { withNext } from './LoginScreen'
import { FormSubmit } from '../ui/FormAlert'
import { failureOf } from '../../stores/api-failure'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

const FIELDS = ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'phone'] as const
type FieldName = (typeof FIELDS)[number]
type Values = Record<FieldName, string>

const LABEL: Record<FieldName, string> = {
  email: 'auth.field.email',
  password: 'auth.field.password',
  password_confirmation: 'auth.field.passwordConfirmation',
  first_name: 'auth.field.firstName',
  last_name: 'auth.field.lastName',
  phone: 'auth.field.phone',
}
const TYPE: Record<FieldName, string> = {
  email: 'email',
  password: 'password',
  password_confirmation: 'password',
  first_name: 'text',
  last_name: 'text',
  phone: 'tel',
}
const AUTOCOMPLETE: Record<FieldName, string> = {
  email: 'email',
  password: 'new-password',
  password_confirmation: 'new-password',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
}

const EMPTY: Values = { email: '', password: '', password_confirmation: '', first_name: '', last_name: '', phone: '' }

/**
 * Account creation (SPEC §2), where the venue allows it: the e-mail is checked as soon as it is
 * entered, and a new account is logged in at once.
 */
export function RegisterScreen() {
  const { t, locale } = useI18n()
  const { venue, urlParsed } = usePageContext()
  const next = safeNextPath(urlParsed.search.next)
  const { form, field, errors, values, send, sending, failure, refuseWith } = useOwnForm(rules, (forms) => forms.registerSchema, EMPTY, confirmationIssues)
  // The e-mail address last found taken, so the warning holds until the address changes.
  const [takenEmail, setTakenEmail] = useState<string | null>(null)

  if (!venue?.ordering.allowCreateAccount) {
    return (
      <AuthScreen id="register" title={t('auth.register.unavailable')}>
        <p className="auth-intro">{t('auth.register.unavailableHint')}</p>
        <a className="button-primary" href={localePath(locale, '/customer/login')}>
          {t('auth.login.submit')}
        </a>
      </AuthScreen>
    )
  }

  const sameEmail = (email: string) => takenEmail !== null && email.trim().toLowerCase() === takenEmail
  const emailError = errors.email ?? (sameEmail(values.email) ? t('auth.register.emailTaken') : null)
  // The e-mail is checked with the venue as soon as it is left.
  const emailField = {
    ...field('email'),
    error: emailError,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      field('email').onBlur(event)
      void checkEmail()
    },
  }
  const emailTaken = () => refuseWith({ email: t('auth.register.emailTaken') })

  async function checkEmail() {
    try {
      const email = (await rules.load()).emailField().safeParse(values.email)
      if (!email.success) return
      const { available } = await apiGet('/auth/checkemail/:email', { param: { email: email.data } }, locale)
      setTakenEmail(available ? null : email.data.toLowerCase())
    } catch {
      // Unknown for now: the venue says so again when the form is sent.
    }
  }

  const register = send(
    async (account) => {
      // A taken address is not sent again: the e-mail field says so, and takes the focus.
      if (sameEmail(values.email)) {
        emailTaken()
        return false
      }
      await apiPost('/auth/register', { json: account }, locale)
      window.location.assign(afterLoginPath({ pageLocale: locale, next }))
    },
    {
      refused: (error) => {
        if (failureOf(error).reason !== 'conflict') return false
        setTakenEmail(values.email.trim().toLowerCase())
        return emailTaken()
      },
      // 403: the venue stopped offering accounts meanwhile.
      failed: (error) => (failureOf(error).reason === 'forbidden' ? 'auth.register.unavailable' : 'error.message'),
    },
  )

  return (
    <AuthScreen id="register" title={t('auth.register.title')}>
      <form ref={form} noValidate onSubmit={(event) => void register(event)} aria-busy={sending}>
        {FIELDS.map((name) => (
          <Field
            key={name}
            id={`register-${name}`}
            label={t(LABEL[name])}
            type={TYPE[name]}
            autoComplete={AUTOCOMPLETE[name]}
            required
            hint={name === 'password' ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            {...(name === 'email' ? emailField : field(name))}
          />
        ))}
        <FormSubmit failure={failure} sending={sending}>
          {t('auth.register.submit')}
        </FormSubmit>
      </form>
      <AuthLinks>
        <li>
          <a href={withNext(localePath(locale, '/customer/login'), next)}>{t('auth.register.haveAccount')}</a>
        </li>
      </AuthLinks>
    </AuthScreen>
  )
}
