import { useEffect, useRef } from 'react'
import { usePageContext } from '../ui/page-context'
import { parseEuros } from '../../domain/credit'
import { toCents } from '../../domain/money'
import { orderOutcome } from '../../domain/order-outcome'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage, Loaded } from './AccountPage'
import { useAccountData } from './use-account-data'

/**
 * The return from the top-up payment (SPEC §2 'credit ok'): ?status=paid says the balance was topped
 * up and shows the new balance, read again; failed, canceled and expired say so (SPEC §8) with a way
 * to try again.
 */
export function TopUpResult() {
  const { t, locale, price } = useI18n()
  const { urlParsed } = usePageContext()
  const outcome = orderOutcome(urlParsed.search.status)
  const amount = parseEuros(urlParsed.search.amount ?? '')
  const credit = useAccountData(outcome === 'success' ? '/credit' : null, {})
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])

  if (outcome === 'success') {
    return (
      <AccountPage id="topup-result" title={t('account.topUpResult.title')}>
        <p ref={heading} tabIndex={-1} className="account-status" role="status">
          {t('account.topUpResult.paid')}
          {Number.isFinite(amount) && ` ${t('account.topUpResult.added', { amount: price(toCents(amount)) })}`}
        </p>
        <Loaded load={credit.load} retry={credit.retry}>
          {(balance) => <p className="balance-line">{t('account.credit.balance', { amount: price(toCents(balance.amount)) })}</p>}
        </Loaded>
        <div className="account-actions">
          <a className="button-primary" href={localePath(locale, '/customer/credit')}>
            {t('account.topUpResult.toBalance')}
          </a>
        </div>
      </AccountPage>
    )
  }
  const retry = outcome === 'failed' || outcome === 'canceled' || outcome === 'expired' || outcome === 'unknown'
  return (
    <AccountPage id="topup-result" title={t(`result.${outcome}.title`)}>
      <p ref={heading} tabIndex={-1} className={retry ? 'rejection' : 'account-status'} role={retry ? 'alert' : 'status'}>
        {t(`result.${outcome}.text`)}
      </p>
      <div className="account-actions">
        {retry && (
          <a className="button-primary" href={localePath(locale, '/customer/creditadd')}>
            {t('result.retry')}
          </a>
        )}
        <a className="button-secondary" href={localePath(locale, '/customer/credit')}>
          {t('account.topUpResult.toBalance')}
        </a>
      </div>
    </AccountPage>
  )
}
