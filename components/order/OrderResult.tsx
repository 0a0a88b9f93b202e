import './order.css'
import { useEffect, useRef } from 'react'
import { usePageContext } from '../ui/page-context'
import { clearsCart, orderOutcome, placedWithoutPayment } from '../../domain/order-outcome'
import { clearOrder, useOrder, useOrderingStores } from '../../stores/ordering'
import { failureText } from '../ui/failure-text'
import { localePath, useI18n } from '../ui/i18n'
import { LoadingStatus } from '../ui/ReadStatus'
import { holdSlotAgain } from './hold-slot-again'
import { OrderProgress } from './OrderProgress'
import { OrderSummary } from './OrderSummary'
import { useLiveOrder } from './use-live-order'
import { useOrderResult, type OrderLookup } from './use-order'

type Props = {
  /** The order the page's link names, null when it names none. */
  lookup: OrderLookup | null
  /** Where 'try again' leads, with the cart kept. */
  retryPath: string
  /** Where 'back to the menu' (or 'new order') leads: the menu, or a quick order's table. */
  menuPath?: string
  /** A quick order at a table: its progress says 'on its way to table N'. */
  atTable?: boolean
  /** Another phone of the table placed this order for everyone: by its name there, else its number among the guests. */
  paidBy?: { name: string | null; guest: number } | null
  /** This phone's order (its checkout was under way here) has succeeded. */
  onPlaced?: (uid: string) => void
}

/**
 * The order result (SPEC §2, §4 Order page, §8): a paid order clears the cart and the order; any
 * other outcome keeps them so the customer can try again, with a new payment attempt.
 */
export function OrderResult({ lookup, retryPath, menuPath = '/', atTable = false, paidBy = null, onPlaced }: Props) {
  const { t, locale } = useI18n()
  const stores = useOrderingStores()
  const restored = useOrder((state) => state.restored)
  const checkoutUnderWay = useOrder((state) => state.checkout !== null)
  const { load, retry } = useOrderResult(lookup)
  const live = useLiveOrder(load.state === 'loaded' ? load.order : null)
  const timeZone = usePageContext().venue?.ordering.timeZone
  const outcome = load.state === 'loaded' ? orderOutcome(load.order.status) : null
  const settled = useRef<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!restored || load.state !== 'loaded' || outcome === 'pending' || settled.current === load.order.uid) return
    settled.current = load.order.uid
    if (outcome && clearsCart(outcome, checkoutUnderWay)) {
      clearOrder(stores)
      onPlaced?.(load.order.uid)
    } else {
      stores.order.getState().endCheckoutAttempt()
      if (outcome === 'failed' || outcome === 'canceled' || outcome === 'expired') void holdSlotAgain(stores.order, load.order, locale)
    }
  }, [restored, load, outcome, stores, locale, checkoutUnderWay, onPlaced])

  useEffect(() => heading.current?.focus(), [outcome])

  if (load.state === 'loading') return <LoadingStatus className="order-result" text={t('result.loading')} />
  if (load.state === 'failed') {
    return (
      <section className="order-result" aria-labelledby="result-title">
        <h1 id="result-title" ref={heading} tabIndex={-1}>{t('error.title')}</h1>
        <p role="alert">{failureText(t, load.error, 'result.fetchFailed')}</p>
        <button type="button" className="button-primary" onClick={retry}>
          {t('error.tryAgain')}
        </button>
      </section>
    )
  }
  const success = outcome === 'success'
  return (
    <section className={`order-result is-${outcome}`} aria-labelledby="result-title">
      <h1 id="result-title" ref={heading} tabIndex={-1}>{t(`result.${outcome}.title`)}</h1>
      <p role={success || outcome === 'pending' ? 'status' : 'alert'}>
        {success && paidBy
          ? t('result.paidForTable', {
              named: String(paidBy.name !== null),
              name: paidBy.name ?? '',
              guest: paidBy.guest,
              onSite: String(placedWithoutPayment((live.order ?? load.order).status)),
            })
          : t(`result.${outcome}.text`)}
      </p>
      {live.order && <OrderProgress order={live.order} connection={live.connection} timeZone={timeZone} atTable={atTable} ownsTitle pushFor={live.order.uid} />}
      <OrderSummary order={live.order ?? load.order} timeZone={timeZone} />
      <div className="order-actions">
        {!success && outcome !== 'pending' && (
          <a className="button-primary" href={localePath(locale, retryPath)}>
            {t('result.retry')}
          </a>
        )}
        <a className={success ? 'button-primary' : 'button-secondary'} href={localePath(locale, menuPath)}>
          {success ? t('result.newOrder') : t('error.backToMenu')}
        </a>
      </div>
    </section>
  )
}
