import { useEffect, useState } from 'react'
import { isResultPage } from '../../common/result-pages'
import { orderingOpenNow } from '../../domain/schedule'
import type { OrderingSettings } from '../../domain/venue-view'
import { useOrder, useUi } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { BookingBanner } from './BookingBanner'

/**
 * The notices at the top of every page: 'Click&Collect is closed temporarily' on the menu while the
 * venue takes no orders, the alert once a held slot has expired or the venue no longer holds it, and the
 * booking banner while one is held (not on result pages, where the order has been placed).
 */
export function PageNotices({ path, ordering }: { path: string; ordering: OrderingSettings }) {
  const { t } = useI18n()
  const closed = useClosedNow(ordering) && path === '/'
  const alert = useUi((state) => state.alert)
  const dismissAlert = useUi((state) => state.dismissAlert)
  const slot = useOrder((state) => state.slot)

  // A new slot held answers the alert.
  useEffect(() => {
    if (slot !== null && alert !== null) dismissAlert()
  }, [slot, alert, dismissAlert])

  const banner = slot !== null && !isResultPage(path)
  if (!alert && !banner && !closed) return null
  return (
    <div className="page-notices">
      {closed && (
        <p className="page-closed" role="status">
          {t('venue.closed')}
        </p>
      )}
      {alert && (
        <div className="page-alert" role="alert">
          <p>{t(alert === 'slotTimeout' ? 'booking.timeout' : 'booking.slotTaken')}</p>
          <button type="button" className="icon-button" aria-label={t('booking.dismiss')} onClick={dismissAlert}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {banner && <BookingBanner slot={slot} timeZone={ordering.timeZone} />}
    </div>
  )
}

/** Whether the venue takes no orders now; read after hydration, since it depends on the visitor's clock. */
function useClosedNow(ordering: OrderingSettings): boolean {
  const [closed, setClosed] = useState(false)
  useEffect(() => setClosed(!orderingOpenNow(ordering, new Date())), [ordering])
  return closed
}
