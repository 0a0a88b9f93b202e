import { useState } from 'react'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { continueAfterOrder, placeOrder, type PlaceOrderResult } from './place-order'
import { useLoadingHash } from './use-loading-hash'

/** Why an order was not placed, as its form shows it; null while nothing went wrong. */
export type OrderProblem = Exclude<PlaceOrderResult, { kind: 'placed' }> | null

type CheckedBody = { success: true; data: object } | { success: false }

/**
 * Sending an order from a form (the payment step, the quick checkout): the loading state, kept in the
 * address (use-loading-hash.ts), and on success the hand-off to the payment page or to `resultPage`.
 */
export function usePlaceOrder(path: '/checkout' | '/quickcheckout', resultPage: string) {
  const { locale } = useI18n()
  const [loading, setLoading] = useLoadingHash()
  const [problem, setProblem] = useState<OrderProblem>(null)

  /** Sends the checked body. Answers what stopped the order, for the form to say; null when it is on its way. */
  async function send(body: CheckedBody): Promise<OrderProblem> {
    if (!body.success) {
      setProblem({ kind: 'failed', error: null })
      return null
    }
    setProblem(null)
    setLoading(true)
    const result = await placeOrder(path, body.data, locale)
    if (result.kind === 'placed') {
      continueAfterOrder(result.answer, localePath(locale, resultPage), (target) => void goTo(target))
      return null
    }
    setLoading(false)
    return result
  }

  return { loading, problem, setProblem, send }
}
