import { TOP_UP_MAX, TOP_UP_MIN } from '../../domain/form-rules'
import { parseEuros, TOP_UP_PRESETS } from '../../domain/credit'
import { toCents } from '../../domain/money'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage } from './AccountPage'
import { FormSubmit } from '../ui/FormAlert'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm, type FormSchema } from '../ui/use-form'

/** A schema of the amount in euros, for the amount as typed. */
const inEuros = <Output,>(schema: FormSchema<Output>): FormSchema<Output> => ({
  safeParse: (values) => schema.safeParse({ amount: parseEuros((values as { amount: string }).amount) }),
})

/** Credit top-up (SPEC §2 'credit top-up (add)'): an amount, then the payment page of the provider. */
export function TopUpForm() {
  const { t, locale, price } = useI18n()
  // The amount as typed ('12,50', '€ 20') is read as euros before the schema checks it.
  const { form, field, values, setValues, send, sending, failure } = useOwnForm(rules, (forms) => inEuros(forms.topUpSchema), { amount: '' })
  const bounds = { min: price(toCents(TOP_UP_MIN)), max: price(toCents(TOP_UP_MAX)) }
  const topUp = send(
    async (amount) => {
      const { payment_url } = await apiPost('/credit', { json: amount }, locale)
      // The provider's page; it sends the customer back to /customer/creditok.
      window.location.assign(payment_url)
    },
    { failed: 'account.topUp.failed' },
  )

  return (
    <AccountPage id="topup" title={t('account.topUp.title')}>
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void topUp(event)}>
        <fieldset className="topup-presets">
          <legend>{t('account.topUp.presets')}</legend>
          {TOP_UP_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button-secondary"
              aria-pressed={parseEuros(values.amount) === preset}
              onClick={() => setValues({ amount: String(preset) })}
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
          {...field('amount')}
        />
        <FormSubmit
          failure={failure}
          sending={sending}
          beside={
            <a className="button-secondary" href={localePath(locale, '/customer/credit')}>
              {t('account.cancel')}
            </a>
          }
        >
          {sending ? t('account.topUp.sending') : t('account.topUp.submit')}
        </FormSubmit>
      </form>
    </AccountPage>
  )
}
