import { useEffect, useState } from 'react'
import { orderOutcome } from '../../domain/order-outcome'
import { liveOrderMessage } from '../../domain/live-order'
import { newerLiveOrder, progressEnded, type LiveOrder } from '../../domain/order-progress'
import { watchLive, type Connection } from '../../client/live-socket'

// An order's progress as it happens: a WebSocket to /api/order/:uid/live (client/live-socket.ts), which
// sends the order's latest picture on opening and each change after.

export type { Connection }

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
    return watchLive(`/api/order/${encodeURIComponent(uid)}/live`, {
      onConnection: setConnection,
      onMessage: (data) => {
        const live = liveOrderMessage(data)
        if (!live) return
        setLatest((current) => (current && newerLiveOrder(current, live) ? { ...current, ...live } : current))
      },
    })
  }, [uid])

  return { order: latest, connection: uid ? connection : 'off' }
}
