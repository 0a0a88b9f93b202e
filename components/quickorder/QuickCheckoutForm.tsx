import { useCallback, useState, type FormEvent, type ReactNode } from 'react'
import { QUICK_ORDER_RESULT_PATH } from '../../common/result-pages'
import type { CartLine } from '../../domain/cart'
import { FREE_TABLE } from '../../domain/quick-order'
import type { QuickOrderModes } from '../../domain/contact-form'
import { useOrderingStores } from '../../stores/ordering'
import { PaymentChoices } from '../checkout/PaymentChoices'
import { RejectionNotice } from '../checkout/RejectionNotice'
import { BackLink } from '../checkout/StepNavigation'
import { TermsCheckbox } from '../checkout/TermsCheckbox'
import { useCheckoutCart } from '../checkout/use-checkout-cart'
import { useCheckoutSettings } from '../checkout/use-checkout-settings'
import { usePlaceOrder } from '../checkout/use-place-order'
import { usePaymentChoices } from '../checkout/use-payment-choices'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { failureText } from '../ui/failure-text'
import { FormAlert } from '../ui/FormAlert'
import { orderFormRules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useTypedBeforeHydration } from '../ui/typed-before-hydration'
import { keepDiner, rememberedDiner } from './table-diner'
import { keepTableRound } from './table-round'

const FIELDS = ['name', 'email', 'phone', 'comment'] as const
type FieldName = (typeof FIELDS)[number]
const INPUT: Record<FieldName, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  comment: { type: 'text', autoComplete: 'off' },
}

/** A table's shared cart, which this phone pays for everyone. */
export type ForTable = {
  lines: CartLine[]
  /** Who had what, above the total. */
  bill: ReactNode
  /** This phone's name at the table, if it has one. */
  name: string | null
  /** Gives the table the name typed here, when it has none for this phone: the others read who paid. */
  rename: (name: string) => Promise<unknown>
}

/**
 * The diner's details as the venue asks for them (quickorder_*_mode), the payment, then quick checkout:
 * of the phone's own cart, or of a table's shared cart that this phone pays for everyone (`forTable`).
 * The name and the terms the diner gave at this table before are filled in (decision 067).
 */
export function QuickCheckoutForm({ tableUid, forTable }: { tableUid: string; forTable?: ForTable }) {
  const { t, price, locale } = useI18n()
  const stores = useOrderingStores()
  const modes: QuickOrderModes = useCheckoutSettings().quickOrder.modes
  const shown = FIELDS.filter((field) => modes[field] !== 0)
  const { cart, lines, totalCents, amount, ready, empty } = useCheckoutCart(forTable?.lines)
  const { loading, problem, setProblem, send } = usePlaceOrder('/quickcheckout', QUICK_ORDER_RESULT_PATH)
  // Rendered once the device's cart is read (QuickOrderScreen), never on the server: the device's memory may be read here.
  const [remembered] = useState(() => rememberedDiner(tableUid))
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    name: remembered?.name || forTable?.name || '',
    email: '',
    phone: '',
    comment: '',
  }))
  const [method, setMethod] = useState<string | null>(null)
  const [accepted, setAccepted] = useState(remembered?.terms ?? false)
  const selectMethod = useCallback((id: string) => setMethod(id), [])
  const payment = usePaymentChoices(ready ? totalCents : null, 1)
  const menuPath = localePath(locale, `/quickorder/${tableUid}`)
  // Only the fields the venue asks for: a hidden field is neither checked nor sent.
  const asked: Partial<Record<FieldName, string>> = Object.fromEntries(shown.map((field) => [field, values[field]]))
  const { form, errors, field, leave, submit, refuseFailure } = useForm(
    orderFormRules,
    (forms) => forms.quickCheckoutFormSchema(modes),
    { ...asked, payment_method: method, terms: accepted },
  )
  useTypedBeforeHydration(form, setValues)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (loading) return
    // Rules that could not be fetched are said like a failed call.
    const filled = await submit().catch((error: unknown) => void setProblem({ kind: 'failed', error }))
    if (!filled) return

    const { terms: _accepted, ...fields } = filled
    const request = { table_uid: tableUid, cart, amount, ...fields, terms_accepted: true }
    // The next round at this table asks neither again.
    const name = shown.includes('name') ? values.name.trim() : ''
    keepDiner(tableUid, { name, terms: true })
    if (forTable && !forTable.name && name) await forTable.rename(name)
    // At a table known by uid, the lines ordered leave its shared cart once the order has succeeded.
    if (tableUid !== FREE_TABLE) keepTableRound(tableUid, lines.map((line) => line.uuid))
    const { quickCheckoutRequestSchema } = await orderFormRules.load()
    const refused = await send(quickCheckoutRequestSchema.safeParse({ ...request, key: stores.order.getState().checkoutKey(request) }))
    if (!refused) return
    // The Worker checks the fields by the same rules: a refusal of one is said beside it.
    if (refused.kind === 'failed' && refuseFailure(refused.error)) return
    setProblem(refused)
  }

  if (empty) {
    return (
      <section className="checkout">
        <p>{t('cart.emptyState')}</p>
        <a className="button-primary" href={menuPath}>
          {t('cart.openMenu')}
        </a>
      </section>
    )
  }
  return (
    <section className="checkout" aria-labelledby="quick-checkout-title">
      <form ref={form} className="checkout-step" noValidate onSubmit={(event) => void pay(event)} aria-busy={loading}>
        {!loading && <BackLink href={menuPath} />}
        <h1 id="quick-checkout-title">{t('quickorder.checkoutTitle')}</h1>
        {forTable?.bill}
        <p className="checkout-to-pay">
          {t('cart.total')} <strong>{price(totalCents)}</strong>
        </p>
        {shown.length > 0 && (
          <fieldset className="contact-fields">
            <legend>{t('contact.title')}</legend>
            {shown.map((name) => (
              <Field
                key={name}
                id={`quick-${name}`}
                label={modes[name] === 2 ? t(`quickorder.field.${name}`) : t('quickorder.optional', { label: t(`quickorder.field.${name}`) })}
                required={modes[name] === 2}
                type={INPUT[name].type}
                autoComplete={INPUT[name].autoComplete}
                value={values[name]}
                {...field(name)}
                onChange={(value) => setValues({ ...values, [name]: value })}
              />
            ))}
          </fieldset>
        )}
        {ready ? (
          <PaymentChoices
            load={payment.load}
            onRetry={payment.retry}
            selected={method}
            onSelect={selectMethod}
            error={errors.payment_method}
            onBlur={leave('payment_method')}
          />
        ) : (
          <p role="status">{t('checkout.loading')}</p>
        )}
        <TermsCheckbox checked={accepted} onChange={setAccepted} onBlur={leave('terms')} error={errors.terms} />
        {problem?.kind === 'rejected' && <RejectionNotice reasons={problem.reasons} />}
        <FormAlert>{problem?.kind === 'failed' && failureText(t, problem.error, 'checkout.failed')}</FormAlert>
        <button type="submit" className="button-primary checkout-pay" disabled={!ready || loading}>
          {loading ? t('checkout.paying') : t('checkout.pay', { amount: price(totalCents) })}
        </button>
      </form>
    </section>
  )
}
