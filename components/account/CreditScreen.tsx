import { usePageContext } from '../ui/page-context'
import { amountSign, creditHistoryRows } from '../../domain/credit'
import { creditEntryDescription, type CreditEntryDescription } from '../../domain/credit-entry'
import type { Translate } from '../../locales/intl'
import { toCents } from '../../domain/money'
import { localePath, useI18n } from '../ui/i18n'
import { AccountPage, Loaded } from './AccountPage'
import { useAccountData } from './use-account-data'

/** A history line in the page's language: its kind in our words, with the venue's reference. */
function entryText(t: Translate, entry: CreditEntryDescription): string {
  if (entry.kind === 'venue') return entry.text
  return entry.reference ? t(`account.credit.entry.${entry.kind}`, { reference: entry.reference }) : t(`account.credit.type.${entry.kind}`)
}

/** My balance (SPEC §2): the balance, its history newest first, top-up and, where allowed, refund. */
export function CreditScreen() {
  const { t, locale, price } = useI18n()
  const { venue } = usePageContext()
  const credit = useAccountData('/credit', {})
  const history = useAccountData(credit.load.state === 'loaded' ? '/credit/history' : null, {})
  // No wallet here (404): nothing to show but the reason.
  if (credit.load.state === 'failed' && credit.load.reason === 'not-found') {
    return (
      <AccountPage id="credit" title={t('account.credit.title')}>
        <p className="account-empty">{t('account.credit.noWallet')}</p>
      </AccountPage>
    )
  }
  return (
    <AccountPage id="credit" wide title={t('account.credit.title')}>
      <Loaded load={credit.load} retry={credit.retry}>
        {({ amount }) => (
          <>
            <p className="balance-line">{t('account.credit.balance', { amount: price(toCents(amount)) })}</p>
            <div className="account-actions">
              <a className="button-primary" href={localePath(locale, '/customer/creditadd')}>
                {t('account.credit.topUp')}
              </a>
              {venue?.ordering.allowRefund && (
                <a className="button-secondary" href={localePath(locale, '/customer/creditrefund')}>
                  {t('account.credit.refund')}
                </a>
              )}
            </div>
            <h2>{t('account.credit.history')}</h2>
            <Loaded load={history.load} retry={history.retry}>
              {(entries) =>
                entries.length === 0 ? (
                  <p className="account-empty">{t('account.credit.noHistory')}</p>
                ) : (
                  <table className="account-table credit-history">
                    <caption className="visually-hidden">{t('account.credit.history')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('account.credit.date')}</th>
                        <th scope="col">{t('account.credit.label')}</th>
                        <th scope="col" className="is-amount">
                          {t('account.credit.amount')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {creditHistoryRows(entries, venue?.ordering.timeZone).map((row, index) => (
                        <tr key={index} className={row.amountCents < 0 ? 'is-out' : 'is-in'}>
                          <td>{row.date}</td>
                          <td>{entryText(t, creditEntryDescription(row))}</td>
                          <td className="is-amount">
                            {amountSign(row.amountCents)}
                            {price(Math.abs(row.amountCents))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )
              }
            </Loaded>
          </>
        )}
      </Loaded>
    </AccountPage>
  )
}
