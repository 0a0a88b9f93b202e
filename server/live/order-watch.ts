import { DurableObject } from 'cloudflare:workers'
import { counterIn, type AttemptCounter } from '../limits/attempt-counter'
import { z } from 'zod/mini'
import { isReady, newerLiveOrder, progressEnded, type LiveOrder, type ProgressEntry } from '../../domain/order-progress'
import { liveOrderSchema } from '../../domain/schemas/order-progress'
import {
  afterSend,
  duePushes,
  hasPushes,
  nextPushWake,
  NO_PUSHES,
  orderEnded,
  orderReady,
  subscribe,
  unsubscribe,
  withoutExpired,
  type PendingPush,
  type PushSubscriber,
  type ReadyPushes,
} from '../../domain/ready-pushes'
import { writeLine } from '../logs/log-line'
import { dataPointOf } from '../metrics/layout'
import { sendPush } from '../push/send-push'
import { sandboxPushOrigins } from '../push/push-services'
import { vapidOf, type VapidSettings } from '../push/vapid'

// One object per order (orderWatchOf: named by the venue's host and the order's uid): the latest picture
// of the order and the diners watching it.
// The Worker lets a diner in (it has checked the order with the venue) and passes on the venue's
// signed webhooks; the object sends every newer picture to every watcher. Watchers are hibernatable
// WebSockets: an order waiting in the kitchen costs nothing between changes. A venue that sends no
// webhooks is asked instead, ever less often, while someone watches. A phone that asked to be told
// when the order is ready (decision 079) is kept here too, and only here, until it is told or the
// order ends: the message goes out from the object's alarm, so a webhook never waits for a push
// service, and one that is busy is tried again.

/**
 * The order as the Worker found it when a diner subscribed, where the venue answers for it, and the
 * counters the watch was taken on (the diner's open watches: decision 022), given back when it closes.
 */
export type Subscription = { order: WatchedOrder; pollUrl: string; watch: WatchTaken }
export type WatchTaken = { counters: string[]; token: string }
export type WatchedOrder = LiveOrder & { consumption_type: number | null }
/** What a webhook says: the step's sequence number (1, 2, … per order) and all steps so far. */
export type Publication = { seq: number; progress: ProgressEntry[] }
export type PublishVerdict = 'taken' | 'replayed' | 'ahead'
/** A phone to tell when the order is ready, with the order as the Worker found it and where the venue answers for it. */
export type PushRequest = { subscriber: PushSubscriber; order: WatchedOrder; pollUrl: string; host: string }
export type PushVerdict = 'kept' | 'full' | 'ended'

/**
 * How far past the last step taken a webhook's sequence number may go: an order has a handful of steps,
 * and a few lost webhooks are skipped; a number far ahead would make every later step a replay.
 */
export const MAX_SEQ_STEP = 20

type Watch = {
  /** The payment state; null until a diner subscribed (a webhook tells the steps only). */
  status: string | null
  consumption_type: number | null
  progress: ProgressEntry[]
  /** The highest webhook sequence number taken: one not above it is a replay. */
  hookSeq: number
  /** When the last webhook came: while they come, the venue is asked only now and then. */
  hookAt: number | null
  pollUrl: string | null
  pollDelay: number
  /** When the object last learnt something: it forgets it all once nobody has needed it for a while. */
  touchedAt: number
  /** When the watch's own work (asking the venue, forgetting) is next due; the alarm also wakes for pushes. */
  wakeAt?: number | null
  /** The venue's host, which the pushes' metrics name (the object's name holds it, but is not read back). */
  host?: string
}

const orderOf = ({ status, consumption_type, progress }: Watch): WatchedOrder | null =>
  status === null ? null : { status, consumption_type, progress }

/**
 * What the object knew (from earlier watchers, or from webhooks that came before anyone watched) and
 * the order as it now stands: the Worker's fresh answer from the venue, unless the object knew more.
 */
function latestOf(watch: Watch, fresh: WatchedOrder): { known: WatchedOrder | null; order: WatchedOrder } {
  const known = orderOf(watch) ?? (watch.progress.length > 0 ? { ...fresh, progress: watch.progress } : null)
  return { known, order: !known || newerLiveOrder(known, fresh) ? fresh : known }
}

export const SUBSCRIPTION_HEADER = 'x-order-subscription'
const WATCH = 'watch'
const PUSHES = 'pushes'
const POLL_FIRST_MS = 2_000
const POLL_MAX_MS = 30_000
/** With webhooks arriving, a slow check catches one that was lost. */
const POLL_WITH_HOOKS_MS = 60_000
// What the object keeps is a shortcut: a diner arriving later gets the venue's own answer. It is dropped
// once nobody watches, past the webhooks' five-minute replay window (the sequence numbers go with it).
const FORGET_AFTER_MS = 10 * 60_000

const venueOrders = z.array(liveOrderSchema)

/**
 * The object of one venue's order. The venue's host is part of its name: a diner subscribes at the
 * venue's own host, and a webhook reaches the orders of the venue whose secret signed it, never another's.
 */
export const orderWatchOf = (env: WatchBindings, host: string, uid: string) => env.ORDER_WATCH.get(env.ORDER_WATCH.idFromName(`${host}/${uid}`))

/** What a watcher receives: the order's payment state and its steps. */
export const watcherMessage = (order: LiveOrder) => JSON.stringify({ type: 'order', order: { status: order.status, progress: order.progress } })

/** The Worker's bindings an order's object uses (server/env.ts declares them all, and names this class). */
type WatchBindings = VapidSettings & {
  ATTEMPTS: DurableObjectNamespace<AttemptCounter>
  ORDER_WATCH: DurableObjectNamespace<OrderWatch>
  PUSH_SERVICE_ORIGINS?: string
  METRICS?: AnalyticsEngineDataset
}

export class OrderWatch extends DurableObject<WatchBindings> {
  constructor(ctx: DurableObjectState, env: WatchBindings) {
    super(ctx, env)
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** A diner's WebSocket (the Worker has upgraded and checked the request): the latest picture at once. */
  override async fetch(request: Request): Promise<Response> {
    const subscription = JSON.parse(request.headers.get(SUBSCRIPTION_HEADER) ?? 'null') as Subscription | null
    if (!subscription || request.headers.get('upgrade') !== 'websocket') return new Response('Expected a subscription', { status: 400 })
    const watch = await this.#load()
    const fresh = subscription.order
    const { known, order } = latestOf(watch, fresh)
    const wakeAt = watch.wakeAt ?? Date.now() + (progressEnded(order) ? FORGET_AFTER_MS : POLL_FIRST_MS)
    await this.#save({ ...watch, ...order, pollUrl: subscription.pollUrl, pollDelay: POLL_FIRST_MS, wakeAt })
    // The venue's answer may be the first to say the food is ready (a webhook lost).
    const pushes = await this.#progressed(watch, order)

    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server!)
    server!.serializeAttachment(subscription.watch)
    // The others catch up too when the venue told the Worker more than the object knew.
    if (known && order === fresh) this.#broadcast(order)
    else server!.send(watcherMessage(order))
    await this.#arm(wakeAt, pushes)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** A phone asks to be told when the order is ready: refused once it is ready or over, or when enough phones asked. */
  async subscribePush({ subscriber, order: fresh, pollUrl, host }: PushRequest): Promise<PushVerdict> {
    const watch = await this.#load()
    const { order } = latestOf(watch, fresh)
    if (progressEnded(order) || isReady(order.progress)) return 'ended'
    const kept = subscribe(withoutExpired(await this.#loadPushes(), Date.now()), subscriber)
    if ('refused' in kept) return 'full'
    // Without webhooks the venue is asked while a phone waits to be told, as while one watches.
    const wakeAt = watch.wakeAt ?? Date.now() + POLL_FIRST_MS
    await this.#save({ ...watch, ...order, pollUrl, pollDelay: watch.pollUrl ? watch.pollDelay : POLL_FIRST_MS, wakeAt, host })
    await this.#savePushes(kept.state)
    await this.#arm(wakeAt, kept.state)
    return 'kept'
  }

  /** A phone no longer wants to be told; its message goes too if it is still on its way. */
  async unsubscribePush(endpoint: string): Promise<void> {
    const pushes = await this.#loadPushes()
    const left = unsubscribe(pushes, endpoint)
    if (left.subscribers.length === pushes.subscribers.length && left.outbox.length === pushes.outbox.length) return
    await this.#savePushes(left)
    await this.#arm((await this.#load()).wakeAt ?? null, left)
  }

  /** A webhook's steps; refused when its sequence number was seen already (a replay) or is far ahead. */
  async publish({ seq, progress }: Publication): Promise<PublishVerdict> {
    const watch = await this.#load()
    if (seq <= watch.hookSeq) return 'replayed'
    if (seq > watch.hookSeq + MAX_SEQ_STEP) return 'ahead'
    const newer = progress.length > watch.progress.length
    const wakeAt = watch.wakeAt ?? Date.now() + FORGET_AFTER_MS
    const next = { ...watch, hookSeq: seq, hookAt: Date.now(), progress: newer ? progress : watch.progress, wakeAt }
    await this.#save(next)
    const order = orderOf(next)
    const pushes = order ? await this.#progressed(watch, order) : null
    await this.#arm(wakeAt, pushes)
    if (newer && order) this.#broadcast(order)
    return 'taken'
  }

  /**
   * Sends the messages due, then asks the venue while someone watches or waits to be told and the order
   * can still change; forgets it all once nobody has needed it for a while.
   */
  override async alarm(): Promise<void> {
    const now = Date.now()
    const watch = await this.#load()
    let pushes = await this.#deliver(withoutExpired(await this.#loadPushes(), now), watch.host)
    if (watch.wakeAt != null && watch.wakeAt > now) return this.#arm(watch.wakeAt, pushes)
    const order = orderOf(watch)
    const waiting = this.ctx.getWebSockets().length > 0 || pushes.subscribers.length > 0
    if (!order || !watch.pollUrl || progressEnded(order) || !waiting) {
      const forgetAt = watch.touchedAt + FORGET_AFTER_MS
      if (now >= forgetAt && !hasPushes(pushes)) return this.ctx.storage.deleteAll()
      await this.#save({ ...watch, wakeAt: now >= forgetAt ? null : forgetAt }, { touch: false })
      return this.#arm(now >= forgetAt ? null : forgetAt, pushes)
    }
    const asked = await this.#askVenue(watch.pollUrl)
    let pollDelay = Math.min(POLL_MAX_MS, watch.pollDelay * 2)
    let next: Watch = { ...watch, pollDelay }
    if (asked && newerLiveOrder(order, asked)) {
      const changed = { status: asked.status, consumption_type: order.consumption_type, progress: asked.progress }
      this.#broadcast(changed)
      pushes = await this.#deliver(await this.#progressed(watch, changed), watch.host)
      pollDelay = progressEnded(changed) ? pollDelay : POLL_FIRST_MS
      next = { ...watch, ...changed, pollDelay }
    }
    const wakeAt = now + (progressEnded(next as WatchedOrder) ? FORGET_AFTER_MS : next.hookAt !== null ? POLL_WITH_HOOKS_MS : pollDelay)
    await this.#save({ ...next, wakeAt })
    await this.#arm(wakeAt, pushes)
  }

  /** How many phones and messages it keeps: what an operator's check and the push benchmark read (RPC only, never a route). */
  async pushesKept(): Promise<number> {
    const pushes = await this.#loadPushes()
    return pushes.subscribers.length + pushes.outbox.length
  }

  override async webSocketMessage(): Promise<void> {
    // Watchers only listen; their pings are answered by the auto-response.
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // The close handshake: 1005/1006 carry no code to send back. Already closed when the runtime replied itself.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code)
    } catch {
      // closed
    }
    await this.#giveWatchBack(ws)
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.#giveWatchBack(ws)
  }

  /** The diner's open watches count one less (a socket reports its end once, closed or failed). */
  async #giveWatchBack(ws: WebSocket) {
    const taken = ws.deserializeAttachment() as WatchTaken | null
    if (!taken) return
    ws.serializeAttachment(null)
    await Promise.all(taken.counters.map((key) => counterIn(this.env.ATTEMPTS, key).giveBack(taken.token))).catch(() => undefined)
  }

  async #askVenue(pollUrl: string): Promise<LiveOrder | null> {
    try {
      const response = await fetch(pollUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) })
      if (!response.ok) return null
      const orders = venueOrders.safeParse(await response.json())
      return orders.success ? (orders.data[0] ?? null) : null
    } catch {
      return null
    }
  }

  #broadcast(order: LiveOrder) {
    const message = watcherMessage(order)
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message)
      } catch {
        // A socket closing meanwhile: its diner catches up on reconnecting.
      }
    }
  }

  async #load(): Promise<Watch> {
    return (
      (await this.ctx.storage.get<Watch>(WATCH)) ?? {
        status: null,
        consumption_type: null,
        progress: [],
        hookSeq: 0,
        hookAt: null,
        pollUrl: null,
        pollDelay: POLL_FIRST_MS,
        touchedAt: Date.now(),
        wakeAt: null,
      }
    )
  }

  async #save(watch: Watch, { touch = true } = {}) {
    await this.ctx.storage.put(WATCH, touch ? { ...watch, touchedAt: Date.now() } : watch)
  }

  async #loadPushes(): Promise<ReadyPushes> {
    return (await this.ctx.storage.get<ReadyPushes>(PUSHES)) ?? NO_PUSHES
  }

  async #savePushes(pushes: ReadyPushes) {
    if (hasPushes(pushes)) await this.ctx.storage.put(PUSHES, pushes)
    else await this.ctx.storage.delete(PUSHES)
  }

  /**
   * The order moved from what `watch` had to `order`: once ready, every phone's message is due now; once over
   * without being ready (rejected, unpaid), nobody is told. Returns the pushes as they now stand.
   */
  async #progressed(watch: Watch, order: WatchedOrder): Promise<ReadyPushes> {
    const pushes = await this.#loadPushes()
    if (pushes.subscribers.length === 0) return pushes
    let next = pushes
    if (isReady(order.progress) && !isReady(watch.progress)) next = orderReady(pushes, Date.now())
    else if (progressEnded(order) && !isReady(order.progress)) {
      next = orderEnded()
      for (const _ of pushes.subscribers) this.#pushed(watch.host, 'dropped', 0, 0, null)
    }
    if (next !== pushes) await this.#savePushes(next)
    return next
  }

  /** Sends the messages due, at once; what each try came to is kept (tried again later, or gone). */
  async #deliver(pushes: ReadyPushes, host: string | undefined): Promise<ReadyPushes> {
    const now = Date.now()
    const due = duePushes(pushes, now)
    if (due.length === 0) {
      await this.#savePushes(pushes)
      return pushes
    }
    const vapid = vapidOf(this.env)
    const sandbox = sandboxPushOrigins(this.env.PUSH_SERVICE_ORIGINS ?? '')
    const results = await Promise.all(
      due.map(async (pending) => {
        const started = Date.now()
        const result = vapid ? await sendPush(vapid, pending, pending.message, sandbox) : ({ outcome: 'refused', status: 0, retryAfterSeconds: null } as const)
        return { pending, result, ms: Date.now() - started }
      }),
    )
    let next = pushes
    for (const { pending, result, ms } of results) {
      const applied = afterSend(next, pending, result, Date.now())
      next = applied.state
      this.#pushed(host, applied.gaveUp ? 'given-up' : result.outcome, result.status, ms, pending)
    }
    await this.#savePushes(next)
    return next
  }

  /** The push's datapoint, and a notice when it failed; neither names the order or the phone. */
  #pushed(host: string | undefined, outcome: string, status: number, ms: number, pending: PendingPush | null) {
    if (pending && outcome !== 'sent') {
      const level = outcome === 'given-up' || outcome === 'refused' ? 'error' : 'warn'
      writeLine({ type: 'notice', level, requestId: 'order-watch', host: host ?? '', notice: `push ${outcome} (status ${status}, try ${pending.attempt + 1})` })
    }
    try {
      const sent: unknown = this.env.METRICS?.writeDataPoint(dataPointOf({ event: 'push', host: host ?? '', outcome, status, ms }))
      if (sent instanceof Promise) this.ctx.waitUntil(sent.catch(() => undefined))
    } catch {
      // Metrics are best effort.
    }
  }

  /** The alarm at the watch's next work or the pushes' next, whichever comes first. */
  async #arm(wakeAt: number | null, pushes: ReadyPushes | null) {
    const times = [wakeAt, pushes && nextPushWake(pushes)].filter((time): time is number => time != null)
    if (times.length === 0) return
    const at = Math.min(...times)
    if ((await this.ctx.storage.getAlarm()) !== at) await this.ctx.storage.setAlarm(at)
  }
}
