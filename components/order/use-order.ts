import { useEffect, useState } from 'react'
import { orderOutcome } from '../../domain/order-outcome'
import type { Order } from '../../domain/schemas/venue-api'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

export type OrderLoad = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; order: Order }

/** While the provider still verifies the payment, the order is asked again this often, this many times. */
const PENDING_POLL_MS = 3000
const PENDING_POLLS = 20

/** The order behind a result page, asked again while its payment is pending. */
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
    const fetchOrder = (polls: number) =>
      apiGet<Order>(path, locale)
        .then((order) => {
          if (!current) return
          setLoad({ state: 'loaded', order })
          if (orderOutcome(order.status) === 'pending' && polls < PENDING_POLLS) {
            timer = setTimeout(() => void fetchOrder(polls + 1), PENDING_POLL_MS)
          }
        })
        .catch(() => current && setLoad({ state: 'failed' }))
    void fetchOrder(0)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [path, locale, attempt])

  return { load, retry: () => setAttempt((value) => value + 1) }
}
