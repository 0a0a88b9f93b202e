import { useState, type FormEvent } from 'react'
import { TOP_UP_MAX, TOP_UP_MIN, ValidationKey } from '../../domain/form-rules'
import { parseEuros, TOP_UP_PRESETS } from '../../domain/credit'
import { toCents } from '../../domain/money'
import { apiPost } from '../../stores/api-client'
import { failureText } from '../ui/failure-text'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage } from './AccountPage'
import { failureOf } from '../../stores/api-failure'
import { FormAlert } from '../ui/FormAlert'
import { accountFormRules as rules } from '../ui/form-rules'

/** Credit top-up (SPEC §2 'credit top-up (add)'): an amount, then the payment page of the provider. */
export function TopUpForm() {
  const { t, locale, price } = useI18n()
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const bounds = { min: price(toCents(TOP_UP_MIN)), max: price(toCents(TOP_UP_MAX)) }
  const amountError = () => t(ValidationKey.Amount, bounds)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    try {
      const parsed = (await rules.load()).topUpSchema.safeParse({ amount: parseEuros(amount) })
      if (!parsed.success) {
        setError(amountError())
        requestAnimationFrame(() => document.getElementById('topup-amount')?.focus())
        return
      }
      setError(null)
      setSending(true)
      const { payment_url } = await apiPost('/credit', { json: parsed.data }, locale)
      // The provider's page; it sends the customer back to /customer/creditok.
      window.location.assign(payment_url)
    } catch (failed) {
      setSending(false)
      if (failureOf(failed).reason === 'invalid') setError(amountError())
      else setFailure(failureText(t, failed, 'account.topUp.failed'))
    }
  }

  return (
    <AccountPage id="topup" title={t('account.topUp.title')}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} onFocus={rules.prefetch}>
        <fieldset className="topup-presets">
          <legend>{t('account.topUp.presets')}</legend>
          {TOP_UP_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button-secondary"
              aria-pressed={parseEuros(amount) === preset}
              onClick={() => {
                setAmount(String(preset))
                setError(null)
              }}
            >
              {price(toCents(preset))}
            </button>
          ))}
        </fieldset>
        <Field
          id="topup-amount"
          label={t('account.topUp.amount')}
          hint={t('account.topUp.hint', bounds)}
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          error={error}
          onChange={setAmount}
        />
        <FormAlert>{failure}</FormAlert>
        <div className="account-actions">
          <button type="submit" className="button-primary" disabled={sending}>
            {sending ? t('account.topUp.sending') : t('account.topUp.submit')}
          </button>
          <a className="button-secondary" href={localePath(locale, '/customer/credit')}>
            {t('account.cancel')}
          </a>
        </div>
      </form>
    </AccountPage>
  )
}
