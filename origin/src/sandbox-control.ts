// /__sandbox: controls for tests and benchmarks (call counts, injected faults, issued tokens, clock, orders
// and their kitchen steps, customer accounts, the mailbox, a product's price, a venue's hostnames and the
// app's metrics sink).
import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'
import { jsonError } from './json-response'
import { announceMenuChange, setItemPrice } from './menu-changes'
import { metricPointRoutes } from './metric-points'
import { restoreDemoAccounts } from './demo-accounts'
import { appendStep } from './order-advance'
import type { StepChange } from './order-advance'
import { clearOrders, findSandboxOrder, listOrders } from './order-records'
import { announceStep } from './progress-notices'
import { clearClock, currentTime, setClock } from './sandbox-clock'
import { clearMails, listMails } from './sent-mails'
import { addVenueHost, clearVenueHosts, listVenueHosts, venueHostSchema } from './venue-hosts'

const faultSchema = z.object({
  match: z.string().startsWith('/'),
  status: z.number().int().min(400).max(599).optional(),
  delay_ms: z.number().int().min(0).max(120_000).optional(),
})

const clockSchema = z.object({ now: z.iso.datetime({ offset: true }) })

const orderUidSchema = z.string().regex(/^[0-9a-f-]{1,64}$/i)
const rejectSchema = z.object({ reasons: z.array(z.string().trim().min(1).max(200)).min(1).max(5) })

export const sandboxRoutes = new Hono<AppEnv>()

sandboxRoutes.get('/health', (c) => c.text('ok'))

sandboxRoutes.get('/calls', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT path, COUNT(*) AS n FROM calls GROUP BY path ORDER BY path').all<{
    path: string
    n: number
  }>()
  const byPath = Object.fromEntries(results.map((row) => [row.path, row.n]))
  const total = results.reduce((sum, row) => sum + row.n, 0)
  return c.json({ total, byPath })
})

sandboxRoutes.delete('/calls', async (c) => {
  await c.env.DB.prepare('DELETE FROM calls').run()
  return c.json({ total: 0, byPath: {} })
})

sandboxRoutes.get('/tokens', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT token, expires_at FROM service_tokens ORDER BY expires_at').all()
  return c.json(results)
})

sandboxRoutes.get('/faults', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT id, match, status, delay_ms FROM faults ORDER BY id').all()
  return c.json(results)
})

sandboxRoutes.post('/faults', async (c) => {
  const fault = faultSchema.safeParse(await c.req.json().catch(() => null))
  if (!fault.success) return c.json({ error: 'invalid fault', issues: fault.error.issues }, 400)
  const { match, status = null, delay_ms = 0 } = fault.data
  const row = await c.env.DB.prepare('INSERT INTO faults (match, status, delay_ms) VALUES (?1, ?2, ?3) RETURNING id')
    .bind(match, status, delay_ms)
    .first<{ id: number }>()
  return c.json({ id: row?.id, match, status, delay_ms }, 201)
})

sandboxRoutes.delete('/faults', async (c) => {
  await c.env.DB.prepare('DELETE FROM faults').run()
  return c.json([])
})

const clockAnswer = async (db: D1Database) => ({ now: new Date(await currentTime(db)).toISOString() })

sandboxRoutes.get('/clock', async (c) => c.json(await clockAnswer(c.env.DB)))

sandboxRoutes.post('/clock', async (c) => {
  const clock = clockSchema.safeParse(await c.req.json().catch(() => null))
  if (!clock.success) return c.json({ error: 'invalid clock', issues: clock.error.issues }, 400)
  await setClock(c.env.DB, Date.parse(clock.data.now))
  return c.json(await clockAnswer(c.env.DB))
})

sandboxRoutes.delete('/clock', async (c) => {
  await clearClock(c.env.DB)
  return c.json(await clockAnswer(c.env.DB))
})

sandboxRoutes.delete('/slot-bookings', async (c) => {
  await c.env.DB.prepare('DELETE FROM slot_bookings').run()
  return c.json([])
})

// Orders placed through checkout and quick checkout (the demo's seeded orders are not listed).
sandboxRoutes.get('/orders', async (c) => c.json(await listOrders(c.env.DB)))

sandboxRoutes.delete('/orders', async (c) => {
  await clearOrders(c.env.DB)
  return c.json([])
})

/** Appends the change to the order's kitchen steps and answers the order, or why it cannot. */
async function changeProgress(c: Context<AppEnv>, uid: string, change: StepChange) {
  const outcome = await appendStep(c.env.DB, uid, change)
  if (outcome.kind === 'unknown') return jsonError(c, 404, 'Order not found')
  if (outcome.kind === 'not_accepted') return jsonError(c, 409, 'This order has not been accepted')
  if (outcome.kind === 'final') return jsonError(c, 409, `This order is already ${outcome.step}`)
  announceStep(c.env, c.executionCtx, { uid, seq: outcome.seq, final: outcome.final })
  return c.json(await findSandboxOrder(c.env.DB, uid))
}

// The kitchen by hand: the order's next step now, or its rejection.
sandboxRoutes.post('/orders/:uid/advance', async (c) => {
  const uid = orderUidSchema.safeParse(c.req.param('uid'))
  if (!uid.success) return jsonError(c, 404, 'Order not found')
  return changeProgress(c, uid.data, { kind: 'next' })
})

sandboxRoutes.post('/orders/:uid/reject', async (c) => {
  const uid = orderUidSchema.safeParse(c.req.param('uid'))
  if (!uid.success) return jsonError(c, 404, 'Order not found')
  const body = rejectSchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return c.json({ error: 'invalid request', issues: body.error.issues }, 400)
  return changeProgress(c, uid.data, { kind: 'reject', reasons: body.data.reasons })
})

// Customer accounts back to the demo seed: new accounts, tokens, balances, history, cards, reset
// links and top-ups go; the demo tokens are valid again.
sandboxRoutes.delete('/customers', async (c) => {
  await restoreDemoAccounts(c.env.DB)
  return c.json([])
})

// The mails the venues "sent" (password reset links, card recovery), newest first.
sandboxRoutes.get('/mails', async (c) => {
  const query = z.object({ to: z.string().max(200).optional() }).safeParse(c.req.query())
  if (!query.success) return c.json({ error: 'invalid query', issues: query.error.issues }, 400)
  return c.json(await listMails(c.env.DB, query.data.to))
})

sandboxRoutes.delete('/mails', async (c) => {
  await clearMails(c.env.DB)
  return c.json([])
})

// A venue changes a price: the product costs `price` in every list, and the app is told (menu-changes.ts)
// before this answers, so the next page shows it.
const priceSchema = z.object({ price: z.number().nonnegative().max(100_000) })
sandboxRoutes.post('/items/:id{[0-9]+}/price', async (c) => {
  const body = priceSchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return c.json({ error: 'invalid request', issues: body.error.issues }, 400)
  const changed = await setItemPrice(c.env.DB, Number(c.req.param('id')), body.data.price)
  if (!changed) return jsonError(c, 404, 'Product not found')
  await announceMenuChange(c.env, changed)
  return c.json({ id: Number(c.req.param('id')), price: body.data.price, posId: changed.posId })
})

// A venue put on one more hostname (its own domain): the platform answers for it from now on.
sandboxRoutes.get('/venue-hosts', async (c) => c.json(await listVenueHosts(c.env.DB)))

sandboxRoutes.post('/venue-hosts', async (c) => {
  const body = venueHostSchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) return c.json({ error: 'invalid request', issues: body.error.issues }, 400)
  const outcome = await addVenueHost(c.env.DB, body.data)
  if (outcome.kind === 'unknown venue') return jsonError(c, 404, 'Venue not found')
  if (outcome.kind === 'taken') return jsonError(c, 409, 'This host is already a venue\'s')
  return c.json(body.data, 201)
})

sandboxRoutes.delete('/venue-hosts', async (c) => {
  await clearVenueHosts(c.env.DB)
  return c.json([])
})

// The app's Analytics Engine datapoints, as its local binding sends them (metric-points.ts).
sandboxRoutes.route('/metrics', metricPointRoutes)

sandboxRoutes.all('*', (c) => jsonError(c, 404, 'not found'))
