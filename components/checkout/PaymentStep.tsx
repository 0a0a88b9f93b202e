import { useCallback, useState, type FormEvent } from 'react'
import { ORDER_RESULT_PATH } from '../../common/result-pages'
import { usePageContext } from '../ui/page-context'
import {
  balanceOffer,
  balanceSplit,
  balanceTooLow,
  choicesForRest,
  paidByBalance,
  paymentFields,
  type BalanceOffer,
} from '../../domain/balance-payment'
import type { CheckoutStep } from '../../domain/checkout-route'
import { ConsumptionType } from '../../domain/consumption-type'
import { toCents } from '../../domain/money'
import { apiGet } from '../../stores/api-client'
import { useOrder, useOrderingStores } from '../../stores/ordering'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { BalanceChoice } from './BalanceChoice'
import { ContactFields } from './ContactFields'
import { KitchenNote } from './KitchenNote'
import { OrderReview } from './OrderReview'
import { PaymentChoices } from './PaymentChoices'
import { RejectionNotice } from './RejectionNotice'
import { BackLink, useStepPaths } from './StepNavigation'
import { TermsCheckbox } from './TermsCheckbox'
import { useCheckoutCart } from './use-checkout-cart'
import { useCheckoutSettings } from './use-checkout-settings'
import { usePlaceOrder } from './use-place-order'
import { usePaymentChoices } from './use-payment-choices'
import { VoucherField, type AppliedVoucher } from './VoucherField'
import { failureText } from '../ui/failure-text'
import { serverIssues } from '../ui/form-errors'
import { FormAlert } from '../ui/FormAlert'
import { orderFormRules } from '../ui/form-rules'
import { useForm } from '../ui/use-form'
import { useCustomer } from '../ui/use-customer'

/**
 * Step 3: the order to review, how to pay (a customer's prepaid balance first, for all or part of
 * it), the guest's contact, a note for the kitchen, the terms; then the hand-off to the payment page,
 * or straight to the result when nothing is left to pay online (SPEC §2).
 */
export function PaymentStep({ steps, loggedIn }: { steps: readonly CheckoutStep[]; loggedIn: boolean }) {
  const { t, price, locale } = useI18n()
  // The venue's word on paying at its counter (checkout_payment_message), said under that choice.
  const counterNote = useCheckoutSettings().paymentMessage
  const { venue } = usePageContext()
  const customer = useCustomer()
  const stores = useOrderingStores()
  const consumptionType = useOrder((state) => state.consumptionType)
  const comment = useOrder((state) => state.comment)
  const setComment = useOrder((state) => state.setComment)
  const { cart, totalCents, amount, ready } = useCheckoutCart()
  const { back } = useStepPaths(steps, 'payment-method')
  const { loading, problem, setProblem, send } = usePlaceOrder('/checkout', ORDER_RESULT_PATH)
  // The choices are kept with the order: a step back to the schedule, or a login, loses none of them.
  const { method, balance: useBalance, terms: accepted, contact } = useOrder((state) => state.payment)
  const setPayment = useOrder((state) => state.setPayment)
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null)
  const selectMethod = useCallback((id: string) => setPayment({ method: id }), [setPayment])
  const toPay = Math.max(0, totalCents - (voucher?.deductionCents ?? 0))
  // The balance as the page was rendered with it, until the venue says it has changed.
  const [balanceCents, setBalanceCents] = useState(customer?.balanceCents ?? null)
  const offer: BalanceOffer = venue && loggedIn && customer ? balanceOffer(venue.ordering, { ...customer, balanceCents }) : { kind: 'none' }
  const split = balanceSplit(toPay, useBalance && offer.kind === 'available' ? offer.balanceCents : null)
  // Asked once the total is known, and not at all when the balance pays everything.
  const payment = usePaymentChoices(ready && !paidByBalance(split) ? split.onlineCents : null, consumptionType)
  const restChoices = payment.load.state === 'loaded' ? choicesForRest(payment.load.choices, split) : null
  const tooLow = balanceTooLow(split, restChoices)
  // A method the rest cannot be paid with (on site, once the balance pays part) is no choice.
  const chosen = paidByBalance(split) ? null : restChoices?.some((choice) => choice.id === method) ? method : null
  const needsMethod = !paidByBalance(split)
  const { form, errors, leave, submit, refuse } = useForm(
    orderFormRules,
    (forms) => forms.paymentStepFormSchema({ guest: !loggedIn, needsMethod }),
    { ...(loggedIn ? {} : contact), payment_method: chosen, comment, terms: accepted },
  )

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (loading) return
    // Rules that could not be fetched are said like a failed call.
    const filled = await submit().catch((error: unknown) => void setProblem({ kind: 'failed', error }))
    if (!filled) return
    const { checkoutRequestSchema, guestContactOf } = await orderFormRules.load()

    const { slot, guestCount, deliveryAddress } = stores.order.getState()
    const request = {
      consumption_type: consumptionType,
      guest_count: guestCount,
      slot_id: slot?.slotId,
      cart,
      amount,
      ...paymentFields(split, chosen),
      voucher_code: voucher?.code,
      contact: guestContactOf(filled),
      delivery_address: consumptionType === ConsumptionType.Delivery ? (deliveryAddress ?? undefined) : undefined,
      // A blank note is no note: the venue is sent nothing rather than an empty comment.
      comment: filled.comment !== '' ? filled.comment : undefined,
      terms_accepted: true,
    }
    const result = await send(checkoutRequestSchema.safeParse({ ...request, key: stores.order.getState().checkoutKey(request) }))
    if (!result) return
    // The Worker checks the fields by the same rules: a refusal of one is said beside it.
    const issues = result.kind === 'failed' ? serverIssues(result.error) : null
    if (issues && refuse(issues.map(asFormIssue))) return
    // A slot the venue no longer holds is shown held nowhere: the diner chooses another on the
    // schedule, told why there, and comes back to this step as they left it.
    if (result.kind === 'rejected' && result.reasons.some((reason) => reason.code === 'slot_unavailable')) {
      stores.order.getState().clearSlot()
      stores.ui.getState().showAlert('slotTaken')
      void goTo(localePath(locale, '/schedule'))
      return
    }
    setProblem(result)
    // The venue holds another balance than the page showed: the amounts are shown again from it.
    if (result.kind === 'rejected' && result.reasons.some((reason) => reason.code === 'balance_changed')) {
      apiGet('/credit', {}, locale).then(
        ({ amount: balance }) => setBalanceCents(toCents(balance)),
        () => undefined,
      )
    }
  }

  if (!ready) {
    // The review needs the menus of the cart's points of sale; the step appears whole once they are here.
    return (
      <div className="checkout-step">
        <h2>{t('checkout.step.payment-method')}</h2>
        <p role="status" className="checkout-loading">
          {t('checkout.loading')}
        </p>
      </div>
    )
  }

  return (
    <form ref={form} className="checkout-step checkout-with-review" noValidate onSubmit={(event) => void pay(event)} aria-busy={loading}>
      <div className="checkout-step-head">
        {!loading && <BackLink href={back} />}
        <h2>{t('checkout.step.payment-method')}</h2>
      </div>
      <OrderReview
        totalCents={totalCents}
        voucherCents={voucher?.deductionCents ?? null}
        balanceCents={split.fromBalanceCents > 0 ? split.fromBalanceCents : null}
        toPayCents={split.onlineCents}
      />
      <div className="checkout-step-main">
        <PaymentChoices
          load={restChoices ? { state: 'loaded', choices: restChoices } : payment.load}
          onRetry={payment.retry}
          selected={chosen}
          onSelect={selectMethod}
          error={errors.payment_method}
          onBlur={leave('payment_method')}
          emptyText={tooLow ? t('payment.balanceTooLow') : undefined}
          counterNote={counterNote}
        >
          <BalanceChoice offer={offer} checked={useBalance} onChange={(balance) => setPayment({ balance })} />
        </PaymentChoices>
        <VoucherField totalCents={totalCents} applied={voucher} onChange={setVoucher} />
        {!loggedIn && <ContactFields values={contact} errors={errors} onChange={(typed) => setPayment({ contact: typed })} onLeave={leave} />}
        <KitchenNote value={comment} onChange={setComment} onBlur={leave('comment')} error={errors.comment} />
        <TermsCheckbox checked={accepted} onChange={(terms) => setPayment({ terms })} onBlur={leave('terms')} error={errors.terms} />
        {problem?.kind === 'rejected' && <RejectionNotice reasons={problem.reasons} />}
        <FormAlert>{problem?.kind === 'failed' && failureText(t, problem.error, 'checkout.failed')}</FormAlert>
        <button type="submit" className="button-primary checkout-pay" disabled={loading || tooLow}>
          {loading
            ? t('checkout.paying')
            : paidByBalance(split)
              ? t('checkout.payFromBalance', { amount: price(split.fromBalanceCents) })
              : t('checkout.pay', { amount: price(split.onlineCents) })}
        </button>
      </div>
    </form>
  )
}

/** The Worker names a guest's contact fields under `contact`; the form has them at its top level. */
const asFormIssue = <Issue extends { path: readonly PropertyKey[] }>(issue: Issue): Issue =>
  issue.path[0] === 'contact' ? { ...issue, path: issue.path.slice(1) } : issue
