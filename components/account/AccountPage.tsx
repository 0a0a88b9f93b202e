import '../checkout/checkout.css'
import './account.css'
import type { ReactNode } from 'react'
import { useI18n } from '../ui/i18n'
import type { AccountLoad } from './use-account-data'

/** The frame of an account screen: one card with its heading (SPEC §2 Account area). */
export function AccountPage({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'account-page is-wide' : 'account-page'} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {children}
    </section>
  )
}

/** Loading, failure with a retry, or the loaded content. */
export function Loaded<T>({ load, retry, children }: { load: AccountLoad<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useI18n()
  if (load.state === 'loading') {
    return (
      <p className="account-loading" role="status">
        {t('account.loading')}
      </p>
    )
  }
  if (load.state === 'failed') {
    return (
      <div className="rejection" role="alert">
        <p>{t('account.loadFailed')}</p>
        <button type="button" className="link-button" onClick={retry}>
          {t('error.tryAgain')}
        </button>
      </div>
    )
  }
  return <>{children(load.data)}</>
}

/** A message that answers what the customer just did ('saved', 'linked'). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p className="account-status" role="status">
      {children}
    </p>
  )
}
