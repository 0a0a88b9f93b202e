import { usePageContext } from '../ui/page-context'
import { dateOf } from '../../domain/credit'
import { toCents } from '../../domain/money'
import { reorderLines, type ReorderLine } from '../../domain/reorder'
import type { CustomerOrder } from '../../domain/schemas/customer-orders'
import { useOrderingStores } from '../../stores/ordering'
import { menuWithCart } from '../cart/cart-address'
import { OrderProgress } from '../order/OrderProgress'
import { paymentStatusText } from '../order/payment-status-text'
import { useLiveOrder } from '../order/use-live-order'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { AccountPage, Loaded } from './AccountPage'
import { useAccountData } from './use-account-data'

/** My orders (SPEC §2 account area): number, date, status, amount, a link to the order's own page, and 'Reorder'. */
export function OrderHistory() {
  const { t, locale, price } = useI18n()
  const { venue } = usePageContext()
  const { cart } = useOrderingStores()
  const { load, retry } = useAccountData('/customer/orders', {})
  const timeZone = venue?.ordering.timeZone

  // Through the cart's own actions, so its rules apply: a simple product already there is incremented,
  // each menu is a line of its own. The menu's validation then drops whatever is no longer offered.
  function reorder(lines: ReorderLine[]) {
    for (const line of lines) {
      const product = { id: line.id, posId: line.posId }
      if (line.items.length === 0) {
        for (let unit = 0; unit < line.quantity; unit++) cart.getState().add(product)
        continue
      }
      cart.getState().addComposition({ ...product, items: line.items })
      const added = cart.getState().lines.at(-1)
      for (let unit = 1; added && unit < line.quantity; unit++) cart.getState().increment(added.uuid)
    }
    // The menu is loaded afresh (decision 018): its own address opens the cart there.
    void goTo(menuWithCart(locale))
  }

  return (
    <AccountPage id="orders" wide title={t('account.orders.title')}>
      <Loaded load={load} retry={retry}>
        {(orders) =>
          orders.length === 0 ? (
            <p className="account-empty">{t('account.orders.none')}</p>
          ) : (
            <ul className="order-list">
              {orders.map((order) => {
                const lines = reorderLines(order.lines)
                return (
                  <li key={order.uid} className="order-card">
                    <h2 className="order-card-number">{order.number}</h2>
                    <dl>
                      <div>
                        <dt>{t('account.orders.date')}</dt>
                        <dd>{order.order_date ? dateOf(order.order_date, timeZone) : '–'}</dd>
                      </div>
                      <div>
                        <dt>{t('account.orders.status')}</dt>
                        <dd>{paymentStatusText(t, order)}</dd>
                      </div>
                      <div>
                        <dt>{t('account.orders.amount')}</dt>
                        <dd>{order.amount == null ? '–' : price(toCents(order.amount))}</dd>
                      </div>
                    </dl>
                    <LiveProgress order={order} timeZone={timeZone} />
                    <div className="account-actions">
                      <a
                        className="button-secondary"
                        href={localePath(locale, `/my-order?${new URLSearchParams({ uid: order.uid })}`)}
                        aria-label={t('account.orders.viewNumber', { number: order.number })}
                      >
                        {t('account.orders.view')}
                      </a>
                      {lines.length > 0 && (
                        <button
                          type="button"
                          className="button-secondary"
                          aria-label={t('account.orders.reorderNumber', { number: order.number })}
                          onClick={() => reorder(lines)}
                        >
                          {t('account.orders.reorder')}
                        </button>
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          )
        }
      </Loaded>
    </AccountPage>
  )
}

/** An order still in the kitchen shows its steps, live; the others show nothing more. */
function LiveProgress({ order, timeZone }: { order: CustomerOrder; timeZone?: string }) {
  const live = useLiveOrder(order)
  if (!live.order || live.order.progress.length === 0) return null
  return <OrderProgress order={live.order} connection={live.connection} timeZone={timeZone} headingLevel={3} />
}
