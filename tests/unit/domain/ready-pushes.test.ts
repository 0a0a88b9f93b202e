import { describe, expect, it } from 'vitest'
import {
  afterSend,
  duePushes,
  MAX_SUBSCRIBERS,
  NO_PUSHES,
  nextPushWake,
  orderEnded,
  orderReady,
  RETRY_DELAYS_MS,
  subscribe,
  SUBSCRIPTION_LIFETIME_MS,
  unsubscribe,
  withoutExpired,
  type PushSubscriber,
  type ReadyPushes,
} from '../../../domain/ready-pushes'

const T0 = Date.UTC(2027, 2, 1, 12)
const phone = (name: string, at = T0): PushSubscriber => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  keys: { p256dh: 'p', auth: 'a' },
  message: { title: 'Le Comptoir', body: `Your order ${name} is ready.`, url: 'https://comptoir.example/en/my-order?uid=1', icon: null, tag: 't', lang: 'en' },
  at,
})
const kept = (state: ReturnType<typeof subscribe>): ReadyPushes => {
  if ('refused' in state) throw new Error('refused')
  return state.state
}

describe('the phones to tell when an order is ready', () => {
  it(`keeps up to ${MAX_SUBSCRIBERS} phones, one subscription each, and refuses one more`, () => {
    let state = NO_PUSHES
    for (let index = 0; index < MAX_SUBSCRIBERS; index++) state = kept(subscribe(state, phone(`p${index}`)))
    // The same phone asking again replaces its subscription.
    state = kept(subscribe(state, { ...phone('p0'), at: T0 + 1 }))
    expect(state.subscribers).toHaveLength(MAX_SUBSCRIBERS)
    expect(subscribe(state, phone('one-more'))).toEqual({ refused: 'full' })
  })

  it('puts every message in the outbox, due at once, when the order is ready; a phone that turned it off gets none', () => {
    const state = unsubscribe(kept(subscribe(kept(subscribe(NO_PUSHES, phone('a'))), phone('b'))), phone('b').endpoint)
    const ready = orderReady(state, T0 + 60_000)
    expect(ready.subscribers).toEqual([])
    expect(duePushes(ready, T0 + 60_000).map((pending) => [pending.endpoint, pending.attempt])).toEqual([[phone('a').endpoint, 0]])
    expect(nextPushWake(ready)).toBe(T0 + 60_000)
  })

  it('tells nobody of an order that ended without being ready', () => {
    expect(orderEnded()).toEqual(NO_PUSHES)
  })

  it('drops a message once sent, gone or refused; tries a busy service again after each wait, then gives up', () => {
    let state = orderReady(kept(subscribe(NO_PUSHES, phone('a'))), T0)
    for (const outcome of ['sent', 'gone', 'refused'] as const) {
      expect(afterSend(state, state.outbox[0]!, { outcome, retryAfterSeconds: null }, T0)).toEqual({ state: NO_PUSHES, gaveUp: false })
    }
    let now = T0
    for (const wait of RETRY_DELAYS_MS) {
      const result = afterSend(state, state.outbox[0]!, { outcome: 'retry', retryAfterSeconds: null }, now)
      expect(result.gaveUp).toBe(false)
      state = result.state
      expect(duePushes(state, now + wait - 1)).toEqual([])
      now += wait
      expect(duePushes(state, now)).toHaveLength(1)
    }
    expect(afterSend(state, state.outbox[0]!, { outcome: 'retry', retryAfterSeconds: null }, now)).toEqual({ state: NO_PUSHES, gaveUp: true })
  })

  it("waits as long as the service's Retry-After asks, within five minutes", () => {
    const state = orderReady(kept(subscribe(NO_PUSHES, phone('a'))), T0)
    const asked = afterSend(state, state.outbox[0]!, { outcome: 'retry', retryAfterSeconds: 30 }, T0).state
    expect(asked.outbox[0]!.due).toBe(T0 + 30_000)
    const capped = afterSend(state, state.outbox[0]!, { outcome: 'retry', retryAfterSeconds: 3_600 }, T0).state
    expect(capped.outbox[0]!.due).toBe(T0 + 5 * 60_000)
  })

  it('forgets a subscription a day old, and wakes to forget it', () => {
    const state = kept(subscribe(kept(subscribe(NO_PUSHES, phone('old', T0))), phone('new', T0 + 60_000)))
    expect(nextPushWake(state)).toBe(T0 + SUBSCRIPTION_LIFETIME_MS)
    expect(withoutExpired(state, T0 + SUBSCRIPTION_LIFETIME_MS).subscribers.map((kept) => kept.endpoint)).toEqual([phone('new').endpoint])
  })
})
