import { zoneName } from '../../domain/order-state'
import type { Order, OrderedLine } from '../../domain/schemas/venue-api'
import { toCents } from '../../domain/money'
import { orderedLineTotal } from '../../domain/ordered-lines'
import { displayDate, displayDateTime } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'

/**
 * Number, status, date, amount, zone, table, planned date and hour, store address, payment (SPEC §3
 * Order) and the part the prepaid balance paid, then what was ordered.
 */
export function OrderSummary({ order, timeZone }: { order: Order; timeZone?: string }) {
  const { t, locale, price } = useI18n()
  const zone = zoneName(order, locale)
  const planned = [order.planning_date && displayDate(order.planning_date), order.planning_hour].filter(Boolean).join(' ')
  const rows: [string, string | null][] = [
    [t('order.number'), order.number],
    [t('order.status'), t(`order.statusName.${order.status}`)],
    [t('order.orderedAt'), order.order_date ? displayDateTime(order.order_date, timeZone) : null],
    [t('order.amount'), order.amount == null ? null : price(toCents(order.amount))],
    [t('order.zone'), zone],
    [t('order.table'), order.table],
    [t('order.planned'), planned || null],
    [t('order.storeAddress'), order.store_address],
    [t('order.payment'), order.payment_name],
    [t('order.fromBalance'), order.balance_amount ? price(toCents(order.balance_amount)) : null],
  ]
  return (
    <>
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
      {order.lines.length > 0 && (
        <section className="order-lines" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('order.lines')}</h2>
          <ul>
            {order.lines.map((line, index) => (
              <OrderedLineItem key={index} line={line} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

function OrderedLineItem({ line }: { line: OrderedLine }) {
  const { t, price } = useI18n()
  const total = orderedLineTotal(line)
  return (
    <li>
      <span className="order-line-name">{t('order.lineQuantity', { quantity: line.quantity, name: line.name })}</span>
      {total != null && <span className="order-line-price">{price(total)}</span>}
      {line.items.length > 0 && (
        <ul className="order-line-items">
          {line.items.map((item, index) => (
            <li key={index}>{t('order.lineQuantity', { quantity: item.quantity, name: item.name })}</li>
          ))}
        </ul>
      )}
    </li>
  )
}
