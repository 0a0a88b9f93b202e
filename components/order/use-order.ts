import { useEffect, useState } from 'react'
import { orderOutcome, pendingPollDelay } from '../../domain/order-outcome'
import type { Locale } from '../../domain/locale'
import type { ShownOrder } from '../../domain/ordered-lines'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'
import { usePreloadedAnswer } from '../ui/use-preloaded-answer'

export type OrderLoad = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; order: ShownOrder }

/** How a result page names its order: by its id, or by what the wallet provider sent back. */
export type OrderLookup = { uid: string } | { paymentInfo: string }

const askFor = (lookup: OrderLookup, locale: Locale) =>
  'uid' in lookup
    ? apiGet('/order/:uid', { param: { uid: lookup.uid } }, locale)
    : apiGet('/order-from-payment/:info', { param: { info: lookup.paymentInfo } }, locale)

/**
 * The order behind a result page, asked again (ever less often) until its payment is settled. The
 * page arrives with it when the venue answered in time (pages/order-read.ts); otherwise the Worker
 * waits for the venue's answer as long as SPEC §7 says (decision 025); 'try again' asks anew.
 */
export function useOrderResult(lookup: OrderLookup | null) {
  const { locale } = useI18n()
  const key = lookup && JSON.stringify(lookup)
  const preloaded = usePreloadedAnswer('/order/:uid', lookup && 'uid' in lookup ? { param: { uid: lookup.uid } } : null)
  const [load, setLoad] = useState<OrderLoad>(preloaded ? { state: 'loaded', order: preloaded } : { state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (key === null) {
      setLoad({ state: 'failed', error: null })
      return
    }
    // By its text: a new object each render names the same order.
    const lookup = JSON.parse(key) as OrderLookup
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const fetchOrder = (polls: number): Promise<void> => {
      const askAgain = () => (timer = setTimeout(() => void fetchOrder(polls + 1), pendingPollDelay(polls)))
      return askFor(lookup, locale)
        .then((order) => {
          if (!current) return
          setLoad({ state: 'loaded', order })
          if (orderOutcome(order.status) === 'pending') askAgain()
        })
        .catch((error: unknown) => {
          if (!current) return
          // A pending order already shown stays; a failed look-up is asked again like a pending one.
          if (polls > 0) askAgain()
          else setLoad({ state: 'failed', error })
        })
    }
    if (attempt === 0 && preloaded) {
      if (orderOutcome(preloaded.status) === 'pending') timer = setTimeout(() => void fetchOrder(1), pendingPollDelay(0))
    } else {
      setLoad({ state: 'loading' })
      void fetchOrder(0)
    }
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, locale, attempt, preloaded])

  return { load, retry: () => setAttempt((value) => value + 1) }
}
