import { useEffect } from 'react'
import type { Locale } from '../../domain/locale'
import { useCart, useOrderingStores } from '../../stores/ordering'
import { localePath } from '../ui/i18n'

// The menu with its cart open has an address of its own, so that the links back to the cart (the
// customer's basket, 'change the cart' on the payment step) work the same whether the page they are
// on is interactive yet or not: followed before, they load the menu, which opens the cart itself.
const CART_FRAGMENT = '#cart'

/** The menu, with the cart open on arrival when it has lines. */
export const menuWithCart = (locale: Locale) => `${localePath(locale, '/')}${CART_FRAGMENT}`

/**
 * On a page reached by `menuWithCart`, opens the cart once the stored cart has been read, and takes
 * the fragment off the address (a reload or a shared link then shows the menu as it is). Followed on
 * the menu itself, the link only changes the fragment: that opens the cart too.
 */
export function useCartOpenedByAddress(urlPathname: string) {
  const { cart, ui } = useOrderingStores()
  const restored = useCart((state) => state.restored)
  useEffect(() => {
    if (!restored) return
    const openFromAddress = () => {
      if (window.location.hash !== CART_FRAGMENT) return
      ui.getState().setCartOpen(cart.getState().lines.length > 0)
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`)
    }
    openFromAddress()
    window.addEventListener('hashchange', openFromAddress)
    return () => window.removeEventListener('hashchange', openFromAddress)
  }, [restored, urlPathname, cart, ui])
}
