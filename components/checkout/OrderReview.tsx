import { usePageContext } from '../ui/page-context'
import { groupByPos } from '../../domain/cart'
import { ConsumptionType } from '../../domain/consumption-type'
import { addressText } from '../../domain/delivery'
import type { Cents } from '../../domain/money'
import { zoneName, type HeldSlot } from '../../domain/order-state'
import { standTitle } from '../../domain/stand'
import { useCart, useOrder } from '../../stores/ordering'
import { menuWithCart } from '../cart/cart-address'
import { cartPricing } from '../cart/cart-prices'
import { CartLineItems } from '../cart/CartLineItems'
import { slotMoment } from '../schedule/slot-format'
import { useTableNumber } from '../schedule/use-table-number'
import { localePath, useI18n } from '../ui/i18n'

type Props = {
  totalCents: Cents
  /** What an applied voucher takes off, null without one. */
  voucherCents: Cents | null
  /** What the prepaid balance pays, null when it is not used. */
  balanceCents: Cents | null
  /** What is left to pay (online, when the balance pays part). */
  toPayCents: Cents
}

/**
 * What the diner is about to pay for, above the payment choice: the lines as the cart prices them,
 * when and how the order is served, the amounts, and the ways back to change the cart or the slot.
 */
export function OrderReview({ totalCents, voucherCents, balanceCents, toPayCents }: Props) {
  const { t, price, locale } = useI18n()
  const { venue } = usePageContext()
  const lines = useCart((state) => state.lines)
  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const pricing = cartPricing(menus, consumptionType)
  const stands = venue?.stands ?? []

  return (
    <section className="order-review" aria-labelledby="order-review-title">
      <h3 id="order-review-title">{t('checkout.review.title')}</h3>
      {groupByPos(lines).map((group) => {
        const title = standTitle(stands, group.posId)
        return (
          <div key={group.posId} className="review-group">
            {title && <h4>{title}</h4>}
            <ul className="review-lines">
              {group.lines.map((line) => {
                const product = pricing.product(line.posId, line.id)
                return (
                  <li key={line.uuid} className="review-line">
                    <div className="review-line-main">
                      <span className="review-line-quantity">{line.quantity} ×</span>
                      <span className="review-line-name" lang={product?.nameLang}>
                        {product?.name ?? ''}
                      </span>
                      <span className="review-line-price">{price(pricing.lineTotal(line))}</span>
                    </div>
                    <CartLineItems items={line.items} />
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
      <a className="review-change" href={menuWithCart(locale)}>
        {t('checkout.review.changeCart')}
      </a>
      <ReviewSlot />
      <a className="review-change" href={localePath(locale, '/schedule')}>
        {t('checkout.review.changeSlot')}
      </a>
      <dl className="checkout-amounts">
        <div>
          <dt>{t('cart.total')}</dt>
          <dd>{price(totalCents)}</dd>
        </div>
        {voucherCents !== null && (
          <div>
            <dt>{t('voucher.deduction')}</dt>
            <dd>−{price(voucherCents)}</dd>
          </div>
        )}
        {balanceCents !== null && (
          <div>
            <dt>{t('checkout.fromBalance')}</dt>
            <dd>−{price(balanceCents)}</dd>
          </div>
        )}
        {(voucherCents !== null || balanceCents !== null) && (
          <div className="checkout-to-pay">
            <dt>{t(balanceCents !== null ? 'checkout.toPayOnline' : 'checkout.toPay')}</dt>
            <dd>{price(toPayCents)}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

/** How and when: the consumption type, the day and time, the booked table or the delivery address. */
function ReviewSlot() {
  const { t } = useI18n()
  const { venue } = usePageContext()
  const slot = useOrder((state) => state.slot)
  const deliveryAddress = useOrder((state) => state.deliveryAddress)
  const timeZone = venue?.ordering.timeZone
  if (!slot || !timeZone) return null
  const moment = slotMoment(slot.startTime, timeZone, t)
  const address = slot.consumptionType === ConsumptionType.Delivery ? deliveryAddress : null
  return (
    <div className="review-slot">
      <p className="review-slot-type">{t(`consumption.${slot.consumptionType}`)}</p>
      {moment && <p className="review-slot-when">{t('slot.when', { weekday: moment.weekday, date: moment.date, time: moment.time })}</p>}
      {slot.consumptionType === ConsumptionType.EatIn && <ReviewTable slot={slot} />}
      {address && (
        <p className="review-slot-address">
          {t('checkout.review.deliverTo', { address: addressText(address) })}
        </p>
      )}
    </div>
  )
}

/** The booked table's zone at once, its number once the venue has said it (never its uid meanwhile). */
function ReviewTable({ slot }: { slot: HeldSlot }) {
  const { t, locale } = useI18n()
  const number = useTableNumber(slot.dinnerTableUid)
  const zone = zoneName(slot.zone, locale)
  if (slot.dinnerTableUid === null && zone === null) return null
  // The number comes last, so its arrival moves nothing before it.
  const parts = [t('slot.bookingTable'), zone, number === null ? null : t('slot.table', { table: number })]
  return <p className="review-slot-table">{parts.filter(Boolean).join(' · ')}</p>
}
