import { useEffect, useState } from 'react'
import { FREE_TABLE, tableOpenForOrders } from '../../domain/quick-order'
import type { DinnerTable } from '../../domain/schemas/venue-api'
import { apiGet } from '../../stores/api-client'
import { useOrder } from '../../stores/ordering'
import { useCheckoutSettings } from '../checkout/use-checkout-settings'
import { useI18n } from '../ui/i18n'
import { usePreloadedAnswer } from '../ui/use-preloaded-answer'

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
 * every order is for 'free'. The page arrives with the table when the venue answered in time
 * (pages/quickorder/+data.ts); otherwise it is asked from here.
 */
export function useQuickTable(tableUid: string | null): TableLoad {
  const { locale } = useI18n()
  const mode = useCheckoutSettings().quickOrder.tableMode
  const setQuickTable = useOrder((state) => state.setQuickTable)
  const preloaded = usePreloadedAnswer('/dinnertable/:id', mode === 0 && tableUid ? { param: { id: tableUid } } : null)
  const [load, setLoad] = useState<TableLoad>(() =>
    mode === 1 ? { state: 'found', uid: FREE_TABLE, number: null } : preloaded ? loadOf(preloaded) : tableUid ? { state: 'loading' } : { state: 'none' },
  )

  useEffect(() => {
    if (mode === 1 || !tableUid || preloaded) return
    let current = true
    setLoad({ state: 'loading' })
    apiGet('/dinnertable/:id', { param: { id: tableUid } }, locale)
      .then((table) => current && setLoad(loadOf(table)))
      .catch(() => current && setLoad({ state: 'missing' }))
    return () => {
      current = false
    }
  }, [mode, tableUid, locale, preloaded])

  // Into the order once the stored one has been read, which it would otherwise replace.
  const restored = useOrder((state) => state.restored)
  useEffect(() => {
    if (restored && load.state === 'found') setQuickTable({ uid: load.uid, number: load.number })
  }, [restored, load, setQuickTable])

  return load
}

const loadOf = (table: DinnerTable): TableLoad =>
  tableOpenForOrders(table) ? { state: 'found', uid: table.uid, number: table.number } : { state: 'unavailable' }
