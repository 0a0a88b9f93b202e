import { useState } from 'react'
import { useFocusOnShow } from './use-focus-on-show'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AuthLinks, AuthScreen } from './AuthScreen'
import { FormSubmit } from '../ui/FormAlert'
import { useOwnForm } from '../ui/use-form'
import { accountFormRules as rules } from '../ui/form-rules'
import { failureOf } from '../../stores/api-failure'

/**
 * 'Forgot your password?' (SPEC §2): the venue mails a link to choose a new one. The answer reads
 * the same whether or not an account exists, so the form tells no one who has an account.
 */
export function ForgotPasswordScreen() {
  const { t, locale } = useI18n()
  const { form, field, send, sending, failure } = useOwnForm(rules, (forms) => forms.forgotPasswordSchema, { email: '' })
  const [sent, setSent] = useState(false)
  const notice = useFocusOnShow<HTMLParagraphElement>(sent)
  // An unknown address is no different from a known one.
  const unknown = (error: unknown) => {
    if (failureOf(error).reason !== 'not-found') return false
    setSent(true)
    return true
  }
  const ask = send(
    async (email) => {
      await apiPost('/auth/forgot', { json: email }, locale)
      setSent(true)
    },
    { refused: unknown },
  )

  return (
    <AuthScreen id="forgot" title={t('auth.forgot.title')}>
      {sent ? (
        <p ref={notice} className="auth-notice" role="status" tabIndex={-1}>
          {t('auth.forgot.sent')}
        </p>
      ) : (
        <>
          <p className="auth-intro">{t('auth.forgot.intro')}</p>
          <form ref={form} noValidate onSubmit={(event) => void ask(event)} aria-busy={sending}>
            <Field
              id="forgot-email"
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            <FormSubmit failure={failure} sending={sending}>
              {t('auth.forgot.submit')}
            </FormSubmit>
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
