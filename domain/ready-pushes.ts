import type { ReadyMessage } from './ready-notice'

// The diners to tell when an order is ready, and the messages on their way (decision 079). A pure rule
// (state, …, now) → state, as the shared table's is: the order's object (server/live/order-watch.ts)
// loads, applies, saves and sends.

/** What a browser's PushSubscription.toJSON() gives, as the Worker keeps it. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } }

/** A phone that asked to be told, with what it will be told (worded when it asked, in its language). */
export type PushSubscriber = PushTarget & { message: ReadyMessage; at: number }

/** A message to send: when next, and how many tries it had. */
export type PendingPush = PushSubscriber & { attempt: number; due: number }

export type ReadyPushes = { subscribers: PushSubscriber[]; outbox: PendingPush[] }

export const NO_PUSHES: ReadyPushes = { subscribers: [], outbox: [] }

/** A family's phones, a table's: past that, one more phone is refused. */
export const MAX_SUBSCRIBERS = 5
/** Nothing is sent for an order a day old: the subscription goes, sent or not. */
export const SUBSCRIPTION_LIFETIME_MS = 24 * 60 * 60_000
/** The waits after a busy or failing push service, one per try again; after the last, it is given up. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000] as const
/** The longest a push service's Retry-After is honoured: a message later than that is stale. */
const MAX_RETRY_AFTER_MS = 5 * 60_000

/** A phone asks to be told; its earlier subscription to the same order is replaced. */
export function subscribe(state: ReadyPushes, subscriber: PushSubscriber): { state: ReadyPushes } | { refused: 'full' } {
  const others = state.subscribers.filter((kept) => kept.endpoint !== subscriber.endpoint)
  if (others.length >= MAX_SUBSCRIBERS) return { refused: 'full' }
  return { state: { ...state, subscribers: [...others, subscriber] } }
}

/** A phone turns it off: its message goes too, if not sent yet. */
export const unsubscribe = (state: ReadyPushes, endpoint: string): ReadyPushes => ({
  subscribers: state.subscribers.filter((kept) => kept.endpoint !== endpoint),
  outbox: state.outbox.filter((pending) => pending.endpoint !== endpoint),
})

/** The order is ready: every subscriber's message is due now, and nobody is left to tell later. */
export const orderReady = (state: ReadyPushes, now: number): ReadyPushes => ({
  subscribers: [],
  outbox: [...state.outbox, ...state.subscribers.map((subscriber) => ({ ...subscriber, attempt: 0, due: now }))],
})

/** The order ended without being ready (rejected, its payment failed): nobody is told anything. */
export const orderEnded = (): ReadyPushes => NO_PUSHES

/** The messages due at `now`. */
export const duePushes = (state: ReadyPushes, now: number): PendingPush[] => state.outbox.filter((pending) => pending.due <= now)

export type SendResult = { outcome: 'sent' | 'gone' | 'retry' | 'refused'; retryAfterSeconds: number | null }

/**
 * What a try came to: sent, gone or refused, the message leaves the outbox; a busy or failing service
 * gets it again after the next wait (or its Retry-After, within bounds), until the tries are spent.
 */
export function afterSend(state: ReadyPushes, pending: PendingPush, result: SendResult, now: number): { state: ReadyPushes; gaveUp: boolean } {
  const others = state.outbox.filter((kept) => kept.endpoint !== pending.endpoint)
  const wait = RETRY_DELAYS_MS[pending.attempt]
  if (result.outcome !== 'retry') return { state: { ...state, outbox: others }, gaveUp: false }
  if (wait === undefined || now - pending.at > SUBSCRIPTION_LIFETIME_MS) return { state: { ...state, outbox: others }, gaveUp: true }
  const asked = result.retryAfterSeconds === null ? 0 : Math.min(result.retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS)
  return { state: { ...state, outbox: [...others, { ...pending, attempt: pending.attempt + 1, due: now + Math.max(wait, asked) }] }, gaveUp: false }
}

/** Subscriptions and messages a day old are dropped, unsent. */
export const withoutExpired = (state: ReadyPushes, now: number): ReadyPushes => ({
  subscribers: state.subscribers.filter((kept) => now - kept.at < SUBSCRIPTION_LIFETIME_MS),
  outbox: state.outbox.filter((pending) => now - pending.at < SUBSCRIPTION_LIFETIME_MS),
})

/** When the object must next wake for them: a message due, or a subscription to let expire. */
export function nextPushWake(state: ReadyPushes): number | null {
  const times = [...state.outbox.map((pending) => pending.due), ...state.subscribers.map((kept) => kept.at + SUBSCRIPTION_LIFETIME_MS)]
  return times.length > 0 ? Math.min(...times) : null
}

export const hasPushes = (state: ReadyPushes): boolean => state.subscribers.length > 0 || state.outbox.length > 0
