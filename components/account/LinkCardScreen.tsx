import { useState } from 'react'
import { usePageContext } from '../ui/page-context'
import { confirmationIssues } from '../../domain/form-rules'
import { DASHBOARD_PATH } from '../../domain/route-access'
import { linkCardRefusal, refusalSendsRecoveryMail } from '../../domain/link-card'
import { apiPost } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { AccountPage, StatusMessage } from './AccountPage'
import { refusalMessage } from './use-account-data'
import { useCustomer } from '../ui/use-customer'
import { accountFormRules as rules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'

type FieldName = 'card_id' | 'email' | 'first_name' | 'last_name' | 'password' | 'password_confirmation'
const VISITOR_FIELDS: { name: FieldName; type: string; autoComplete: string }[] = [
  { name: 'card_id', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'first_name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', type: 'text', autoComplete: 'family-name' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'password_confirmation', type: 'password', autoComplete: 'new-password' },
]
const EMPTY: Record<FieldName, string> = { card_id: '', email: '', first_name: '', last_name: '', password: '', password_confirmation: '' }

/**
 * Card linking and initialisation (SPEC §2, §8). A customer links a free card to the account, its
 * balance joining the wallet; a visitor makes an account of a new card and is logged in.
 */
export function LinkCardScreen() {
  const { t, locale } = useI18n()
  const { urlParsed } = usePageContext()
  const customer = useCustomer()
  const loggedIn = customer != null
  const linked = loggedIn && urlParsed.search.linked === '1'
  const [values, setValues] = useState(EMPTY)
  // A customer links a card by its number alone; a visitor makes an account of it.
  const asked: Partial<Record<FieldName, string>> = loggedIn ? { card_id: values.card_id } : values
  const { form, field, send, sending, reset } = useForm(
    rules,
    (forms) => (loggedIn ? forms.linkCardSchema : forms.initCardSchema),
    asked,
    loggedIn ? undefined : () => confirmationIssues(values),
  )
  useTypedBeforeHydration(form, setValues)
  // The venue's refusal of the card, with what to do next: said here, not in the kit's alert.
  const [refusal, setRefusal] = useState<string[] | null>(null)
  const fields = loggedIn ? VISITOR_FIELDS.slice(0, 1) : VISITOR_FIELDS
  const refused = (error: unknown) => {
    const known = linkCardRefusal(refusalMessage(error))
    setRefusal(known ? [t(`account.linkCard.error.${known}`), ...(refusalSendsRecoveryMail(known) ? [t('account.linkCard.recoveryMail')] : [])] : [t('account.linkCard.failed')])
    return true
  }
  const link = send(
    async (card) => {
      setRefusal(null)
      await apiPost('/linkcard', { json: card }, locale)
      if (loggedIn) {
        // The page again, with the wallet as it is now in the sidebar and the top bar.
        setValues(EMPTY)
        reset()
        await goTo(`${localePath(locale, '/customer/linkcard')}?linked=1`)
      } else {
        // A full load: the new customer's frame, with the sidebar.
        window.location.assign(localePath(locale, DASHBOARD_PATH))
      }
    },
    { refused },
  )

  return (
    <AccountPage id="linkcard" title={loggedIn ? t('account.linkCard.title') : t('account.linkCard.initTitle')}>
      {linked && !refusal && <StatusMessage>{t('account.linkCard.linked')}</StatusMessage>}
      <p className="account-intro">{loggedIn ? t('account.linkCard.intro') : t('account.linkCard.initIntro')}</p>
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void link(event)}>
        {fields.map((input) => (
          <Field
            key={input.name}
            id={`card-${input.name}`}
            label={input.name === 'card_id' || input.name.startsWith('password') ? t(`account.linkCard.${input.name}`) : t(`contact.${input.name}`)}
            hint={input.name === 'card_id' ? t('account.linkCard.cardHint') : undefined}
            type={input.type}
            inputMode={input.name === 'card_id' ? 'numeric' : undefined}
            autoComplete={input.autoComplete}
            required
            value={values[input.name]}
            {...field(input.name)}
            onChange={(value) => setValues({ ...values, [input.name]: value })}
          />
        ))}
        {refusal && (
          <div className="rejection" role="alert">
            {refusal.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <button type="submit" className="button-primary" disabled={sending}>
          {sending ? t('account.linkCard.sending') : loggedIn ? t('account.linkCard.submit') : t('account.linkCard.initSubmit')}
        </button>
      </form>
    </AccountPage>
  )
}
