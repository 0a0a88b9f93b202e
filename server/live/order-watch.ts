import { DurableObject } from 'cloudflare:workers'
import { counterIn, type AttemptCounter } from '../limits/attempt-counter'
import { z } from 'zod/mini'
import { newerLiveOrder, progressEnded, type LiveOrder, type ProgressEntry } from '../../domain/order-progress'
import { liveOrderSchema } from '../../domain/schemas/order-progress'

// One object per order (orderWatchOf: named by the venue's host and the order's uid): the latest picture
// of the order and the diners watching it.
// The Worker lets a diner in (it has checked the order with the venue) and passes on the venue's
// signed webhooks; the object sends every newer picture to every watcher. Watchers are hibernatable
// WebSockets: an order waiting in the kitchen costs nothing between changes. A venue that sends no
// webhooks is asked instead, ever less often, while someone watches.

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
}

const orderOf = ({ status, consumption_type, progress }: Watch): WatchedOrder | null =>
  status === null ? null : { status, consumption_type, progress }

export const SUBSCRIPTION_HEADER = 'x-order-subscription'
const WATCH = 'watch'
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
type WatchBindings = { ATTEMPTS: DurableObjectNamespace<AttemptCounter>; ORDER_WATCH: DurableObjectNamespace<OrderWatch> }

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
    // What the object knew: from earlier watchers, or from webhooks that came before anyone watched.
    const known = orderOf(watch) ?? (watch.progress.length > 0 ? { ...fresh, progress: watch.progress } : null)
    const order = !known || newerLiveOrder(known, fresh) ? fresh : known
    await this.#save({ ...watch, ...order, pollUrl: subscription.pollUrl, pollDelay: POLL_FIRST_MS })

    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server!)
    server!.serializeAttachment(subscription.watch)
    // The others catch up too when the venue told the Worker more than the object knew.
    if (known && order === fresh) this.#broadcast(order)
    else server!.send(watcherMessage(order))
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + (progressEnded(order) ? FORGET_AFTER_MS : POLL_FIRST_MS))
    return new Response(null, { status: 101, webSocket: client })
  }

  /** A webhook's steps; refused when its sequence number was seen already (a replay) or is far ahead. */
  async publish({ seq, progress }: Publication): Promise<PublishVerdict> {
    const watch = await this.#load()
    if (seq <= watch.hookSeq) return 'replayed'
    if (seq > watch.hookSeq + MAX_SEQ_STEP) return 'ahead'
    const newer = progress.length > watch.progress.length
    const next = { ...watch, hookSeq: seq, hookAt: Date.now(), progress: newer ? progress : watch.progress }
    await this.#save(next)
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + FORGET_AFTER_MS)
    const order = orderOf(next)
    if (newer && order) this.#broadcast(order)
    return 'taken'
  }

  /** Asks the venue while someone watches and the order can still change. */
  override async alarm(): Promise<void> {
    const watch = await this.#load()
    const order = orderOf(watch)
    if (!order || !watch.pollUrl || progressEnded(order) || this.ctx.getWebSockets().length === 0) {
      const forgetAt = watch.touchedAt + FORGET_AFTER_MS
      if (Date.now() >= forgetAt) await this.ctx.storage.deleteAll()
      else await this.ctx.storage.setAlarm(forgetAt)
      return
    }
    const asked = await this.#askVenue(watch.pollUrl)
    let pollDelay = Math.min(POLL_MAX_MS, watch.pollDelay * 2)
    if (asked && newerLiveOrder(order, asked)) {
      const changed = { status: asked.status, consumption_type: order.consumption_type, progress: asked.progress }
      this.#broadcast(changed)
      if (progressEnded(changed)) {
        await this.#save({ ...watch, ...changed })
        return this.ctx.storage.setAlarm(Date.now() + FORGET_AFTER_MS)
      }
      pollDelay = POLL_FIRST_MS
      await this.#save({ ...watch, ...changed, pollDelay })
    } else await this.#save({ ...watch, pollDelay })
    await this.ctx.storage.setAlarm(Date.now() + (watch.hookAt !== null ? POLL_WITH_HOOKS_MS : pollDelay))
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
      }
    )
  }

  async #save(watch: Watch) {
    await this.ctx.storage.put(WATCH, { ...watch, touchedAt: Date.now() })
  }
}
