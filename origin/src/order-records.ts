// Orders placed in the sandbox (D1): written in one batch with their payment, voucher use, balance
// use, slot booking and, when the venue accepts it at once, its first kitchen step; read back in the
// shape of the demo's seeded orders (GET /order) plus its progress.
import { balanceUnchanged, takeBalanceStatements } from './balance-payments'
import type { BalanceUse } from './balance-payments'
import type { Language } from './customer-accounts'
import { acceptStatement, PROGRESS_COLUMN, progressOf } from './order-progress'
import type { VoucherUse } from './vouchers'

export type OrderStatus = 'pending' | 'accepted' | 'paid' | 'failed' | 'canceled' | 'expired'
export type Order = Record<string, unknown> & { uid: string; status: OrderStatus }

export type NewOrder = {
  uid: string
  venue: string
  status: OrderStatus
  /** The order body without number and status: those are laid in by SQL. */
  body: Record<string, unknown>
  /** `${prefix_number}-`, followed by 6 digits continuing after `lastSeededNumber`. */
  numberPrefix: string
  lastSeededNumber: number
  createdAt: number
  /** The kitchen's pace (env kitchenStepMs), for the estimate of an order accepted at once. */
  kitchenStepMs: number
  /** The checkout claim this order answers (checkout-idempotency). */
  checkoutId: number
  /** The slot booking the order confirms; null for a quick order. */
  bookingId: number | null
  payment: { id: string; method: string; amountCents: number; returnUrl: string } | null
  voucher: VoucherUse | null
  /** The part the customer's prepaid balance pays, with what its history entry needs. */
  balance: { use: BalanceUse; entry: { now: number; timezone: string; language: Language } } | null
}

/** A booking the order may take: not used by another order, confirmed or locked until after now. */
const FREE_BOOKING = `EXISTS (SELECT 1 FROM slot_bookings b WHERE b.id = ?10 AND b.order_uid IS NULL
  AND (b.status = 'confirmed' OR (b.status = 'locked' AND b.locked_until > ?5)))`

/**
 * The statements of one order, for a single db.batch (one transaction). The first inserts the order
 * only while the checkout claim is unanswered, the booking is still free and the balance it takes
 * is still the one the checks saw; every later statement runs only if that order exists. A voucher
 * overdrawn by a concurrent order fails the CHECK of voucher_redemptions and so rolls the whole
 * batch back.
 */
export function placeOrderStatements(db: D1Database, order: NewOrder): D1PreparedStatement[] {
  const exists = 'EXISTS (SELECT 1 FROM orders WHERE uid = ?1)'
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (uid, venue, number_seq, status, payment_id, created_at, body)
         SELECT ?1, ?2, n.seq, ?3, ?4, ?5, json_set(?6, '$.number', ?7 || printf('%06d', n.seq), '$.status', ?3)
         FROM (SELECT COALESCE(MAX(number_seq), ?8) + 1 AS seq FROM orders WHERE venue = ?2) AS n
         WHERE EXISTS (SELECT 1 FROM checkouts WHERE id = ?9 AND order_uid IS NULL)
           AND (?10 IS NULL OR ${FREE_BOOKING})
           AND ${balanceUnchanged(['?11', '?12', '?13'])}`,
      )
      .bind(
        order.uid,
        order.venue,
        order.status,
        order.payment?.id ?? null,
        order.createdAt,
        JSON.stringify(order.body),
        order.numberPrefix,
        order.lastSeededNumber,
        order.checkoutId,
        order.bookingId,
        order.balance?.use.customerId ?? null,
        order.balance?.use.seenCents ?? null,
        order.balance?.use.amountCents ?? null,
      ),
    db.prepare(`UPDATE checkouts SET order_uid = ?1 WHERE id = ?2 AND ${exists}`).bind(order.uid, order.checkoutId),
  ]
  if (order.bookingId !== null) {
    statements.push(
      db
        .prepare(`UPDATE slot_bookings SET status = 'confirmed', locked_until = NULL, order_uid = ?1 WHERE id = ?2 AND ${exists}`)
        .bind(order.uid, order.bookingId),
    )
  }
  if (order.payment) {
    const { id, method, amountCents, returnUrl } = order.payment
    statements.push(
      db
        .prepare(
          `INSERT INTO payments (id, venue, order_uid, method, amount_cents, return_url, status)
           SELECT ?2, ?3, ?1, ?4, ?5, ?6, 'open' WHERE ${exists}`,
        )
        .bind(order.uid, id, order.venue, method, amountCents, returnUrl),
    )
  }
  if (order.voucher) {
    const { code, seededCents, amountCents } = order.voucher
    statements.push(
      db
        .prepare(
          `INSERT INTO voucher_redemptions (venue, code, order_uid, amount_cents, remaining_cents)
           SELECT ?2, ?3, ?1, ?4,
             ?5 - (SELECT COALESCE(SUM(amount_cents), 0) FROM voucher_redemptions WHERE venue = ?2 AND code = ?3) - ?4
           WHERE ${exists}`,
        )
        .bind(order.uid, order.venue, code, amountCents, seededCents),
    )
  }
  if (order.balance) statements.push(...takeBalanceStatements(db, order, order.balance.use, order.balance.entry))
  if (order.status !== 'pending') statements.push(acceptStatement(db, order.uid, order.createdAt, order.kitchenStepMs))
  return statements
}

type OrderRow = { venue: string; body: string; status: OrderStatus; payment_id: string | null; progress: string | null }

const ORDER_COLUMNS = `venue, body, status, payment_id, ${PROGRESS_COLUMN}`

// The status column is the truth: it changes after the body was written.
const orderOf = (row: OrderRow): Order => ({ ...(JSON.parse(row.body) as Order), status: row.status, progress: progressOf(row.progress) })

/** Orders of the venue placed in the sandbox, by uid (unknown uids are absent). */
export async function findOrders(db: D1Database, venue: string, uids: string[]): Promise<Map<string, Order>> {
  const { results } = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE venue = ?1 AND uid IN (SELECT value FROM json_each(?2))`)
    .bind(venue, JSON.stringify(uids))
    .all<OrderRow>()
  return new Map(results.map((row) => [orderOf(row).uid, orderOf(row)]))
}

/** An order with the id of its payment page (null when none). */
export async function findOrder(db: D1Database, venue: string, uid: string) {
  const row = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE venue = ?1 AND uid = ?2`)
    .bind(venue, uid)
    .first<OrderRow>()
  return row ? { order: orderOf(row), paymentId: row.payment_id } : null
}

export async function findOrderByPayment(db: D1Database, venue: string, paymentId: string): Promise<Order | null> {
  const row = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE venue = ?1 AND payment_id = ?2`)
    .bind(venue, paymentId)
    .first<OrderRow>()
  return row ? orderOf(row) : null
}

/** The venue's sandbox orders of one customer (by customer_id, whichever token placed them). */
export async function findCustomerOrders(db: D1Database, venue: string, customerId: string): Promise<Order[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ORDER_COLUMNS} FROM orders
       WHERE venue = ?1 AND json_extract(body, '$.customer_id') = ?2 ORDER BY id DESC`,
    )
    .bind(venue, customerId)
    .all<OrderRow>()
  return results.map(orderOf)
}

/** Every sandbox order, newest first, with its venue key (for /__sandbox/orders). */
export async function listOrders(db: D1Database) {
  const { results } = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders ORDER BY id DESC`).all<OrderRow>()
  return results.map((row) => ({ venue: row.venue, ...orderOf(row) }))
}

/** One sandbox order by uid, whatever its venue, as /__sandbox/orders lists it. */
export async function findSandboxOrder(db: D1Database, uid: string) {
  const row = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE uid = ?1`).bind(uid).first<OrderRow>()
  return row ? { venue: row.venue, ...orderOf(row) } : null
}

/** Drops every sandbox order with what hangs on it; their kitchens find nothing left to move. */
export async function clearOrders(db: D1Database): Promise<void> {
  await db.batch(
    ['orders', 'payments', 'checkouts', 'voucher_redemptions', 'balance_payments', 'order_progress'].map((table) =>
      db.prepare(`DELETE FROM ${table}`),
    ),
  )
}
