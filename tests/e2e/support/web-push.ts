import type { BrowserContext, Page, Worker } from '@playwright/test'
import { expect } from '@playwright/test'

// Web Push in the journeys. Chromium here reaches no push service, so `pushManager.subscribe` fails
// ("Registration failed"): the page is handed instead a subscription the sandbox push service made
// (tests/support/push-service.mjs), honouring the PushSubscription contract, and the Worker sends to
// that service for real. What it received is given to the service worker through DevTools, as a push
// service would give it; a click on the notification, which DevTools cannot make, is dispatched in
// the service worker.

/** A subscription as `PushSubscription.toJSON()` gives it. */
export type SubscriptionJson = { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } }

/**
 * What a journey uses of the service worker's global scope, inside `worker.evaluate` (the tests are
 * typed with the page's globals, not a worker's).
 */
export type WorkerScope = {
  registration: { getNotifications(filter?: { tag?: string }): Promise<Notification[]> }
  NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event
  Clients: { prototype: { openWindow(url: string): Promise<unknown> } }
  dispatchEvent(event: Event): boolean
}

/** A notification the service worker shows, as the diner reads it. */
export type Shown = { title: string; body: string; tag: string; lang: string; data: unknown }

/**
 * Every page of the context gets `subscription` from its push manager: made on subscribe (with the
 * key the page asked with), kept for the next page of the site as a browser keeps its own.
 */
export async function standInSubscription(context: BrowserContext, subscription: SubscriptionJson): Promise<void> {
  await context.addInitScript((json: SubscriptionJson) => {
    const KEPT = 'push-subscription-stand-in'
    const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0)).buffer
    const made = (key: string) =>
      ({
        endpoint: json.endpoint,
        expirationTime: json.expirationTime,
        options: { userVisibleOnly: true, applicationServerKey: bytes(key) },
        getKey: (name: 'p256dh' | 'auth') => bytes(json.keys[name]),
        toJSON: () => json,
        unsubscribe: async () => (localStorage.removeItem(KEPT), true),
      }) as unknown as PushSubscription
    const keyText = (key: BufferSource | string | null | undefined) =>
      typeof key === 'string' ? key : btoa(String.fromCharCode(...new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : (key as ArrayBuffer)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = keyText(options?.applicationServerKey)
      localStorage.setItem(KEPT, key)
      return made(key)
    }
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem(KEPT)
      return key === null ? null : made(key)
    }
  }, subscription)
}

/** The site's service worker, once it is running. */
export async function siteWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker')
}

/** Hands `data` to the site's service worker as its push service would, through `page`'s DevTools. */
export async function deliverPush(page: Page, origin: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const registrations: string[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted && registration.scopeURL.startsWith(origin)) registrations.push(registration.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length, { message: "the site's service worker registration" }).toBeGreaterThan(0)
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0]!, data })
  await cdp.detach()
}

/** The notifications the service worker shows now. */
export async function shownNotifications(context: BrowserContext): Promise<Shown[]> {
  const worker = await siteWorker(context)
  return worker.evaluate(async () => {
    const shown = await (self as unknown as WorkerScope).registration.getNotifications()
    return shown.map(({ title, body, tag, lang, data }): Shown => ({ title, body, tag, lang, data: data as unknown }))
  })
}

/** The diner's click on the notification: dispatched in the service worker, which runs its own handler. */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = await siteWorker(context)
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope
    const [notification] = await scope.registration.getNotifications({ tag })
    if (!notification) throw new Error(`no notification ${tag}`)
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  }, tag)
}
