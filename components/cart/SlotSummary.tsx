import { usePageContext } from 'vike-react/usePageContext'
import { ConsumptionType } from '../../domain/consumption-type'
import type { HeldSlot } from '../../domain/order-state'
import { useOrder } from '../../stores/ordering'
import { slotMoment } from '../schedule/slot-format'
import { useTableText } from '../schedule/TableLabel'
import { localePath, useI18n } from '../ui/i18n'

/** How and when the order is planned, with a way to change it (SPEC §2 slot summary banner). */
export function SlotSummary() {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const consumptionType = useOrder((state) => state.consumptionType)
  const slot = useOrder((state) => state.slot)
  const allowed = venue?.consumptionTypes ?? []
  const timeZone = venue?.ordering.timeZone
  return (
    <div className="slot-summary">
      <div>
        {slot !== null && timeZone ? (
          <HeldSlotSummary slot={slot} timeZone={timeZone} />
        ) : consumptionType === null ? (
          <>
            <p className="slot-title">{t('slot.none')}</p>
            <p className="slot-detail">{allowed.map((type) => t(`consumption.${type}`)).join(' / ')}</p>
          </>
        ) : (
          <>
            <p className="slot-title">{t(`consumption.${consumptionType}`)}</p>
            <p className="slot-detail">{t('slot.noTime')}</p>
          </>
        )}
      </div>
      <a className="button-secondary" href={localePath(locale, '/schedule')}>
        {t('slot.change')}
      </a>
    </div>
  )
}

/** Eat in: the booked table, its zone, the day and the time; takeaway and delivery: the day and the time. */
function HeldSlotSummary({ slot, timeZone }: { slot: HeldSlot; timeZone: string }) {
  const { t, locale } = useI18n()
  const { table, zone } = useTableText(slot)
  const moment = slotMoment(slot.startTime, timeZone, locale)
  const eatIn = slot.consumptionType === ConsumptionType.EatIn
  return (
    <>
      <p className="slot-title">{t(`consumption.${slot.consumptionType}`)}</p>
      {eatIn && (table !== null || zone !== null) && (
        <p className="slot-detail slot-table">
          <span>{t('slot.bookingTable')}</span>
          {table !== null && <span>{t('slot.table', { table })}</span>}
          {zone !== null && <span>{zone}</span>}
        </p>
      )}
      {moment && (
        <p className="slot-detail slot-when">{t('slot.when', { weekday: moment.weekday, date: moment.date, time: moment.time })}</p>
      )}
    </>
  )
}
