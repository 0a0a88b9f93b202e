import { useCallback, useState } from 'react'
import { usePageContext } from '../ui/page-context'
import { EMPTY_PAYMENT } from '../../domain/order-state'
import { afterLogoutPath } from '../../domain/route-access'
import { apiPost } from '../../stores/api-client'
import { useOrderingStores } from '../../stores/ordering'
import { localePath, useI18n } from '../ui/i18n'

/**
 * Logout for the header and the sidebar (SPEC §4 Session: it clears the customer and the session
 * cookies; §2: then the menu, or /home where the venue takes no orders). The customer's cart,
 * pending checkout, payment choices and held slot go with the session: on a shared phone the next diner starts afresh.
 * The Worker ends the session whatever the venue answers, at once; only a Worker out of reach (no
 * network) fails it, which is said in an alert (§8) and keeps everything: the session cookie is
 * HttpOnly, no page can clear it.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const { cart, order } = useOrderingStores()
  const [pending, setPending] = useState(false)

  const logout = useCallback(async () => {
    setPending(true)
    try {
      await apiPost('/auth/logout', { json: {} }, locale)
    } catch {
      setPending(false)
      window.alert(t('header.logoutFailed'))
      return
    }
    order.getState().endCheckoutAttempt()
    order.getState().clearSlot()
    order.getState().setPayment(EMPTY_PAYMENT)
    cart.getState().clear()
    // A full load: the page context, header and sidebar are those of a visitor again.
    window.location.assign(localePath(locale, afterLogoutPath(venue?.ordering.allowOrder ?? true)))
  }, [cart, locale, order, t, venue])

  return { logout, pending }
}
