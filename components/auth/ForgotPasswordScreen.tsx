import { useRef, useState, type FormEvent } from 'react'
import { useFocusOnShow } from './use-focus-on-show'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { failureText } from '../ui/failure-text'
import { focusFirstError, serverIssues, translatedErrors } from '../ui/form-errors'
import { FormAlert } from '../ui/FormAlert'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'
import { accountFormRules as rules } from '../ui/form-rules'
import { failureOf } from '../../stores/api-failure'

/**
 * 'Forgot your password?' (SPEC §2): the venue mails a link to choose a new one. The answer reads
 * the same whether or not an account exists, so the form tells no one who has an account.
 */
export function ForgotPasswordScreen() {
  const { t, locale } = useI18n()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ email: '' })
  useTypedBeforeHydration(form, setValues)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const notice = useFocusOnShow<HTMLParagraphElement>(sent)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setFailure(null)
    try {
      const parsed = (await rules.load()).forgotPasswordSchema.safeParse(values)
      if (!parsed.success) {
        setError(translatedErrors(t, parsed.error.issues).email ?? null)
        requestAnimationFrame(() => focusFirstError(form.current))
        return
      }
      setError(null)
      setSending(true)
      await apiPost('/auth/forgot', { json: parsed.data }, locale)
      setSent(true)
    } catch (failed) {
      const issues = serverIssues(failed)
      if (issues?.length) setError(translatedErrors(t, issues).email ?? null)
      // An unknown address is no different from a known one.
      else if (failureOf(failed).reason === 'not-found') setSent(true)
      else setFailure(failureText(t, failed))
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthScreen id="forgot" title={t('auth.forgot.title')}>
      {sent ? (
        <p ref={notice} className="auth-notice" role="status" tabIndex={-1}>
          {t('auth.forgot.sent')}
        </p>
      ) : (
        <>
          <p className="auth-intro">{t('auth.forgot.intro')}</p>
          <form ref={form} noValidate onSubmit={(event) => void submit(event)} onFocus={rules.prefetch} aria-busy={sending}>
            <Field
              id="forgot-email"
              name="email"
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              error={error}
              onChange={(email) => setValues({ email })}
            />
            <FormAlert>{failure}</FormAlert>
            <button type="submit" className="button-primary" disabled={sending}>
              {t('auth.forgot.submit')}
            </button>
          </form>
        </>
      )}
      <AuthLinks>
        <li>
          <a href={localePath(locale, '/customer/login')}>{t('auth.backToLogin')}</a>
        </li>
      </AuthLinks>
    </AuthScreen>
  )
}
