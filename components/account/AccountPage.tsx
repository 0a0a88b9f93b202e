import '../checkout/checkout.css'
import './account.css'
import type { ReactNode } from 'react'
import { useI18n } from '../ui/i18n'
import { LoadingStatus, ReadFailure } from '../ui/ReadStatus'
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

/** Loading (and, after a while, that the venue is slow), failure with a retry, or the loaded content. */
export function Loaded<T>({ load, retry, children }: { load: AccountLoad<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useI18n()
  if (load.state === 'loading') return <LoadingStatus className="account-loading" text={t('account.loading')} />
  if (load.state === 'failed') return <ReadFailure error={load.error} fallbackId="account.loadFailed" retry={retry} />
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
