import { useEffect, useState } from 'react'
import type { HeldSlot } from '../../domain/order-state'
import { formatCountdown } from '../../domain/schedule'
import { remainingLockSeconds, SLOT_CHECK_INTERVAL_MS } from '../../domain/slot-lock'
import { wallClock } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'

/**
 * While a slot is held: until when, and a live countdown (SPEC §2 booking banner 'Booking_max_time').
 * Only the sentence is a live region; the ticking timer is not announced every second.
 */
export function BookingBanner({ slot, timeZone }: { slot: HeldSlot; timeZone: string }) {
  const { t } = useI18n()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), SLOT_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [slot.maximumLockTime])
  const until = wallClock(slot.maximumLockTime, timeZone)?.time ?? ''
  const left = formatCountdown(remainingLockSeconds(slot, new Date(now)))
  return (
    <div className="booking-banner">
      <p className="booking-until" role="status" aria-live="polite">
        {t('booking.heldUntil', { time: until })}
      </p>
      <p className="booking-countdown">
        <span>{t('booking.timeLeft')}</span>{' '}
        <time role="timer" aria-live="off" className="booking-timer" dateTime={`PT${left.replace(':', 'M')}S`}>
          {left}
        </time>
      </p>
    </div>
  )
}
