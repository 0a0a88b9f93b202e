import { useEffect, useState } from 'react'
import { orderOutcome, pendingPollDelay } from '../../domain/order-outcome'
import type { Order } from '../../domain/schemas/venue-api'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

export type OrderLoad = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; order: Order }

/** The order behind a result page, asked again (ever less often) until its payment is settled. */
export function useOrderResult(path: string | null) {
  const { locale } = useI18n()
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!path) {
      setLoad({ state: 'failed' })
      return
    }
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const fetchOrder = (polls: number): Promise<void> => {
      const askAgain = () => (timer = setTimeout(() => void fetchOrder(polls + 1), pendingPollDelay(polls)))
      return apiGet<Order>(path, locale)
        .then((order) => {
          if (!current) return
          setLoad({ state: 'loaded', order })
          if (orderOutcome(order.status) === 'pending') askAgain()
        })
        .catch(() => {
          if (!current) return
          // A pending order already shown stays; a failed look-up is asked again like a pending one.
          if (polls > 0) askAgain()
          else setLoad({ state: 'failed' })
        })
    }
    void fetchOrder(0)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [path, locale, attempt])

  return { load, retry: () => setAttempt((value) => value + 1) }
}
