// The sandbox payment page (browser-facing, outside /api): the tester chooses how the payment ends,
// the order (or wallet top-up) follows, and the customer is sent back to the app's return URL
// (DESIGN "The sandbox origin").
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { giveBackStatements } from './balance-payments'
import { findTopUp, settleTopUp, topUpReturnTarget } from './credit-topups'
import type { TopUp } from './credit-topups'
import { languageOf } from './customer-accounts'
import type { AppEnv, Env } from './env'
import { kitchenStepMs, readConfig } from './env'
import { escapeHtml, htmlPage, newNonce, securityHeaders } from './html-page'
import { acceptStatement } from './order-progress'
import { announceStep } from './progress-notices'
import { currentTime } from './sandbox-clock'

const pathSchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,40}$/), paymentId: z.string().regex(/^pay_[0-9a-f]{32}$/) })
const OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const
const outcomeSchema = z.object({ outcome: z.enum(OUTCOMES) })
const BUTTONS: Record<(typeof OUTCOMES)[number], string> = {
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  expired: 'Expired',
  pending: 'Leave pending',
}

/** Where the app sends the customer to pay an order or a wallet top-up. */
export const paymentUrl = (env: Env, venue: string, paymentId: string) =>
  `${readConfig(env).PUBLIC_URL.replace(/\/+$/, '')}/venues/${venue}/pay/${paymentId}`

type PaymentRow = {
  id: string
  order_uid: string
  method: string
  amount_cents: number
  return_url: string
  status: string
  order_status: string
  order_number: string | null
  payment_name: string | null
  language: string | null
  venue_name: string | null
  timezone: string
}

async function findPayment(db: D1Database, venue: string, paymentId: string): Promise<PaymentRow | null> {
  return db
    .prepare(
      `SELECT p.id, p.order_uid, p.method, p.amount_cents, p.return_url, p.status, o.status AS order_status,
         json_extract(o.body, '$.number') AS order_number, json_extract(o.body, '$.payment_name') AS payment_name,
         json_extract(o.body, '$.language') AS language, json_extract(v.pos, '$.title') AS venue_name,
         json_extract(s.body, '$.timezone') AS timezone
       FROM payments p JOIN orders o ON o.uid = p.order_uid JOIN venues v ON v.key = p.venue
         JOIN venue_state s ON s.host = v.host
       WHERE p.venue = ?1 AND p.id = ?2`,
    )
    .bind(venue, paymentId)
    .first<PaymentRow>()
}

/**
 * Ends the payment with `outcome` while the order is still pending; after a final status nothing
 * changes. A paid order is accepted by the venue (its first kitchen step); a failed, canceled or
 * expired payment gives back the slot booking, the voucher amount and the part the prepaid balance
 * paid. Answers whether the order was accepted now.
 */
async function settle(
  db: D1Database,
  payment: PaymentRow,
  outcome: Exclude<(typeof OUTCOMES)[number], 'pending'>,
  { now, kitchenStepMs }: { now: number; kitchenStepMs: number },
): Promise<boolean> {
  const failedOrder = `EXISTS (SELECT 1 FROM orders WHERE uid = ?1 AND status IN ('failed', 'canceled', 'expired'))`
  const results = await db.batch([
    db.prepare("UPDATE orders SET status = ?2 WHERE uid = ?1 AND status = 'pending'").bind(payment.order_uid, outcome),
    db.prepare("UPDATE payments SET status = ?2 WHERE id = ?1 AND status = 'open'").bind(payment.id, outcome),
    db.prepare(`DELETE FROM slot_bookings WHERE order_uid = ?1 AND ${failedOrder}`).bind(payment.order_uid),
    db.prepare(`DELETE FROM voucher_redemptions WHERE order_uid = ?1 AND ${failedOrder}`).bind(payment.order_uid),
    ...giveBackStatements(
      db,
      { uid: payment.order_uid, number: payment.order_number },
      { now, timezone: payment.timezone, language: languageOf(payment.language ?? 'en') },
    ),
    ...(outcome === 'paid' ? [acceptStatement(db, payment.order_uid, now, kitchenStepMs)] : []),
  ])
  return outcome === 'paid' && results.at(-1)?.meta.changes === 1
}

/** The app page to return to: the card provider comes back with the order uid, the wallet with its payment id. */
function returnTarget(payment: PaymentRow): string {
  const url = new URL(payment.return_url)
  if (payment.method === 'wallet') url.searchParams.set('info', payment.id)
  else url.searchParams.set('uid', payment.order_uid)
  return url.toString()
}

/** What the page pays: an order, or a wallet top-up (credit-topups.ts). */
type Payable = { kind: 'order'; payment: PaymentRow } | { kind: 'topup'; topUp: TopUp }

async function findPayable(db: D1Database, venue: string, paymentId: string): Promise<Payable | null> {
  const payment = await findPayment(db, venue, paymentId)
  if (payment) return { kind: 'order', payment }
  const topUp = await findTopUp(db, venue, paymentId)
  return topUp ? { kind: 'topup', topUp } : null
}

/** The page's facts: venue, what is paid, amount, method and the current status. */
function viewOf(payable: Payable) {
  if (payable.kind === 'order') {
    const { payment } = payable
    return {
      venue: payment.venue_name ?? '',
      details: [
        ['Order', payment.order_number],
        ['Amount', `€${(payment.amount_cents / 100).toFixed(2)}`],
        ['Method', payment.payment_name ?? payment.method],
      ],
      status: payment.order_status,
      returnUrl: payment.return_url,
    }
  }
  const { topUp } = payable
  return {
    venue: topUp.venue_name ?? '',
    details: [
      ['Wallet top-up', topUp.wallet],
      ['Amount', `€${(topUp.amount_cents / 100).toFixed(2)}`],
    ],
    status: topUp.status === 'open' ? 'pending' : topUp.status,
    returnUrl: topUp.return_url,
  }
}

const STYLE = `.outcomes{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border:2px solid #1a1a1a;border-radius:.4rem;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}`

const page = (title: string, nonce: string, main: string) => htmlPage(title, nonce, main, STYLE)

function paymentPage(payable: Payable, action: string, nonce: string) {
  const view = viewOf(payable)
  const final = view.status !== 'pending'
  const buttons = OUTCOMES.map(
    (outcome) => `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(BUTTONS[outcome])}</button>`,
  ).join('\n')
  const details = view.details.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')
  const what = payable.kind === 'order' ? 'order' : 'top-up'
  return page(
    `Sandbox payment – ${view.venue}`,
    nonce,
    `<h1>Sandbox payment</h1>
<p>${escapeHtml(view.venue)}</p>
<dl>
${details}
<dt>Status</dt><dd>${escapeHtml(view.status)}</dd>
</dl>
${final ? `<p role="status">This ${what} is already ${escapeHtml(view.status)}: choosing again changes nothing.</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>How does the payment end?</legend>
<div class="outcomes">
${buttons}
</div>
</fieldset>
</form>`,
  )
}

function notFound(c: Context) {
  const nonce = newNonce()
  securityHeaders(c, nonce)
  return c.html(page('Payment not found', nonce, '<h1>Payment not found</h1>'), 404)
}

export const paymentPageRoutes = new Hono<AppEnv>()

paymentPageRoutes.get('/:key/pay/:paymentId', async (c) => {
  const path = pathSchema.safeParse(c.req.param())
  const payable = path.success ? await findPayable(c.env.DB, path.data.key, path.data.paymentId) : null
  if (!path.success || !payable) return notFound(c)
  const nonce = newNonce()
  securityHeaders(c, nonce, viewOf(payable).returnUrl)
  return c.html(paymentPage(payable, `/venues/${path.data.key}/pay/${path.data.paymentId}`, nonce))
})

paymentPageRoutes.post('/:key/pay/:paymentId', async (c) => {
  const path = pathSchema.safeParse(c.req.param())
  const payable = path.success ? await findPayable(c.env.DB, path.data.key, path.data.paymentId) : null
  if (!path.success || !payable) return notFound(c)
  const form = outcomeSchema.safeParse(await c.req.parseBody().catch(() => null))
  if (!form.success) {
    const nonce = newNonce()
    securityHeaders(c, nonce)
    return c.html(page('Invalid choice', nonce, '<h1>Invalid choice</h1>'), 400)
  }
  const { outcome } = form.data
  if (payable.kind === 'order') {
    const { payment } = payable
    const settling = { now: await currentTime(c.env.DB), kitchenStepMs: kitchenStepMs(c.env) }
    if (outcome !== 'pending' && (await settle(c.env.DB, payment, outcome, settling))) {
      announceStep(c.env, c.executionCtx, { uid: payment.order_uid, seq: 1, final: false })
    }
    return c.redirect(returnTarget(payment), 303)
  }
  if (outcome !== 'pending') await settleTopUp(c.env.DB, payable.topUp, outcome, await currentTime(c.env.DB))
  // The status the top-up ended with, which a second choice does not change.
  const settled = (await findTopUp(c.env.DB, path.data.key, path.data.paymentId)) ?? payable.topUp
  return c.redirect(topUpReturnTarget(settled), 303)
})
