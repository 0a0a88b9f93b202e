import { useEffect, useRef } from 'react'
import { usePageContext } from '../ui/page-context'
import { splitLocalePath } from '../../domain/locale'
import { isResultPage } from '../../common/result-pages'
import { SCHEDULE_PATH } from '../../domain/schedule'
import { isSlotExpired, SLOT_CHECK_INTERVAL_MS } from '../../domain/slot-lock'
import { useOrderingStores } from '../../stores/ordering'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'

/**
 * Checks the held slot every second (SPEC §4 Booking slot, §9): once its lock has run out the slot is
 * released, the timeout alert is raised and the customer is sent to the schedule to choose again.
 * Result pages are left alone: the order is placed there. Mounted once, in the layout.
 */
export function SlotWatcher() {
  const stores = useOrderingStores()
  const { locale } = useI18n()
  const path = splitLocalePath(usePageContext().urlParsed.pathname).rest
  const pathRef = useRef(path)
  useEffect(() => {
    pathRef.current = path
  }, [path])

  useEffect(() => {
    const check = () => {
      const { slot, clearSlot } = stores.order.getState()
      if (!slot || isResultPage(pathRef.current) || !isSlotExpired(slot, new Date())) return
      clearSlot()
      stores.ui.getState().showAlert('slotTimeout')
      // In a task of its own: a stored slot is read while the page hydrates, and Vike's client router
      // can only navigate once its first render has finished (it settles within the same task).
      if (pathRef.current !== SCHEDULE_PATH) setTimeout(() => void goTo(localePath(locale, SCHEDULE_PATH)), 0)
    }
    check()
    const timer = setInterval(check, SLOT_CHECK_INTERVAL_MS)
    // A stored slot read after hydration is checked at once, before the banner shows it; just after
    // the change rather than inside it, so the release is saved like any other change.
    const unsubscribe = stores.order.subscribe((state, previous) => {
      if (state.slot !== previous.slot) queueMicrotask(check)
    })
    return () => {
      clearInterval(timer)
      unsubscribe()
    }
  }, [stores, locale])

  return null
}
