import { useEffect, useState } from 'react'
import { FREE_TABLE, tableOpenForOrders } from '../../domain/quick-order'
import { apiGet } from '../../stores/api-client'
import { useOrder } from '../../stores/ordering'
import { useCheckoutSettings } from '../checkout/use-checkout-settings'
import { useI18n } from '../ui/i18n'

export type TableLoad =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'unavailable' }
  | { state: 'found'; uid: string; number: number | null }

/**
 * The table the diner orders at (SPEC §4 Quick order): in table mode 0 the table is fetched by its uid
 * and 'Table non trouvée' (in the page's language, decision 011) shows when the venue does not know
 * it, 'This table is unavailable' when it is closed (said at once, before a cart is built); in mode 1
 * every order is for 'free'.
 */
export function useQuickTable(tableUid: string | null): TableLoad {
  const { locale } = useI18n()
  const mode = useCheckoutSettings().quickOrder.tableMode
  const setQuickTable = useOrder((state) => state.setQuickTable)
  const [load, setLoad] = useState<TableLoad>(mode === 1 ? { state: 'found', uid: FREE_TABLE, number: null } : tableUid ? { state: 'loading' } : { state: 'none' })

  useEffect(() => {
    if (mode === 1) {
      setQuickTable({ uid: FREE_TABLE, number: null })
      return
    }
    if (!tableUid) return
    let current = true
    setLoad({ state: 'loading' })
    apiGet('/dinnertable/:id', { param: { id: tableUid } }, locale)
      .then((table) => {
        if (!current) return
        if (!tableOpenForOrders(table)) return setLoad({ state: 'unavailable' })
        setQuickTable({ uid: table.uid, number: table.number })
        setLoad({ state: 'found', uid: table.uid, number: table.number })
      })
      .catch(() => current && setLoad({ state: 'missing' }))
    return () => {
      current = false
    }
  }, [mode, tableUid, locale, setQuickTable])

  return load
}
