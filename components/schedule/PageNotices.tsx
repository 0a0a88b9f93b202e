import { useEffect } from 'react'
import { isResultPage } from '../../domain/schedule'
import { useOrder, useUi } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { BookingBanner } from './BookingBanner'

/**
 * The notices at the top of every page: the timeout alert once a held slot has expired, and the
 * booking banner while one is held (not on result pages, where the order has been placed).
 */
export function PageNotices({ path, timeZone }: { path: string; timeZone: string }) {
  const { t } = useI18n()
  const alert = useUi((state) => state.alert)
  const dismissAlert = useUi((state) => state.dismissAlert)
  const slot = useOrder((state) => state.slot)
  const showTimeout = alert === 'slotTimeout'

  // A new slot held answers the alert.
  useEffect(() => {
    if (slot !== null && showTimeout) dismissAlert()
  }, [slot, showTimeout, dismissAlert])

  const banner = slot !== null && !isResultPage(path)
  if (!showTimeout && !banner) return null
  return (
    <div className="page-notices">
      {showTimeout && (
        <div className="page-alert" role="alert">
          <p>{t('booking.timeout')}</p>
          <button type="button" className="icon-button" aria-label={t('booking.dismiss')} onClick={dismissAlert}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {banner && <BookingBanner slot={slot} timeZone={timeZone} />}
    </div>
  )
}
