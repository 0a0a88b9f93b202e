// The sandbox payment page (browser-facing, outside /api): the tester chooses how the payment ends,
// the order follows, and the customer is sent back to the app's return URL (DESIGN "The sandbox origin").
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv, Env } from './env'
import { readConfig } from './env'

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

/** Where the app sends the customer to pay an order. */
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
  venue_name: string | null
}

async function findPayment(db: D1Database, venue: string, paymentId: string): Promise<PaymentRow | null> {
  return db
    .prepare(
      `SELECT p.id, p.order_uid, p.method, p.amount_cents, p.return_url, p.status, o.status AS order_status,
         json_extract(o.body, '$.number') AS order_number, json_extract(o.body, '$.payment_name') AS payment_name,
         json_extract(v.pos, '$.title') AS venue_name
       FROM payments p JOIN orders o ON o.uid = p.order_uid JOIN venues v ON v.key = p.venue
       WHERE p.venue = ?1 AND p.id = ?2`,
    )
    .bind(venue, paymentId)
    .first<PaymentRow>()
}

/**
 * Ends the payment with `outcome` while the order is still pending; after a final status nothing
 * changes. A failed, canceled or expired payment gives back the slot booking and the voucher amount.
 */
async function settle(db: D1Database, payment: PaymentRow, outcome: Exclude<(typeof OUTCOMES)[number], 'pending'>) {
  const failedOrder = `EXISTS (SELECT 1 FROM orders WHERE uid = ?1 AND status IN ('failed', 'canceled', 'expired'))`
  await db.batch([
    db.prepare("UPDATE orders SET status = ?2 WHERE uid = ?1 AND status = 'pending'").bind(payment.order_uid, outcome),
    db.prepare("UPDATE payments SET status = ?2 WHERE id = ?1 AND status = 'open'").bind(payment.id, outcome),
    db.prepare(`DELETE FROM slot_bookings WHERE order_uid = ?1 AND ${failedOrder}`).bind(payment.order_uid),
    db.prepare(`DELETE FROM voucher_redemptions WHERE order_uid = ?1 AND ${failedOrder}`).bind(payment.order_uid),
  ])
}

/** The app page to return to: the card provider comes back with the order uid, the wallet with its payment id. */
function returnTarget(payment: PaymentRow): string {
  const url = new URL(payment.return_url)
  if (payment.method === 'wallet') url.searchParams.set('info', payment.id)
  else url.searchParams.set('uid', payment.order_uid)
  return url.toString()
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Strict CSP: only this page's own style, and the form may post here and be redirected to the app. */
function securityHeaders(c: Context, nonce: string, returnUrl?: string) {
  const origin = returnUrl ? new URL(returnUrl).origin : ''
  const formTargets = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? `'self' ${origin}` : `'self'`
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'no-referrer')
  c.header('cache-control', 'no-store')
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
.outcomes{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border:2px solid #1a1a1a;border-radius:.4rem;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}`

function page(title: string, nonce: string, main: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

function paymentPage(payment: PaymentRow, action: string, nonce: string) {
  const venue = payment.venue_name ?? ''
  const final = payment.order_status !== 'pending'
  const buttons = OUTCOMES.map(
    (outcome) => `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(BUTTONS[outcome])}</button>`,
  ).join('\n')
  return page(
    `Sandbox payment – ${venue}`,
    nonce,
    `<h1>Sandbox payment</h1>
<p>${escapeHtml(venue)}</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(payment.order_number)}</dd>
<dt>Amount</dt><dd>€${escapeHtml((payment.amount_cents / 100).toFixed(2))}</dd>
<dt>Method</dt><dd>${escapeHtml(payment.payment_name ?? payment.method)}</dd>
<dt>Status</dt><dd>${escapeHtml(payment.order_status)}</dd>
</dl>
${final ? `<p role="status">This order is already ${escapeHtml(payment.order_status)}: choosing again changes nothing.</p>` : ''}
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

const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

function notFound(c: Context) {
  const nonce = newNonce()
  securityHeaders(c, nonce)
  return c.html(page('Payment not found', nonce, '<h1>Payment not found</h1>'), 404)
}

export const paymentPageRoutes = new Hono<AppEnv>()

paymentPageRoutes.get('/:key/pay/:paymentId', async (c) => {
  const path = pathSchema.safeParse(c.req.param())
  const payment = path.success ? await findPayment(c.env.DB, path.data.key, path.data.paymentId) : null
  if (!path.success || !payment) return notFound(c)
  const nonce = newNonce()
  securityHeaders(c, nonce, payment.return_url)
  return c.html(paymentPage(payment, `/venues/${path.data.key}/pay/${payment.id}`, nonce))
})

paymentPageRoutes.post('/:key/pay/:paymentId', async (c) => {
  const path = pathSchema.safeParse(c.req.param())
  const payment = path.success ? await findPayment(c.env.DB, path.data.key, path.data.paymentId) : null
  if (!path.success || !payment) return notFound(c)
  const form = outcomeSchema.safeParse(await c.req.parseBody().catch(() => null))
  if (!form.success) {
    const nonce = newNonce()
    securityHeaders(c, nonce)
    return c.html(page('Invalid choice', nonce, '<h1>Invalid choice</h1>'), 400)
  }
  if (form.data.outcome !== 'pending') await settle(c.env.DB, payment, form.data.outcome)
  return c.redirect(returnTarget(payment), 303)
})
