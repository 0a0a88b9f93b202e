import { usePageContext } from '../ui/page-context'
import { dateOf } from '../../domain/credit'
import { toCents } from '../../domain/money'
import { useI18n } from '../ui/i18n'
import { AccountPage, Loaded } from './AccountPage'
import { useAccountData } from './use-account-data'

/** My tickets / my invoices (SPEC §2 account area): number, date, amount, each to download. */
export function DocumentList({ type }: { type: 'tickets' | 'invoices' }) {
  const { t, price } = useI18n()
  const { venue } = usePageContext()
  const { load, retry } = useAccountData('/documents/:type', { param: { type } })
  return (
    <AccountPage id={type} wide title={t(`account.documents.${type}.title`)}>
      <Loaded load={load} retry={retry}>
        {(documents) =>
          documents.length === 0 ? (
            <p className="account-empty">{t(`account.documents.${type}.none`)}</p>
          ) : (
            // On a narrow screen each row is laid out as a card (account.css): the roles keep it a table
            // for screen readers, which lose a table's semantics once its display changes.
            <div className="table-scroll">
              <table className="account-table document-table" role="table">
                <caption className="visually-hidden">{t(`account.documents.${type}.title`)}</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {t('account.documents.number')}
                    </th>
                    <th scope="col" role="columnheader">
                      {t('account.documents.date')}
                    </th>
                    <th scope="col" role="columnheader" className="is-amount">
                      {t('account.documents.amount')}
                    </th>
                    <th scope="col" role="columnheader">
                      <span className="visually-hidden">{t('account.documents.file')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {documents.map((document) => (
                    <tr key={document.id} role="row">
                      <th scope="row" role="rowheader" className="is-number">
                        {document.number}
                      </th>
                      <td role="cell" className="is-date">
                        {dateOf(document.date, venue?.ordering.timeZone)}
                      </td>
                      <td role="cell" className="is-amount">
                        {price(toCents(document.amount))}
                      </td>
                      <td role="cell" className="is-file">
                        {/* A plain download from the Worker, which reads the session itself. */}
                        <a href={`/api/documents/${type}/${encodeURIComponent(document.id)}`} download data-vike="false">
                          {t('account.documents.download')}
                          <span className="visually-hidden"> {document.number}</span>
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </AccountPage>
  )
}
