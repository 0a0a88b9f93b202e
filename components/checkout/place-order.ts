import type { CheckoutAnswer } from '../../domain/schemas/venue-api'
import { apiPost } from '../../stores/api-client'
import { failureOf } from '../../stores/api-failure'
import type { Locale } from '../../domain/locale'

export type PlaceOrderResult =
  | { kind: 'placed'; answer: CheckoutAnswer }
  | { kind: 'rejected'; reasons: { code: string; message: string }[] }
  | { kind: 'failed'; error: unknown }

/**
 * Sends the order to the Worker. A timeout or lost connection is 'failed' and may be retried as is:
 * the request keeps its idempotency key, so the venue never makes a second order or payment.
 */
export async function placeOrder(path: '/checkout' | '/quickcheckout', body: object, locale: Locale): Promise<PlaceOrderResult> {
  try {
    return { kind: 'placed', answer: await apiPost(path, { json: body }, locale) }
  } catch (error) {
    const failure = failureOf(error)
    if (failure.reason === 'rejected' && failure.reasons.length > 0) return { kind: 'rejected', reasons: failure.reasons }
    return { kind: 'failed', error }
  }
}

/** The hand-off to the payment page, or straight to the result when nothing is left to pay online. */
export function continueAfterOrder(answer: CheckoutAnswer, resultPath: string, go: (path: string) => void) {
  if (answer.payment_url) window.location.assign(answer.payment_url)
  else go(`${resultPath}?uid=${encodeURIComponent(answer.order.uid)}`)
}
