import { useState } from 'react'
import { usePageContext } from '../ui/page-context'
import { ValidationKey } from '../../domain/form-rules'
import { toCents } from '../../domain/money'
import { apiPost, type ApiAnswer } from '../../stores/api-client'
import { useFocusOnShow } from '../auth/use-focus-on-show'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage, Loaded } from './AccountPage'
import { failureOf } from '../../stores/api-failure'
import { useAccountData } from './use-account-data'
import { FormSubmit } from '../ui/FormAlert'
import { accountFormRules as rules } from '../ui/form-rules'
import { useOwnForm } from '../ui/use-form'

type Refund = ApiAnswer<'/credit/refund', '$post'>

/**
 * Refund request (SPEC §2, §3 Refund, §5 'Invalid IBAN is rejected'): what the balance gives back
 * after the fee, and the bank account to send it to. The IBAN is checked here and by the Worker.
 */
export function RefundScreen() {
  const { t, locale, price } = useI18n()
  const { venue } = usePageContext()
  const allowed = venue?.ordering.allowRefund === true
  const quote = useAccountData(allowed ? '/credit/refund' : null, {})
  const { form, field, send, sending, failure, refuseWith } = useOwnForm(rules, (forms) => forms.refundSchema, { iban: '', bic: '' })
  const [refunded, setRefunded] = useState<Refund | null>(null)
  const done = useFocusOnShow<HTMLParagraphElement>(refunded !== null)

  const back = (
    <a className="button-secondary" href={localePath(locale, '/customer/credit')}>
      {t('account.topUpResult.toBalance')}
    </a>
  )
  if (!allowed || (quote.load.state === 'failed' && quote.load.reason === 'forbidden')) {
    return (
      <AccountPage id="refund" title={t('account.refund.title')}>
        <p className="account-empty">{t('account.refund.notAllowed')}</p>
        <div className="account-actions">{back}</div>
      </AccountPage>
    )
  }

  const askRefund = send(async (account) => setRefunded(await apiPost('/credit/refund', { json: account }, locale)), {
    // The venue's bank refuses the account: said beside the IBAN, until it changes.
    refused: (error) => failureOf(error).reason === 'rejected' && refuseWith({ iban: t(ValidationKey.Iban) }),
    failed: (error) => (failureOf(error).reason === 'forbidden' ? 'account.refund.notAllowed' : 'account.refund.failed'),
  })

  if (refunded) {
    return (
      <AccountPage id="refund" title={t('account.refund.title')}>
        <p ref={done} tabIndex={-1} className="account-status" role="status">
          {t('account.refund.done', { amount: price(toCents(refunded.amount)) })}
        </p>
        <div className="account-actions">{back}</div>
      </AccountPage>
    )
  }

  return (
    <AccountPage id="refund" title={t('account.refund.title')}>
      <Loaded load={quote.load} retry={quote.retry}>
        {(refund) => (
          <>
            <dl className="account-details refund-quote">
              {refund.credit != null && (
                <div>
                  <dt>{t('account.refund.credit')}</dt>
                  <dd>{price(toCents(refund.credit))}</dd>
                </div>
              )}
              <div>
                <dt>{t('account.refund.fee')}</dt>
                <dd>{price(toCents(refund.fee))}</dd>
              </div>
              <div>
                <dt>{t('account.refund.amount')}</dt>
                <dd>{price(toCents(refund.amount))}</dd>
              </div>
            </dl>
            {refund.amount <= 0 ? (
              <p className="account-empty">{t('account.refund.nothing')}</p>
            ) : (
              <form ref={form} className="account-form" noValidate onSubmit={(event) => void askRefund(event)}>
                <p className="account-intro">{t('account.refund.intro')}</p>
                <Field
                  id="refund-iban"
                  label={t('account.refund.iban')}
                  hint={t('account.refund.ibanHint')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  {...field('iban')}
                />
                <Field
                  id="refund-bic"
                  label={t('account.refund.bic')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  {...field('bic')}
                />
                <FormSubmit failure={failure} sending={sending} beside={back}>
                  {sending ? t('account.refund.sending') : t('account.refund.submit', { amount: price(toCents(refund.amount)) })}
                </FormSubmit>
              </form>
            )}
          </>
        )}
      </Loaded>
    </AccountPage>
  )
}
