import { Suspense, useEffect } from 'react'
import { usePageContext } from '../ui/page-context'
import { cartCount, groupByPos } from '../../domain/cart'
import type { Cents } from '../../domain/money'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { useMediaQuery } from '../ui/media-query'
import { preloadedLazy } from '../ui/preloaded-lazy'
import { prefetchWhenIdle } from '../../client/prefetch-when-idle'
import { useTypePricesText } from '../schedule/type-prices-text'
import { useCartOpenedByAddress } from './cart-address'
import { DOCKED_CART_VISITOR } from './cart-dock'
import { cartPricing } from './cart-prices'
import { CartIcon } from './CartIcon'

// The open cart's code and styles come the first time it opens (or earlier, when the browser is idle).
const cartPanel = preloadedLazy(() => import('./CartPanel').then((m) => m.default))
const CartPanel = cartPanel.Component

/** The skip link's target and the address of the menu with its cart open (cart-address.ts). */
export const CART_ID = 'cart'

/**
 * The cart: a bottom bar with count and total that expands into the lines grouped by point of sale,
 * the total, each minimum order, and the way on to the schedule (SPEC §2 cart drawer, §5 minimum).
 * From `dockFrom` on, the bar's cart is a column beside the page instead, always open: its box is laid
 * out by the stylesheet before any script runs, and its lines come in as the bar's do.
 * Without the bar, the header's cart opens the same panel (a visitor's checkout, legal and result pages).
 */
export function CartDrawer({
  showNext,
  showOpenMenu = false,
  nextPath = '/schedule',
  bar = true,
  note,
  typePrices = false,
  dockFrom = DOCKED_CART_VISITOR,
}: {
  showNext: boolean
  showOpenMenu?: boolean
  /** Where 'next' leads: the schedule, or a quick order's payment form. */
  nextPath?: string
  /** False where the header's cart opens the panel instead of the bottom bar (components/layout/page-cart.ts). */
  bar?: boolean
  /** What the open cart says of itself above its lines (at a shared table: only this phone's lines). */
  note?: string | undefined
  /** Whether the cart says what a new consumption type did to its prices (the schedule says it beside its own choice). */
  typePrices?: boolean
  /** The media query from which the bar's cart stands as a column (cart-dock.ts). */
  dockFrom?: string
}) {
  const { t, price } = useI18n()
  const { venue, urlPathname } = usePageContext()
  const lines = useCart((state) => state.lines)
  const menus = useCart((state) => state.menus)
  const removedNotice = useCart((state) => state.removedNotice)
  const pricesChanged = useCart((state) => state.pricesChanged)
  const dismissNotice = useCart((state) => state.dismissNotice)
  const consumptionType = useOrder((state) => state.consumptionType)
  const typePricesText = useTypePricesText()
  const open = useUi((state) => state.cartOpen)
  const setOpen = useUi((state) => state.setCartOpen)
  const searchFocused = useUi((state) => state.searchFocused)
  const docked = useMediaQuery(dockFrom) && bar
  const pricing = cartPricing(menus, consumptionType)
  const count = cartCount(lines)
  const total = pricing.total(lines)
  const groups = groupByPos(lines)
  const stands = venue?.stands ?? []
  const minimumOf = (posId: number): Cents | null =>
    stands.length > 0 ? (stands.find((stand) => stand.posId === posId)?.minimumOrderCents ?? null) : (venue?.minimumOrderCents ?? null)

  useEffect(() => prefetchWhenIdle(cartPanel.preload), [])

  // The drawer closes when the cart empties (SPEC §4).
  useEffect(() => {
    if (count === 0) setOpen(false)
  }, [count, setOpen])

  useCartOpenedByAddress(urlPathname)

  // Opened from the header, the panel belongs to the page it was opened on: a cart left open on the
  // menu or the schedule, or on the step before, would cover the next page on arrival.
  useEffect(() => {
    if (!bar) setOpen(false)
  }, [bar, urlPathname, setOpen])

  const notices = [
    removedNotice !== null && t('cart.removed', { count: removedNotice }),
    pricesChanged && t('cart.pricesChanged'),
    typePrices && typePricesText,
  ].filter(Boolean)
  // Without the bar there is nothing to show until the cart opens or has a notice.
  if (!bar && !open && notices.length === 0) return null
  // What the bar reads, and the column's heading where the cart is a column.
  const summary = (
    <>
      <CartIcon count={count} size={22} />
      <span className="cart-summary">{count > 0 ? t('cart.myCart', { total: price(total) }) : t('cart.empty')}</span>
      {count > 0 && <span className="visually-hidden">{t('cart.count', { count })}</span>}
    </>
  )
  const classes = ['cart-drawer', bar && 'has-bar', searchFocused && 'is-hidden'].filter(Boolean).join(' ')
  return (
    <aside id={bar ? CART_ID : undefined} tabIndex={bar ? -1 : undefined} className={classes} aria-label={t('cart.title')}>
      {/* A polite live region there from the start, so that a notice coming into it is announced. */}
      <div className="cart-notices" role="status">
        {notices.length > 0 && (
          <div className="cart-notice">
            <span>{notices.join(' ')}</span>
            <button type="button" className="icon-button" aria-label={t('cart.dismiss')} onClick={dismissNotice}>
              ×
            </button>
          </div>
        )}
      </div>
      {/* Shown by the stylesheet only where the cart is a column. */}
      {bar && (
        <h2 id="cart-column-title" className="cart-column-title">
          {summary}
        </h2>
      )}
      {(open || docked) && (
        <Suspense fallback={null}>
          <CartPanel
            groups={groups}
            stands={stands}
            total={total}
            showNext={showNext}
            showOpenMenu={showOpenMenu}
            nextPath={nextPath}
            note={note}
            pricing={pricing}
            minimumOf={minimumOf}
            fromHeader={!bar}
            docked={docked}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
      {bar && (
        <button type="button" className="cart-bar" aria-expanded={open} aria-controls="cart-panel" onClick={() => setOpen(!open)}>
          {summary}
        </button>
      )}
    </aside>
  )
}
