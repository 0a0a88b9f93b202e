import { useEffect, useRef } from 'react'
import { cartCount } from '../../domain/cart'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { cartPricing } from './cart-prices'
import { CartIcon } from './CartIcon'

/**
 * The cart in a visitor's header (SPEC §2 Layouts) on pages without the cart bar: the bag with its
 * count, which opens the cart panel over the page. Its size never changes, so the header does not move
 * when the stored cart is read after hydration.
 */
export function HeaderCartButton() {
  const { t, price } = useI18n()
  const lines = useCart((state) => state.lines)
  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const open = useUi((state) => state.cartOpen)
  const setOpen = useUi((state) => state.setCartOpen)
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)
  const count = cartCount(lines)

  // The panel closed with the focus inside it (Escape, its close button, its last line removed):
  // the focus comes back here rather than to the top of the page.
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <button ref={button} type="button" className="header-cart" aria-expanded={open} aria-controls="cart-panel" onClick={() => setOpen(!open)}>
      <CartIcon count={count} size={24} />
      <span className="visually-hidden">
        {count > 0 ? `${t('cart.myCart', { total: price(cartPricing(menus, consumptionType).total(lines)) })}, ${t('cart.count', { count })}` : t('cart.empty')}
      </span>
    </button>
  )
}
