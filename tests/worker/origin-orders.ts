import { expect } from 'vitest'
import { placedAnswer } from './checkout-answers'

// Orders placed on a sandbox origin for the tests of their kitchen steps and webhooks: a visitor of
// lumière orders for Tuesday noon, on Monday morning (Brussels) by the sandbox clock.

export const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'
const RETURN_URLS = { card: 'http://lumiere.localhost:8787/en/my-order', wallet: 'http://lumiere.localhost:8787/en/wallet-order' }
const CONTACT = { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' }

export type ProgressEntry = { step: string; at: string; estimated_ready_at: string | null; reasons: string[] | null }
export type Order = Record<string, unknown> & { uid: string; status: string; venue?: string; progress: ProgressEntry[] }
type Answer = { order: Order; payment_url: string | null }

export type Route = 'takeaway' | 'eat-in' | 'delivery'

const line = (id: number, quantity = 1) => ({ id, posId: 100, quantity, items: [] })
const ROUTE_FIELDS: Record<Route, Record<string, unknown> & { consumption_type: number }> = {
  takeaway: { consumption_type: 2, guest_count: null, cart: [line(100001, 2)], amount: 21 },
  'eat-in': { consumption_type: 1, guest_count: 2, cart: [line(100001, 2)], amount: 23 },
  delivery: {
    consumption_type: 5,
    guest_count: null,
    cart: [line(100002), line(100009)],
    amount: 34,
    delivery_address: { name: 'Home', address_line: 'Rue du Bailli 52', zip_code: '1050', city: 'Ixelles' },
  },
}

export const steps = (order: Order) => order.progress.map((entry) => entry.step)

/** The venue API and the /__sandbox controls of the origin at `originUrl`, for order progress. */
export function ordersAt(originUrl: string) {
  let placedCount = 0
  const send = (path: string, method: string, body?: unknown) =>
    fetch(`${originUrl}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) })

  return {
    /** A visitor's lumière order on `route`, paid on site (accepted at once) unless `paymentMethod` says otherwise. */
    async place(route: Route, paymentMethod = 'on_site'): Promise<Answer> {
      const visitor = `kitchen-visitor-${++placedCount}`
      const fields = ROUTE_FIELDS[route]
      const slotId = `${TUESDAY}T12:00|${fields.consumption_type}`
      const booking = await send(`/venues/lumiere/api/slot-prebook/-1/${fields.consumption_type}/2/${visitor}`, 'POST', { slot_id: slotId })
      expect(booking.status, await booking.clone().text()).toBe(200)
      const body = {
        idempotency_key: `progress-${Date.now().toString(36)}-${placedCount}`,
        language: 'en',
        anonymous_id: visitor,
        slot_id: slotId,
        payment_method: paymentMethod,
        contact: CONTACT,
        return_urls: RETURN_URLS,
        ...fields,
      }
      return placedAnswer<Answer>(await send('/venues/lumiere/api/checkout/-1', 'POST', body))
    },
    /** Chooses `outcome` on the sandbox payment page. */
    pay: async (paymentUrl: string, outcome: string) => {
      const response = await fetch(paymentUrl, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' })
      expect(response.status).toBe(303)
    },
    advance: (uid: string) => send(`/__sandbox/orders/${uid}/advance`, 'POST'),
    reject: (uid: string, body: unknown) => send(`/__sandbox/orders/${uid}/reject`, 'POST', body),
    /** The order as GET /order answers it. */
    async order(uid: string, venue = 'lumiere'): Promise<Order> {
      const [order] = (await (await send(`/venues/${venue}/api/order?uids=${uid}`, 'GET')).json()) as Order[]
      return order!
    },
    sandboxOrders: async () => (await (await send('/__sandbox/orders', 'GET')).json()) as Order[],
    setClock: (now: string) => send('/__sandbox/clock', 'POST', { now }),
    async reset() {
      await send('/__sandbox/clock', 'POST', { now: MONDAY_MORNING })
      await send('/__sandbox/slot-bookings', 'DELETE')
      await send('/__sandbox/orders', 'DELETE')
    },
  }
}
