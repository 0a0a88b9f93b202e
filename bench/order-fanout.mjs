// Live order progress under many watchers, on the serving stack `npm start` uses (workerd through
// Miniflare), with a sandbox origin that sends its signed webhooks to the app:
//   1. many watchers of one order (one Durable Object's fan-out), and the app's memory they take;
//   2. many orders of one venue, one watcher each.
// For each kitchen step: from the control call that makes it to each watcher's receipt of it.
//   node bench/order-fanout.mjs [--watchers 1000] [--orders 1000]
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { comptoirOrders } from './comptoir-orders.mjs'
import { rssMb, servingProcesses } from './serving-processes.mjs'

const { values: args } = parseArgs({ options: { watchers: { type: 'string', default: '1000' }, orders: { type: 'string', default: '1000' } } })
const WATCHERS = Number(args.watchers)
const ORDERS = Number(args.orders)
const ORIGIN_PORT = 4397
const APP_PORT = 8897
const HOST = `comptoir.localhost:${APP_PORT}`
const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

for (const dir of ['.wrangler/bench-fanout', '.wrangler/bench-fanout-app']) rmSync(dir, { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-fanout', appPort: APP_PORT })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/bench-fanout-app' })
const stop = () => Promise.allSettled([app.stop(), origin.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const appMemory = () => rssMb(servingProcesses({ [APP_PORT]: 'app' })[0]?.pid)

const { place: placeOrder, advance } = comptoirOrders(origin.url, { appHost: HOST, tableUid: TABLE_1 })

let watchers = 0
/**
 * A watcher, a diner of their own behind an address of their own (the app caps the watches and counts
 * the look-ups of one client: decision 022): resolves once open with its first picture; `steps` holds
 * when each later picture came.
 */
function watch(uid) {
  const address = `10.${(++watchers >> 16) & 255}.${(watchers >> 8) & 255}.${watchers & 255}`
  const socket = new WebSocket(`ws://127.0.0.1:${APP_PORT}/api/order/${uid}/live`, { headers: { host: HOST, 'cf-connecting-ip': address } })
  const watcher = { socket, arrivals: [] }
  return new Promise((resolve, reject) => {
    socket.on('message', () => {
      watcher.arrivals.push(performance.now())
      if (watcher.arrivals.length === 1) resolve(watcher)
    })
    socket.once('error', reject)
  })
}

async function inBatches(count, size, make) {
  const made = []
  for (let start = 0; start < count; start += size) made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))))
  return made
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${sorted.length} receipts)`
}

async function received(watchers, count, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (watchers.some((watcher) => watcher.arrivals.length < count)) {
    if (Date.now() > deadline) throw new Error(`only ${watchers.filter((w) => w.arrivals.length >= count).length} of ${watchers.length} watchers got step ${count}`)
    await sleep(5)
  }
}

try {
  // 1. One order, many watchers.
  const uid = await placeOrder()
  await sleep(1000)
  const before = appMemory()
  const watchers = await inBatches(WATCHERS, 50, () => watch(uid))
  await sleep(1000)
  const after = appMemory()
  console.log(`\n1. ${WATCHERS} watchers of one order`)
  console.log(`  app workerd memory: ${before} MB before, ${after} MB with the watchers: ${(((after - before) * 1024) / WATCHERS).toFixed(1)} KB per watcher`)
  for (const [index, step] of ['preparing', 'ready', 'served'].entries()) {
    const sent = performance.now()
    await advance(uid)
    await received(watchers, index + 2)
    console.log(`  ${step}: ${summary(watchers.map((watcher) => watcher.arrivals[index + 1] - sent))}`)
  }
  watchers.forEach((watcher) => watcher.socket.close())

  // 2. Many orders of one venue, a watcher each.
  const uids = await inBatches(ORDERS, 10, () => placeOrder())
  const orderWatchers = await inBatches(ORDERS, 50, (index) => watch(uids[index]))
  const sentAt = new Array(ORDERS)
  await inBatches(ORDERS, 25, async (index) => {
    sentAt[index] = performance.now()
    await advance(uids[index])
  })
  await received(orderWatchers, 2)
  console.log(`\n2. ${ORDERS} orders of one venue, one watcher each, each order moved once (25 moves at a time)`)
  console.log(`  preparing: ${summary(orderWatchers.map((watcher, index) => watcher.arrivals[1] - sentAt[index]))}`)
  orderWatchers.forEach((watcher) => watcher.socket.close())
} finally {
  await stop()
}
