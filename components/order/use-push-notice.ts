import { useEffect, useState } from 'react'
import { pushOffer, type PushFacts, type PushOffer } from '../../domain/push-offer'
import type { Locale } from '../../domain/locale'
import {
  askPermission,
  browserPushFacts,
  currentEndpoint,
  forgetTurnedOn,
  pushSubscription,
  rememberTurnedOn,
  turnedOnEndpoint,
} from '../../client/web-push'
import { apiDelete, apiGet, apiPost } from '../../stores/api-client'
import { failureOf } from '../../stores/api-failure'

// "Tell me when it's ready": the diner turns on a notification for this order (Web Push), asked for
// the browser's permission in that tap and never before; the Worker keeps the subscription and sends
// the notification when the kitchen says the food is ready.

/** What went wrong last: turning on or stopping failed (the diner may try again), or the order moved on. */
export type PushProblem = { kind: 'turn-on' | 'stop'; error: unknown } | { kind: 'ended' }

export type PushNotice = {
  offer: PushOffer
  /** A call is under way: the button waits for it. */
  busy: boolean
  problem: PushProblem | null
  turnOn: () => Promise<void>
  stop: () => Promise<void>
}

/** The Worker's public key; null when the Worker sends no notifications. Asked at each tap: taps are few. */
function pushKey(locale: Locale): Promise<string | null> {
  return apiGet('/push/key', {}, locale).then(
    ({ key }) => key,
    (error: unknown) => {
      // The Worker without a key answers 503 (as a Worker out of reach would): no notifications here.
      if (failureOf(error).reason === 'unreachable') return null
      throw error
    },
  )
}

/** Before the page has read the browser (the server's render, hydration): the offer most browsers get. */
const UNREAD: PushFacts = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default',
  apple: null,
  installed: false,
  turnedOn: false,
  workerSends: true,
}

export function usePushNotice(uid: string, locale: Locale): PushNotice {
  const [facts, setFacts] = useState(UNREAD)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<PushProblem | null>(null)
  const update = (changed: Partial<PushFacts>) => setFacts((current) => ({ ...current, ...changed }))

  // Read once hydrated: the server cannot know the browser. What the device remembers shows at once,
  // and is let go when the browser's subscription is no longer the one it was turned on with.
  useEffect(() => {
    const remembered = turnedOnEndpoint(uid)
    setFacts({ ...browserPushFacts(), turnedOn: remembered !== null, workerSends: true })
    if (!remembered) return
    let current = true
    void currentEndpoint()
      .catch(() => null)
      .then((endpoint) => {
        if (!current || endpoint === remembered) return
        forgetTurnedOn(uid)
        update({ turnedOn: false })
      })
    return () => {
      current = false
    }
  }, [uid])

  const work = async (task: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      await task()
    } finally {
      setBusy(false)
    }
  }

  const turnOn = async () => {
    if (busy) return
    // Asked first, in the tap itself; the key comes meanwhile.
    const permission = askPermission()
    const key = pushKey(locale)
    // Not waited for when the diner does not allow notifications.
    key.catch(() => undefined)
    return work(async () => {
      try {
        const answer = await permission
        update({ permission: answer })
        if (answer !== 'granted') return
        const publicKey = await key
        if (!publicKey) return update({ workerSends: false })
        const subscription = await pushSubscription(publicKey)
        await apiPost('/order/:uid/push', { param: { uid }, json: { subscription: subscription.toJSON(), locale } }, locale)
        rememberTurnedOn(uid, subscription.endpoint)
        update({ turnedOn: true })
      } catch (error) {
        setProblem(failureOf(error).reason === 'conflict' ? { kind: 'ended' } : { kind: 'turn-on', error })
      }
    })
  }

  const stop = () =>
    work(async () => {
      const endpoint = turnedOnEndpoint(uid) ?? (await currentEndpoint().catch(() => null))
      try {
        if (endpoint) await apiDelete('/order/:uid/push', { param: { uid }, json: { endpoint } }, locale)
        forgetTurnedOn(uid)
        update({ turnedOn: false })
      } catch (error) {
        setProblem({ kind: 'stop', error })
      }
    })

  return { offer: pushOffer(facts), busy, problem, turnOn, stop }
}
