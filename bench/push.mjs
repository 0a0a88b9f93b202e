// "Your order is ready" to 1,000 phones (decision 079), on the app as `npm start` serves it (workerd
// through Miniflare, here in this process so its Durable Objects can be read) with a sandbox origin
// whose kitchen sends its signed webhooks to the app, and the sandbox push service (web-push-testing),
// which checks each message's VAPID signature and decrypts it.
//   1. ORDERS orders at Le Comptoir, each followed by a phone that asked to be told;
//   2. every one made ready within a minute, evenly;
//   3. from each kitchen step that makes one ready to its message taken by the push service;
//   4. nothing kept once the orders end.
// Exits 1 when a goal is missed: every phone told, p99 ≤ 2 s, no subscription left.
//   node bench/push.mjs [--orders 1000] [--seconds 60]
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { pushServiceClient, startPushService } from '../scripts/push-service.mjs'
import { startOrigin } from '../scripts/stack.mjs'
import { putVenueWebhookSecrets } from '../scripts/venue-webhook-secrets.mjs'
import { miniflareOptions } from '../scripts/worker-options.mjs'
import { sendAs } from './client-request.mjs'
import { comptoirOrders } from './comptoir-orders.mjs'

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '60' } } })
const ORDERS = Number(args.orders)
const SECONDS = Number(args.seconds)
const GOAL_P99_MS = 2_000
const ORIGIN_PORT = 4395
const APP_PORT = 8895
const PUSH_PORT = 4596
const VENUE = 'comptoir.localhost'
const TABLE_8 = '5e0719f3-0150-5d76-b9a6-64d983bd1bec'

const received = new Map()
const push = await startPushService(PUSH_PORT, { onMessage: (clientHash) => received.set(clientHash, performance.now()) })
const service = pushServiceClient(push.url)
for (const dir of ['.wrangler/bench-push', '.wrangler/bench-push-app']) rmSync(dir, { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-push', appPort: APP_PORT })
const app = new Miniflare({
  ...miniflareOptions({ kind: 'app', port: APP_PORT, persistTo: '.wrangler/bench-push-app', vars: { PLATFORM_URL: origin.url, PUBLIC_PORT: String(APP_PORT), PUSH_SERVICE_ORIGINS: push.url } }),
  log: new Log(LogLevel.WARN),
  // The Worker's own log lines (one per webhook) would drown the figures; what goes wrong is on stderr.
  handleRuntimeStdio(stdout, stderr) {
    stdout.resume()
    stderr.pipe(process.stderr)
  },
})
await app.ready
await putVenueWebhookSecrets(await app.getKVNamespace('VENUES'), {})
const stop = () => Promise.allSettled([app.dispose(), origin.stop(), push.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
// Each phone a diner of its own, on a network of its own: what is measured is the sending, not the limits.
const addressOf = (index) => `10.${60 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`

const { place: placeOrder, advance } = comptoirOrders(origin.url, { appHost: `${VENUE}:${APP_PORT}`, tableUid: TABLE_8 })

/** Many at once, never more than `width` in flight. */
async function inBatches(items, width, work) {
  const results = []
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(work))))
  return results
}

try {
  const key = JSON.parse((await sendAs(APP_PORT, VENUE, '/api/push/key', { address: '10.59.0.1' })).body).key
  console.log(`placing ${ORDERS} orders and asking to be told of each ...`)
  const orders = await inBatches(
    Array.from({ length: ORDERS }, (_, index) => index),
    10,
    async (index) => {
      const uid = await placeOrder()
      await advance(uid) // in preparation
      const { subscription, clientHash } = await service.subscribe(key)
      const answer = await sendAs(APP_PORT, VENUE, `/api/order/${uid}/push`, { method: 'POST', body: { subscription, locale: 'en' }, address: addressOf(index) })
      if (answer.status !== 201) throw new Error(`subscribe ${uid}: ${answer.status} ${answer.body}`)
      return { uid, clientHash }
    },
  )

  console.log(`making them ready over ${SECONDS} s ...`)
  const readyAt = new Map()
  const gap = (SECONDS * 1000) / ORDERS
  const start = performance.now()
  await Promise.all(
    orders.map(async ({ uid, clientHash }, index) => {
      await sleep(Math.max(0, start + index * gap - performance.now()))
      readyAt.set(clientHash, performance.now())
      await advance(uid)
    }),
  )
  console.log(`  every step made in ${Math.round(performance.now() - start)} ms; waiting for the messages ...`)
  // Every phone's message, or the wait runs out (a minute past the last step).
  const deadline = performance.now() + 60_000
  while (received.size < ORDERS && performance.now() < deadline) await sleep(200)

  const latencies = orders.flatMap(({ clientHash }) => (received.has(clientHash) ? [received.get(clientHash) - readyAt.get(clientHash)] : [])).sort((a, b) => a - b)
  const decrypted = await inBatches(orders.slice(0, 50), 10, async ({ clientHash }) => (await service.messages(clientHash)).map((text) => JSON.parse(text)))
  const wellFormed = decrypted.every((messages) => messages.length === 1 && messages[0].title === 'Le Comptoir' && /is ready/.test(messages[0].body))

  console.log(`  ${received.size} told; the orders end ...`)
  // The orders end (eat-in at a table: served); nothing of them may stay behind.
  await inBatches(orders, 20, ({ uid }) => advance(uid))
  console.log("  reading what each order's object keeps ...")
  const watch = await app.getDurableObjectNamespace('ORDER_WATCH')
  const keptBy = async ({ uid }) => {
    const stub = watch.get(watch.idFromName(`${VENUE}/${uid}`))
    try {
      return await stub.pushesKept()
    } finally {
      stub[Symbol.dispose]?.()
    }
  }
  const kept = (await inBatches(orders, 50, keptBy)).reduce((sum, count) => sum + count, 0)

  const p50 = latencies.length ? percentile(latencies, 50) : NaN
  const p99 = latencies.length ? percentile(latencies, 99) : NaN
  console.log(`\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${ORDERS} orders ready within ${SECONDS} s at ${VENUE}`)
  console.log(`| figure | value | goal |\n|---|---|---|`)
  console.log(`| phones told | ${received.size} of ${ORDERS} | all |`)
  console.log(`| kitchen step → push service, p50 / p99 / max | ${Math.round(p50)} / ${Math.round(p99)} / ${Math.round(latencies.at(-1) ?? NaN)} ms | p99 ≤ ${GOAL_P99_MS} ms |`)
  console.log(`| messages read back (50 phones): one each, the venue's name, "is ready" | ${wellFormed ? 'yes' : 'no'} | yes |`)
  console.log(`| subscriptions and messages kept once the orders ended | ${kept} | 0 |`)
  const missed = [received.size < ORDERS && 'not every phone was told', !(p99 <= GOAL_P99_MS) && `p99 ${Math.round(p99)} ms over ${GOAL_P99_MS} ms`, !wellFormed && 'a message read back was not the one sent', kept > 0 && `${kept} kept after the orders ended`].filter(Boolean)
  if (missed.length > 0) {
    console.log(`\nMissed: ${missed.join('; ')}`)
    process.exitCode = 1
  }
} finally {
  await stop()
}
