import { appleMobile, type PushFacts } from '../domain/push-offer'
import { fromBase64Url } from '../common/base64url'

// The browser's side of "tell me when it's ready" (Web Push): what this browser can do, the site's
// service worker and its push subscription, and which orders this device turned notifications on for.
// Whether an order is sent notifications is the Worker's to know; the device only remembers where the
// diner turned them on, so the page says "on" again after a reload.

/** What the browser says of itself, for pushOffer (domain/push-offer.ts); read once hydrated. */
export function browserPushFacts(): Omit<PushFacts, 'turnedOn' | 'workerSends'> {
  const notification = typeof Notification === 'function'
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: typeof PushManager === 'function',
    notification,
    permission: notification ? Notification.permission : 'default',
    apple: appleMobile(navigator.userAgent, navigator.maxTouchPoints),
    installed: matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
  }
}

/** The diner's answer, asked in the tap itself: browsers ask only in answer to one. */
export function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission)
  return Notification.requestPermission()
}

/** How long the page waits for the site's service worker to start: past this, turning on failed. */
const WORKER_READY_MS = 15_000

/** The site's service worker, registered here if the page has not done it yet (it does once idle). */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the service worker did not start')), WORKER_READY_MS)))
  return Promise.race([navigator.serviceWorker.ready, late]).finally(() => clearTimeout(timer))
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, index) => byte === b[index])

/** This browser's subscription for the Worker's key: the one it has, or a new one (another key's is replaced). */
export async function pushSubscription(key: string): Promise<PushSubscription> {
  const { pushManager } = await readyWorker()
  const applicationServerKey = fromBase64Url(key)
  const current = await pushManager.getSubscription()
  if (current && sameBytes(current.options.applicationServerKey, applicationServerKey)) return current
  await current?.unsubscribe()
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
}

/** The endpoint of the subscription this browser has now, without starting the service worker; null for none. */
export async function currentEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker?.getRegistration()
  const subscription = await registration?.pushManager?.getSubscription()
  return subscription?.endpoint ?? null
}

// Which orders this device turned notifications on for, and to which endpoint: the latest few only.
const STORED = 'order-push'
const KEPT = 20

type TurnedOn = Record<string, string>

function turnedOnOrders(): TurnedOn {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORED) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return {}
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return {}
  }
}

function store(orders: TurnedOn) {
  try {
    localStorage.setItem(STORED, JSON.stringify(orders))
  } catch {
    // Private mode: the page says "on" until it is left.
  }
}

/** The endpoint this device turned notifications on with for `uid`, if it did. */
export const turnedOnEndpoint = (uid: string): string | null => turnedOnOrders()[uid] ?? null

export function rememberTurnedOn(uid: string, endpoint: string) {
  const { [uid]: _, ...others } = turnedOnOrders()
  // The latest last, so that the oldest go first.
  store(Object.fromEntries([...Object.entries(others), [uid, endpoint]].slice(-KEPT)))
}

export function forgetTurnedOn(uid: string) {
  const { [uid]: _, ...others } = turnedOnOrders()
  store(others)
}
