import type { HeldSlot } from '../../domain/order-state'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import { useI18n } from '../ui/i18n'
import { slotMoment } from './slot-format'
import { useTableText } from './TableLabel'

type Props = {
  type: OrderConsumptionType | null
  guests: number | null
  guestsAsked: boolean
  slot: HeldSlot | null
  timeZone: string
}

/** What has been chosen so far: type, persons, day and time, table and zone (SPEC §2 Schedule summary). */
export function ScheduleSummary({ type, guests, guestsAsked, slot, timeZone }: Props) {
  const { t } = useI18n()
  const { table, zone } = useTableText(slot)
  const moment = slot ? slotMoment(slot.startTime, timeZone, t) : null
  const notChosen = t('schedule.summary.notChosen')
  return (
    <section className="schedule-summary" aria-labelledby="schedule-summary-title">
      <h2 id="schedule-summary-title" className="visually-hidden">
        {t('schedule.summary.title')}
      </h2>
      <dl>
        <div>
          <dt>{t('schedule.summary.type')}</dt>
          <dd>{type === null ? notChosen : t(`consumption.${type}`)}</dd>
        </div>
        {guestsAsked && (
          <div>
            <dt>{t('schedule.summary.guests')}</dt>
            <dd>{guests === null ? notChosen : t('schedule.guestsCount', { count: guests })}</dd>
          </div>
        )}
        <div>
          <dt>{t('schedule.summary.when')}</dt>
          <dd>{moment ? t('slot.when', { weekday: moment.weekday, date: moment.date, time: moment.time }) : notChosen}</dd>
        </div>
        {table !== null && (
          <div>
            <dt>{t('schedule.summary.table')}</dt>
            <dd>{zone ? `${t('slot.table', { table })} · ${zone}` : t('slot.table', { table })}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
