import { usePageContext } from '../ui/page-context'
import { ConsumptionType } from '../../domain/consumption-type'
import { splitLocalePath } from '../../domain/locale'
import type { HeldSlot } from '../../domain/order-state'
import { quickOrderPage, tableOfPage } from '../../domain/quick-order'
import { useOrder } from '../../stores/ordering'
import { slotMoment } from '../schedule/slot-format'
import { useTableText } from '../schedule/TableLabel'
import { localePath, useI18n } from '../ui/i18n'

/**
 * How and when the order is planned, with a way to change it (SPEC §2 slot summary banner); at a
 * table, the table it is for.
 */
export function SlotSummary() {
  const { t, locale } = useI18n()
  const { venue, urlParsed } = usePageContext()
  const consumptionType = useOrder((state) => state.consumptionType)
  const slot = useOrder((state) => state.slot)
  const quickTable = useOrder((state) => state.quickTable)
  const allowed = venue?.consumptionTypes ?? []
  const timeZone = venue?.ordering.timeZone
  const quickOrder = quickOrderPage(splitLocalePath(urlParsed.pathname).rest, urlParsed.search)
  if (quickOrder) return <TableSummary table={tableOfPage(quickTable, quickOrder.table)} />
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

/**
 * A quick order is for the table it is ordered from, now: no slot to choose, nothing to change here.
 * 'Table 2', or, at a venue without tables (or before the table is known), that it is for the table.
 */
function TableSummary({ table }: { table: { number: number | null } | null }) {
  const { t } = useI18n()
  return (
    <div className="slot-summary">
      <p className="slot-title">{table?.number != null ? t('slot.table', { table: table.number }) : t('slot.atTable')}</p>
    </div>
  )
}

/** Eat in: the booked table, its zone, the day and the time; takeaway and delivery: the day and the time. */
function HeldSlotSummary({ slot, timeZone }: { slot: HeldSlot; timeZone: string }) {
  const { t } = useI18n()
  const { table, zone } = useTableText(slot)
  const moment = slotMoment(slot.startTime, timeZone, t)
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
