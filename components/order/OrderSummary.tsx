import { zoneName } from '../../domain/order-state'
import type { Order } from '../../domain/schemas/venue-api'
import { displayDate } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'

/** Number, status, zone, table, planned date and hour, store address, payment (SPEC §3 Order). */
export function OrderSummary({ order }: { order: Order }) {
  const { t, locale } = useI18n()
  const zone = zoneName(order, locale)
  const planned = [order.planning_date && displayDate(order.planning_date), order.planning_hour].filter(Boolean).join(' ')
  const rows: [string, string | null][] = [
    [t('order.number'), order.number],
    [t('order.status'), t(`order.statusName.${order.status}`)],
    [t('order.zone'), zone],
    [t('order.table'), order.table],
    [t('order.planned'), planned || null],
    [t('order.storeAddress'), order.store_address],
    [t('order.payment'), order.payment_name],
  ]
  return (
    <dl className="order-summary">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
