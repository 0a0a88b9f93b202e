import { groupByPos } from '../../domain/cart'
import { addressText } from '../../domain/delivery'
import { orderAmounts } from '../../domain/order-amounts'
import { zoneName } from '../../domain/order-state'
import { orderedLineTotal, type ShownLine, type ShownOrder } from '../../domain/ordered-lines'
import { standTitle } from '../../domain/stand'
import { displayDate, displayDateTime } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'
import { usePageContext } from '../ui/page-context'
import { OrderAmounts } from './OrderAmounts'
import { paymentStatusText } from './payment-status-text'
import { DetailList } from '../ui/DetailList'

/**
 * Number, payment status, date, zone, table, planned date and hour, where a delivery goes, the
 * venue's address, the payment method (SPEC §3 Order); then what was ordered and how it adds up.
 */
export function OrderSummary({ order, timeZone }: { order: ShownOrder; timeZone?: string }) {
  const { t, locale } = useI18n()
  const stands = usePageContext().venue?.stands ?? []
  const zone = zoneName(order, locale)
  const planned = [order.planning_date && displayDate(order.planning_date), order.planning_hour].filter(Boolean).join(' ')
  const rows: [string, string | null][] = [
    [t('order.number'), order.number],
    [t('order.status'), paymentStatusText(t, order)],
    [t('order.orderedAt'), order.order_date ? displayDateTime(order.order_date, timeZone) : null],
    [t('order.zone'), zone],
    [t('order.table'), order.table],
    [t('order.planned'), planned || null],
    [t('order.deliveryAddress'), order.delivery_address && addressText(order.delivery_address)],
    // The venue's, not the diner's: where to collect, or whom a delivery comes from.
    [t('order.storeAddress'), order.store_address],
    [t('order.payment'), order.payment_name],
  ]
  const amounts = orderAmounts(order)
  return (
    <>
      <DetailList className="order-summary" rows={rows.filter((row): row is [string, string] => Boolean(row[1]))} />
      {(order.lines.length > 0 || amounts) && (
        <section className="order-lines" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">{t('order.lines')}</h2>
          {/* A food court's lines under the stand that makes them, so the diner knows which counter has what. */}
          {groupByPos(order.lines).map(({ posId, lines }) => {
            const stand = posId === null ? null : standTitle(stands, posId)
            return (
              <div key={posId ?? 'venue'} className="order-stand">
                {stand && <h3>{stand}</h3>}
                <ul>
                  {lines.map((line, index) => (
                    <OrderedLineItem key={index} line={line} />
                  ))}
                </ul>
              </div>
            )
          })}
          {amounts && <OrderAmounts amounts={amounts} voucherCode={order.voucher_code} />}
        </section>
      )}
    </>
  )
}

// A name the menu does not have in the page's language is marked with its own (the quantity reads alike).
function OrderedLineItem({ line }: { line: ShownLine }) {
  const { t, price } = useI18n()
  const total = orderedLineTotal(line)
  return (
    <li>
      <span className="order-line-name" lang={line.nameLang}>
        {t('order.lineQuantity', { quantity: line.quantity, name: line.name })}
      </span>
      {total != null && <span className="order-line-price">{price(total)}</span>}
      {line.items.length > 0 && (
        <ul className="order-line-items">
          {line.items.map((item, index) => (
            <li key={index} lang={item.nameLang}>
              {t('order.lineQuantity', { quantity: item.quantity, name: item.name })}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
