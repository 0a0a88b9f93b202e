import { linesByPhone } from '../../domain/table-bill'
import type { TableView } from '../../domain/table-cart'
import { useCart, useOrder } from '../../stores/ordering'
import { cartPricing } from '../cart/cart-prices'
import { useI18n } from '../ui/i18n'
import { phoneHeading } from './phone-name'
import { TableLineItem } from './TableLineItem'

/**
 * Who had what, above what the phone that pays for everyone pays: each phone's name, its lines with
 * their quantity and price, and what they come to, so the table can settle up between them.
 */
export function TableBill({ table, you }: { table: TableView; you: string }) {
  const { t, price } = useI18n()
  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const pricing = cartPricing(menus, consumptionType)
  return (
    <section className="table-bill" aria-labelledby="table-bill-title">
      <h2 id="table-bill-title">{t('quickorder.shared.billTitle')}</h2>
      {linesByPhone(table, you).map(({ phone, lines }) => (
        <section key={phone} className="table-bill-phone" aria-labelledby={`table-bill-${phone}`}>
          <div className="table-bill-head">
            <h3 id={`table-bill-${phone}`}>{phoneHeading(t, table, phone, you)}</h3>
            <span className="table-bill-subtotal">{price(pricing.total(lines))}</span>
          </div>
          <ul className="cart-lines">
            {lines.map((line) => (
              <TableLineItem key={line.uuid} line={line} pricing={pricing} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
