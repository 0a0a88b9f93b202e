import { useEffect, useState } from 'react'
import * as z from 'zod/mini'
import { orderOutcome } from '../../domain/order-outcome'
import { liveOrderSchema, newerLiveOrder, progressEnded, type LiveOrder } from '../../domain/order-progress'

// An order's progress as it happens: a WebSocket to /api/order/:uid/live, which sends the order's
// latest picture on opening and each change after. A lost connection (a tunnel, a phone asleep) is
// opened again, at once when the phone wakes or comes back online, else after a growing pause; the
// picture sent on opening is the catch-up.

export type Connection = 'live' | 'reconnecting' | 'off'

const messageSchema = z.object({ type: z.literal('order'), order: liveOrderSchema })
const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 30_000
/** Idle connections are cut by some networks after a minute: a ping keeps them open. */
const PING_EVERY_MS = 25_000

/** What the hook needs of an order; the rest of it is kept as it came. */
export type WatchableOrder = LiveOrder & { uid: string; consumption_type?: number | null }

const watchable = (order: WatchableOrder) => orderOutcome(order.status) === 'success' && !progressEnded(order)

/** The order with its latest status and steps, and whether they are live. */
export function useLiveOrder<T extends WatchableOrder>(order: T | null): { order: T | null; connection: Connection } {
  const [latest, setLatest] = useState(order)
  const [connection, setConnection] = useState<Connection>('off')

  // A new load of the page's order (a retry, a payment settled) starts from it.
  useEffect(() => setLatest((current) => (order && current && current.uid === order.uid && !newerLiveOrder(current, order) ? current : order)), [order])

  const uid = latest && watchable(latest) ? latest.uid : null
  useEffect(() => {
    if (!uid) {
      setConnection('off')
      return
    }
    let socket: WebSocket | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let pingTimer: ReturnType<typeof setInterval> | undefined
    let retryDelay = RETRY_FIRST_MS
    let stopped = false

    const open = () => {
      clearTimeout(retryTimer)
      if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return
      const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
      const opened = new WebSocket(`${scheme}//${location.host}/api/order/${encodeURIComponent(uid)}/live`)
      socket = opened
      opened.onopen = () => {
        retryDelay = RETRY_FIRST_MS
        setConnection('live')
        pingTimer = setInterval(() => opened.send('ping'), PING_EVERY_MS)
      }
      opened.onmessage = (event) => {
        if (event.data === 'pong') return
        const message = messageSchema.safeParse(parseJson(event.data))
        if (!message.success) return
        const live = message.data.order
        setLatest((current) => (current && newerLiveOrder(current, live) ? { ...current, ...live } : current))
      }
      opened.onclose = () => {
        clearInterval(pingTimer)
        if (socket !== opened || stopped) return
        socket = null
        setConnection('reconnecting')
        retryTimer = setTimeout(open, retryDelay)
        retryDelay = Math.min(RETRY_MAX_MS, retryDelay * 2)
      }
    }
    const openWhenBack = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) open()
    }

    open()
    document.addEventListener('visibilitychange', openWhenBack)
    window.addEventListener('online', openWhenBack)
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      document.removeEventListener('visibilitychange', openWhenBack)
      window.removeEventListener('online', openWhenBack)
      socket?.close(1000)
    }
  }, [uid])

  return { order: latest, connection: uid ? connection : 'off' }
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}
