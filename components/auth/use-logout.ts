import { useCallback, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { afterLogoutPath } from '../../domain/route-access'
import { apiPost } from '../../stores/api-client'
import { useOrderingStores } from '../../stores/ordering'
import { localePath, useI18n } from '../ui/i18n'

/**
 * Logout for the header and the sidebar (SPEC §4 Session: it clears the customer and the session
 * cookies; §2: then the menu, or /home where the venue takes no orders). The customer's pending
 * checkout and held slot go with the session; the cart stays. A failure is said in an alert (§8).
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const { order } = useOrderingStores()
  const [pending, setPending] = useState(false)

  const logout = useCallback(async () => {
    setPending(true)
    try {
      await apiPost<null>('/auth/logout', {}, locale)
    } catch {
      setPending(false)
      window.alert(t('header.logoutFailed'))
      return
    }
    order.getState().endCheckoutAttempt()
    order.getState().clearSlot()
    // A full load: the page context, header and sidebar are those of a visitor again.
    window.location.assign(localePath(locale, afterLogoutPath(venue?.ordering.allowOrder ?? true)))
  }, [locale, order, t, venue])

  return { logout, pending }
}
