import type { ReactNode } from 'react'
import type { CustomerView } from '../../domain/customer-view'
import type { VenueView } from '../../domain/venue-view'
import { ConfirmedCustomerProvider } from '../ui/use-customer'
import { MasterLayout } from '../layout/MasterLayout'
import { useI18n } from '../ui/i18n'
import { LoadingStatus, ReadFailure } from '../ui/ReadStatus'
import { useAccountData } from './use-account-data'

/**
 * A customer's page whose session the Worker could not check within the page's budget (decision
 * 025): the browser asks for the customer itself, with the wait the diner's own reads have, says so
 * while it waits, offers to try again when it fails, and shows the page in the customer's frame once
 * the venue has answered. A session the venue no longer knows goes to login (useAccountData).
 */
export default function SessionCheck({ venue, children }: { venue: VenueView; children: (customer: CustomerView) => ReactNode }) {
  const { t } = useI18n()
  const { load, retry } = useAccountData('/customer', {})
  if (load.state === 'loaded') return <ConfirmedCustomerProvider value={load.data}>{children(load.data)}</ConfirmedCustomerProvider>
  return (
    <MasterLayout venue={venue} login={false}>
      <div className="session-check">
        {load.state === 'loading' ? (
          <LoadingStatus text={t('read.checkingSession')} />
        ) : (
          <ReadFailure error={load.error} fallbackId="error.message" retry={retry} />
        )}
      </div>
    </MasterLayout>
  )
}
